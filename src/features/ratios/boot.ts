import 'server-only'

import type { Payload } from 'payload'

import { onFloorChange } from '@/features/attendance/floorChanges'
import { onShutdown } from '@/server/boot/shutdown'
import { getPayload } from '@/server/payload'
import { checkRatioAlerts } from './ratioAlerts'

/**
 * How long a classroom's changes are gathered before it is checked: a class arriving at once is one
 * check, and however fast children are checked in, a room is checked at most once a second, so the
 * checks never compete with the check-ins themselves (bench:ops). A second is nothing to a mail.
 */
export const RATIO_CHECK_GATHER_MS = 1000

type Options = { payload?: () => Promise<Payload>; gatherMs?: number }

const STATE = Symbol.for('centre.ratioAlerts.stop')
const shared = globalThis as typeof globalThis & { [STATE]?: () => void }

/**
 * Over-ratio alerts, whoever is looking at the board: every floor change this process hears (after it
 * committed, from any process: src/features/attendance/boot.ts) has its classroom checked
 * (ratioAlerts.ts), gathered per classroom for RATIO_CHECK_GATHER_MS; on
 * (re)connection the listener announces ANY_CLASSROOM, and every classroom is checked. Every process
 * checks; the database's unique index lets one of them open an episode and mail the admins. Checks of
 * one classroom never overlap in a process: a change heard during a check is checked again after it. A
 * failed check is logged, never thrown; the next change checks again. Returns how to stop.
 */
export function followRatioAlerts({ payload = () => getPayload(), gatherMs = RATIO_CHECK_GATHER_MS }: Options = {}): () => void {
  if (!process.env.DATABASE_URL || process.env.NEXT_PHASE === 'phase-production-build') return () => undefined
  const following = shared[STATE]
  if (following) return following

  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  const running = new Set<string>()
  const again = new Set<string>()
  let stopped = false

  const schedule = (classroomId: string) => {
    if (stopped || timers.has(classroomId)) return
    timers.set(
      classroomId,
      setTimeout(() => {
        timers.delete(classroomId)
        void check(classroomId)
      }, gatherMs),
    )
  }
  const check = async (classroomId: string) => {
    if (running.has(classroomId)) return void again.add(classroomId)
    running.add(classroomId)
    try {
      await checkRatioAlerts(await payload(), classroomId)
    } catch (error) {
      console.warn(`[ratio-alerts] could not check classroom ${classroomId} (${(error as Error).message}); the next change checks it again`)
    } finally {
      running.delete(classroomId)
      if (again.delete(classroomId)) schedule(classroomId)
    }
  }

  const stopListening = onFloorChange(schedule)
  const stop = () => {
    stopped = true
    stopListening()
    for (const timer of timers.values()) clearTimeout(timer)
    timers.clear()
    if (shared[STATE] === stop) delete shared[STATE]
  }
  shared[STATE] = stop
  onShutdown(stop)
  return stop
}
