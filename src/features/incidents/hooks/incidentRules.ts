import type { CollectionBeforeChangeHook } from 'payload'

import { isParentUser } from '@/access/roles'
import { lookUp } from '@/lib/auditLookups'
import { relationId } from '@/lib/relationId'
import { keptFromRemoval, lockedRow } from '@/collections/shared/lockedRow'
import { refuse } from '@/collections/shared/refuse'
import { incidentMessages } from '../schemas'

type Row = Record<string, unknown>
type Addendum = { id?: string | null; text?: unknown; addedBy?: unknown; addedAt?: unknown }

/** What staff write in a report; locked once the parent has acknowledged it. */
export const REPORT_FIELDS = ['occurredAt', 'place', 'description', 'firstAid', 'witnesses', 'staffSignature'] as const
/** What the system keeps: never taken from input. */
const SYSTEM_FIELDS = ['child', 'classroom', 'family', 'reportedBy', 'staffSignedAt', 'parentSignature', 'acknowledgedAt', 'acknowledgedBy'] as const

const same = (a: unknown, b: unknown) => {
  const normal = (value: unknown) => (value === undefined || value === '' ? null : value instanceof Date ? value.toISOString() : value)
  const [x, y] = [normal(a), normal(b)]
  if (typeof x === 'string' && typeof y === 'string' && !Number.isNaN(Date.parse(x)) && /^\d{4}-/.test(x) && /^\d{4}-/.test(y)) return Date.parse(x) === Date.parse(y)
  return x === y
}

/**
 * Addenda are only ever appended: the existing ones come back as they were (whatever the input says),
 * new ones get their author and time from the server.
 */
function appendedAddenda(input: unknown, existing: Addendum[], userId: string): Addendum[] {
  if (!Array.isArray(input)) return existing
  const known = new Set(existing.map((entry) => entry.id).filter(Boolean))
  const added = (input as Addendum[])
    .filter((entry) => !entry.id || !known.has(entry.id))
    .map((entry) => {
      const text = typeof entry.text === 'string' ? entry.text.trim() : ''
      if (!text) refuse(incidentMessages.addendum, 400, 'addenda')
      return { text, addedBy: userId, addedAt: new Date().toISOString() }
    })
  return [...existing, ...added]
}

/**
 * An incident report's life, whoever writes:
 * - staff file it: the child is looked up with the writer's rights (a teacher finds only their
 *   classrooms' children); classroom and family come from the child; the reporter and the time of the
 *   staff signature from the session and the clock;
 * - the child's parent acknowledges it once, with a typed signature: the only change a parent makes;
 * - after acknowledgement nothing of the report changes: corrections are addenda, appended by staff;
 * - addenda are append-only at any time;
 * - a change decides on the report locked (lockedRow): the second of two at the same moment sees the first.
 */
export const incidentRules: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  // The demo seed writes past days as they were (the feature's seed.ts); no request can set this.
  if (req.context.seedHistory === true) return data
  const user = req.user
  if (!user) return refuse('Please log in.', 403)
  const now = new Date().toISOString()

  if (operation === 'create') {
    const childId = relationId(data.child) ?? refuse(incidentMessages.childId, 400, 'child')
    // The child kept until the report commits: an admin deleting them at the same moment deletes them
    // before (not found) or is refused after, never between this look-up and the insert (a 500).
    if (!(await keptFromRemoval(req, 'children', childId))) return refuse('Child not found', 404, 'child')
    // A look-up with the writer's rights (src/lib/auditLookups.ts): the write is what the log records.
    const child = await lookUp(() => req.payload.findByID({ collection: 'children', id: childId, depth: 0, req, overrideAccess: false, select: { parent: true, classroom: true } }))
      .catch(() => null)
    if (!child) return refuse('Child not found', 404, 'child')
    return {
      ...Object.fromEntries(REPORT_FIELDS.map((field) => [field, data[field] ?? null])),
      child: childId,
      classroom: relationId(child.classroom),
      family: relationId(child.parent),
      reportedBy: user.id,
      staffSignedAt: now,
      parentSignature: null,
      acknowledgedAt: null,
      acknowledgedBy: null,
      addenda: appendedAddenda(data.addenda, [], String(user.id)),
    }
  }

  // The report as it is now, locked until this change commits: two acknowledgements at once, an addendum
  // beside another, or a correction beside the parent's signature take turns, and each sees the one before.
  const original = ((originalDoc?.id ? await lockedRow<Row>(req, 'incidents', originalDoc.id) : null) ?? originalDoc ?? {}) as Row
  const kept: Row = Object.fromEntries(SYSTEM_FIELDS.map((field) => [field, original[field] ?? null]))
  const report: Row = Object.fromEntries(REPORT_FIELDS.map((field) => [field, original[field] ?? null]))
  const existingAddenda = (Array.isArray(original.addenda) ? original.addenda : []) as Addendum[]
  const acknowledged = Boolean(original.acknowledgedAt)

  if (isParentUser(user)) {
    const signing = typeof data.parentSignature === 'string'
    if (!signing) return refuse(incidentMessages.parentSignature, 400, 'parentSignature')
    if (acknowledged) return refuse(incidentMessages.alreadyAcknowledged, 409, 'parentSignature')
    const signature = (data.parentSignature as string).trim()
    if (!signature) return refuse(incidentMessages.parentSignature, 400, 'parentSignature')
    return { ...report, ...kept, addenda: existingAddenda, parentSignature: signature, acknowledgedAt: now, acknowledgedBy: user.id }
  }

  if (data.parentSignature !== undefined && !same(data.parentSignature, original.parentSignature)) {
    refuse(incidentMessages.parentsOnlyAcknowledge, 403, 'parentSignature')
  }
  const changes = REPORT_FIELDS.filter((field) => data[field] !== undefined && !same(data[field], original[field]))
  if (acknowledged && changes.length > 0) refuse(incidentMessages.locked, 409, changes[0])
  const edited = Object.fromEntries(changes.map((field) => [field, data[field]]))
  // The child's family may have moved (src/features/families/hooks/moveRecordsWithChild.ts).
  const child = await lookUp(() => req.payload.findByID({ collection: 'children', id: String(kept.child), depth: 0, req, overrideAccess: false, select: { parent: true } }))
    .catch(() => null)
  return {
    ...report,
    ...edited,
    ...kept,
    family: child ? relationId(child.parent) : kept.family,
    addenda: appendedAddenda(data.addenda, existingAddenda, String(user.id)),
  }
}
