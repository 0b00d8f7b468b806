import type { CollectionBeforeChangeHook } from 'payload'

import { refuse } from '@/collections/shared/refuse'
import { centreToday } from '@/lib/dates'
import { lookUp } from '@/lib/auditLookups'
import { relationId } from '@/lib/relationId'
import type { ImmunizationRecord } from '@/payload-types'
import { EXEMPTION_KINDS } from '../immunizationStatus'
import { IMMUNIZATION_ENTRY_KINDS, immunizationMessages } from '../schemas'

const day = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : null)

/**
 * An immunization row, whoever writes it (/api, /api/cms, /cms): the child is read with the writer's own
 * rights (a child they may not read is not found); a dose has a day, not after today (the centre's day)
 * and not before the child's birth, and no exemption; an exemption has its kind and no day; who recorded
 * it comes from the session on create and never changes.
 */
export const immunizationRules: CollectionBeforeChangeHook<ImmunizationRecord> = async ({ data, operation, originalDoc, req }) => {
  const user = req.user
  if (!user && req.context.seedHistory !== true) return refuse(immunizationMessages.signIn, 403)
  const merged = { ...originalDoc, ...data }
  const childId = relationId(merged.child) ?? refuse(immunizationMessages.childId, 400, 'child')
  const child = await lookUp(() => req.payload.findByID({ collection: 'children', id: childId, depth: 0, req, overrideAccess: !user, user, select: { dateOfBirth: true } })).catch(() => null)
  if (!child) return refuse(immunizationMessages.childNotFound, 404, 'child')
  if (!relationId(merged.vaccine)) return refuse(immunizationMessages.vaccine, 400, 'vaccine')
  const kind = merged.kind ?? 'dose'
  if (!IMMUNIZATION_ENTRY_KINDS.includes(kind)) return refuse(immunizationMessages.kind, 400, 'kind')
  if (kind === 'dose') {
    const givenOn = day(merged.givenOn)
    if (!givenOn || givenOn > centreToday()) return refuse(immunizationMessages.givenOn, 400, 'givenOn')
    if (child.dateOfBirth && givenOn < child.dateOfBirth.slice(0, 10)) return refuse(immunizationMessages.beforeBirth, 400, 'givenOn')
    data.givenOn = `${givenOn}T00:00:00.000Z`
    data.exemptionKind = null
  } else {
    if (!merged.exemptionKind || !EXEMPTION_KINDS.includes(merged.exemptionKind)) return refuse(immunizationMessages.exemptionKind, 400, 'exemptionKind')
    data.givenOn = null
  }
  data.kind = kind
  data.child = childId
  data.createdBy = operation === 'create' ? (user?.id ?? null) : (originalDoc?.createdBy ?? null)
  return data
}
