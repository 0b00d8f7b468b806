import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionConnection } from '@/lib/transactionConnection'

/**
 * How a check-in on one device reaches the ratio board on another, whichever server process either
 * talks to. The attendance hooks announce the classroom with PostgreSQL's NOTIFY on FLOOR_CHANNEL, on
 * the request's transaction (delivered when the change commits, never on a rollback); every server
 * process listens (boot.ts) and tells its open boards (GET /api/ratios/stream)
 * to send their new state.
 */
export const FLOOR_CHANNEL = 'centre_floor_changed'
/** Sent to the boards of this process when the listener (re)connects: anything may have changed. */
export const ANY_CLASSROOM = '*'

type FloorListener = (classroomId: string) => void
type FloorGeneration = { count: number }
const shared = globalThis as typeof globalThis & { __centreFloorListeners?: Set<FloorListener>; __centreFloorGeneration?: FloorGeneration }
const listeners: Set<FloorListener> = (shared.__centreFloorListeners ??= new Set())
const generation: FloorGeneration = (shared.__centreFloorGeneration ??= { count: 0 })

/** Follows floor changes heard by this process; returns how to stop. */
export function onFloorChange(listener: FloorListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Hands a heard change to this process's boards. */
export function floorChangeHeard(classroomId: string): void {
  generation.count += 1
  for (const listener of listeners) {
    try {
      listener(classroomId)
    } catch {
      // One board's failure is its own.
    }
  }
}

/**
 * The floor's generation in this process: it grows with every change this process made, as soon as its
 * write returned (`floorChangedHere`, before the caller hears back), and with every change any process
 * made, when its NOTIFY arrives (`floorChangeHeard`). The ratio board's callers share a computation only
 * within one generation (src/features/ratios/sharedBoard.ts). Kept on globalThis: each route of the app
 * is its own bundle, and the board, its stream and the check-in endpoints must share one generation.
 */
export const floorGeneration = (): number => generation.count

/** A change this process just made and committed (a check-in or out, a shift): no one joins a board read before it. */
export function floorChangedHere(): void {
  generation.count += 1
}

/** Announces that a classroom's attendance changed (when `req`'s transaction commits). */
export async function floorChanged(req: PayloadRequest, classroomId: string | null): Promise<void> {
  if (!classroomId) return
  try {
    const { db } = await transactionConnection(req.payload, req)
    await db.execute(sql`select pg_notify(${FLOOR_CHANNEL}, ${classroomId})`)
  } catch (error) {
    // A board that misses a notice catches up on its next refresh; the check-in itself stands.
    req.payload.logger.warn({ err: error, msg: `Could not announce a change of classroom ${classroomId}'s attendance` })
  }
}
