import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionConnection } from './transactionConnection'

/**
 * How a check-in on one device reaches the ratio board on another, whichever server process either
 * talks to. The attendance hooks announce the classroom with PostgreSQL's NOTIFY on FLOOR_CHANNEL, on
 * the request's transaction (delivered when the change commits, never on a rollback); every server
 * process listens (src/server/boot/floorChanges.ts) and tells its open boards (GET /api/ratios/stream)
 * to send their new state.
 */
export const FLOOR_CHANNEL = 'centre_floor_changed'
/** Sent to the boards of this process when the listener (re)connects: anything may have changed. */
export const ANY_CLASSROOM = '*'

type FloorListener = (classroomId: string) => void
const shared = globalThis as typeof globalThis & { __centreFloorListeners?: Set<FloorListener> }
const listeners: Set<FloorListener> = (shared.__centreFloorListeners ??= new Set())

/** Follows floor changes heard by this process; returns how to stop. */
export function onFloorChange(listener: FloorListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Hands a heard change to this process's boards. */
export function floorChangeHeard(classroomId: string): void {
  for (const listener of listeners) {
    try {
      listener(classroomId)
    } catch {
      // One board's failure is its own.
    }
  }
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
