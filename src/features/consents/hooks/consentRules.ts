import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { lookUp } from '@/lib/auditLookups'
import { relationId } from '@/lib/relationId'
import { transactionConnection } from '@/lib/transactionConnection'
import type { Consent } from '@/payload-types'
import { refuse } from '@/collections/shared/refuse'
import { CONSENT_KIND_VALUES, consentMessages } from '../schemas'

const FIELDS = ['child', 'kind', 'granted', 'onPaper', 'createdBy'] as const

/**
 * Changes of one child's consent of one kind take turns: each holds a lock on (child, kind) from before
 * its row is written until it commits, and its row's time is the database's clock read under that lock.
 * So the rows' order is the order in which the changes were decided, and the child's flag, set from the
 * newest row just before the commit (keepChildConsent), is that newest row's state, even when a grant and
 * a withdrawal arrive at the same moment from two devices or on two servers. Without the lock the last
 * transaction to commit would win, whatever its row's time.
 */
async function takeTurn(req: PayloadRequest, childId: string, kind: string): Promise<string> {
  const { db, inTransaction } = await transactionConnection(req.payload, req)
  // A lock held by a statement of its own would end with it: the change must be a transaction.
  if (!inTransaction) throw new Error('A consent is recorded inside a transaction (the lock on the child and kind lasts until it commits).')
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`consent:${childId}:${kind}`}))`)
  // Times are kept to the millisecond: a turn taken within the same millisecond as the one before it
  // is dated one millisecond later, so "newest" never ties.
  const { rows } = await db.execute(sql`
    select to_char(greatest(date_trunc('milliseconds', clock_timestamp()), max(created_at) + interval '1 millisecond') at time zone 'UTC',
                   'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now
    from consents where child_id = ${childId}::uuid and kind = ${kind}::enum_consents_kind`)
  return String(rows[0]!.now)
}

/**
 * A consent row, whoever writes it (/api, /api/cms, /cms):
 * - the child is read with the writer's own rights, so a parent records only for their own children
 *   (another family's child is not found: 404); teachers and editors are refused by the create rule;
 * - only `kind` and `granted` come from the input; who recorded it comes from the session, and
 *   `onPaper` is true exactly when that is an admin (a parent's signed paper form), never from input;
 * - changes of one child and kind take turns, and a row's time is the database's (takeTurn, above);
 * - a row never changes afterwards (nobody may update one; a system write keeps it as it was).
 */
export const consentRules: CollectionBeforeChangeHook<Consent> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'create') {
    // Append-only: whatever the input says, the row stays as it was.
    return Object.fromEntries(FIELDS.map((field) => [field, originalDoc?.[field] ?? null])) as Partial<Consent>
  }
  // The demo seed writes past rows as they were (../seed.ts); no request can set this.
  if (req.context.seedHistory === true) return data
  const user = req.user
  if (!user) return refuse(consentMessages.signIn, 403)
  const childId = relationId(data.child) ?? refuse(consentMessages.child, 400, 'child')
  const child = await lookUp(() => req.payload.findByID({ collection: 'children', id: childId, depth: 0, req, overrideAccess: false, select: { parent: true } })).catch(() => null)
  if (!child) return refuse(consentMessages.childNotFound, 404, 'child')
  if (!CONSENT_KIND_VALUES.includes(data.kind as never)) return refuse(consentMessages.kind, 400, 'kind')
  if (typeof data.granted !== 'boolean') return refuse(consentMessages.granted, 400, 'granted')
  const createdAt = await takeTurn(req, childId, data.kind!)
  return { child: childId, kind: data.kind, granted: data.granted, onPaper: isAdminUser(user), createdBy: user.id, createdAt }
}
