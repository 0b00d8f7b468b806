import type { ConsentKind } from '@/lib/constants'

/** One grant or withdrawal of a child's consent: a row of the history, never changed or removed. */
export type ConsentRecord = {
  id: string
  childId: string
  kind: ConsentKind
  granted: boolean
  /** Recorded by an admin from the parent's signed paper form. */
  onPaper: boolean
  /** Who recorded it; `name` is null when the caller may not read that account (e.g. a parent reading a row an admin recorded). */
  recordedBy: { id: string | null; name: string | null }
  createdAt: string
}

/** GET /api/children/:childId/consents: each kind's state now (the latest row; false when none) and the rows, newest first. */
export type ConsentHistory = { childId: string; current: Record<ConsentKind, boolean>; history: ConsentRecord[] }
