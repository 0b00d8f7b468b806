/**
 * An incident report as the /api sends it (JSON: times are ISO strings, people are ids), in the spec's
 * field names. wire.ts is declared to return it and the screens read it, so a renamed field fails the
 * type check on both sides.
 */

export type IncidentAddendumRecord = { id: string; text: string; addedBy: string | null; addedAt: string | null }

/** An incident report as staff and the child's parents read it. */
export type IncidentRecord = {
  id: string
  childId: string
  classroomId: string | null
  occurredAt: string
  place: string
  description: string
  firstAid: string | null
  witnesses: string | null
  reportedBy: string | null
  staffSignature: string
  staffSignedAt: string | null
  parentSignature: string | null
  acknowledgedAt: string | null
  /** Acknowledged by the parent: nothing of the report changes any more; corrections are addenda. */
  locked: boolean
  addenda: IncidentAddendumRecord[]
  createdAt: string
}
