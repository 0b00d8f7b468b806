import type { CollectionBeforeChangeHook } from 'payload'

import { isAdminUser } from '@/access/roles'
import { CONSENT_KIND_VALUES, consentMessages } from '@/contract/schemas/consents'
import { relationId } from '@/lib/relationId'
import type { Consent } from '@/payload-types'
import { refuse } from '../../shared/refuse'

const FIELDS = ['child', 'kind', 'granted', 'onPaper', 'createdBy'] as const

/**
 * A consent row, whoever writes it (/api, /api/cms, /cms):
 * - the child is read with the writer's own rights, so a parent records only for their own children
 *   (another family's child is not found: 404); teachers and editors are refused by the create rule;
 * - only `kind` and `granted` come from the input; who recorded it comes from the session, and
 *   `onPaper` is true exactly when that is an admin (a parent's signed paper form), never from input;
 * - a row never changes afterwards (nobody may update one; a system write keeps it as it was).
 */
export const consentRules: CollectionBeforeChangeHook<Consent> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'create') {
    // Append-only: whatever the input says, the row stays as it was.
    return Object.fromEntries(FIELDS.map((field) => [field, originalDoc?.[field] ?? null])) as Partial<Consent>
  }
  // The demo seed writes past rows as they were (src/seed/consents.ts); no request can set this.
  if (req.context.seedHistory === true) return data
  const user = req.user
  if (!user) return refuse(consentMessages.signIn, 403)
  const childId = relationId(data.child) ?? refuse(consentMessages.child, 400, 'child')
  const child = await req.payload.findByID({ collection: 'children', id: childId, depth: 0, req, overrideAccess: false, select: { parent: true } }).catch(() => null)
  if (!child) return refuse(consentMessages.childNotFound, 404, 'child')
  if (!CONSENT_KIND_VALUES.includes(data.kind as never)) return refuse(consentMessages.kind, 400, 'kind')
  if (typeof data.granted !== 'boolean') return refuse(consentMessages.granted, 400, 'granted')
  return { child: childId, kind: data.kind, granted: data.granted, onPaper: isAdminUser(user), createdBy: user.id }
}
