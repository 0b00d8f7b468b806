import type { CollectionBeforeChangeHook } from 'payload'

import { refuse } from '@/collections/shared/refuse'
import { lookUp } from '@/lib/auditLookups'
import { centreToday, isDay } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import type { StaffCredential } from '@/payload-types'
import { CREDENTIAL_KINDS } from '../credentialRules'
import { credentialMessages } from '../schemas'

const dayOf = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : '')
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * A staff credential, whoever writes it (/api, /api/cms, /cms), checked before anything is written:
 * the staff member is an admin or a teacher account, read with the writer's own rights (an account they
 * may not read is not found); the kind is known and another credential is named; the issue day is a day
 * not after today (the centre's), the expiry day a day after it; who recorded it comes from the session
 * on create and never changes.
 */
export const credentialRecordRules: CollectionBeforeChangeHook<StaffCredential> = async ({ data, operation, originalDoc, req }) => {
  const user = req.user
  if (!user && req.context.seedHistory !== true) return refuse(credentialMessages.signIn, 403)
  const merged = { ...originalDoc, ...data }
  const staffId = relationId(merged.staff) ?? refuse(credentialMessages.staff, 400, 'staff')
  const staff = await lookUp(() =>
    req.payload.findByID({ collection: 'users', id: staffId, depth: 0, req, overrideAccess: !user, user, select: { role: true } }),
  ).catch(() => null)
  if (!staff || (staff.role !== 'admin' && staff.role !== 'teacher')) return refuse(credentialMessages.staff, 400, 'staff')
  const kind = merged.kind
  if (!kind || !CREDENTIAL_KINDS.includes(kind)) return refuse(credentialMessages.kind, 400, 'kind')
  const name = textOf(merged.name)
  if (kind === 'other' && !name) return refuse(credentialMessages.name, 400, 'name')
  const issuedOn = dayOf(merged.issuedOn)
  if (!isDay(issuedOn) || issuedOn > centreToday()) return refuse(credentialMessages.issuedOn, 400, 'issuedOn')
  const expiresOn = dayOf(merged.expiresOn)
  if (!isDay(expiresOn) || expiresOn <= issuedOn) return refuse(credentialMessages.expiresOn, 400, 'expiresOn')
  data.staff = staffId
  data.kind = kind
  data.name = name
  data.issuedOn = `${issuedOn}T00:00:00.000Z`
  data.expiresOn = `${expiresOn}T00:00:00.000Z`
  data.createdBy = operation === 'create' ? (user?.id ?? null) : (originalDoc?.createdBy ?? null)
  return data
}
