import 'server-only'

import type { Payload } from 'payload'
import type { z } from 'zod'

import { accountNamesOf, personName } from '@/features/accounts/names'
import { floorChangedHere } from '@/features/attendance/floorChanges'
import { credentialCards } from '@/features/health/documentService'
import { centreToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import { SECURE_ADMIN_USERNAME } from '@/lib/secureAdminAccount'
import type { StaffCredential } from '@/payload-types'
import { type Actor, asUser, requireReadAll } from '@/server/actor'
import { HttpError, refusalByField } from '@/server/http/errors'
import { isRecordId } from '@/server/http/listing'
import { type CredentialKind, FLOOR_CERTIFICATIONS, expiringList, holdsCprAndFirstAid, staffWithCprAndFirstAid } from './credentialRules'
import type { CredentialRecord, ExpiringCredentialRecord, StaffCredentialsRecord } from './record'
import { type credentialSchema, credentialMessages } from './schemas'
import { wireCredential } from './wire'

/**
 * Staff certifications with the caller's rights: the collection decides (admins read and write every
 * credential, a teacher reads their own, nobody else anything), so the lists below start by asking
 * whether the caller reads all of it. The one read made without a caller's rights is the ratio board's
 * yes or no per room (staffHoldingCprAndFirstAid, at the end).
 */

const KIND_ORDER: Record<CredentialKind, number> = { cpr: 0, 'first-aid': 1, other: 2 }

/** Admins: every staff member (admins and teachers; the /secure-admin gate's account is no person), by name, with their credentials. */
export async function staffCredentials(actor: Actor): Promise<StaffCredentialsRecord[]> {
  await requireReadAll(actor, 'staff-credentials')
  const today = centreToday()
  const [{ docs: staff }, { docs: credentials }] = await Promise.all([
    actor.payload.find({
      collection: 'users',
      where: { and: [{ role: { in: ['admin', 'teacher'] } }, { username: { not_equals: SECURE_ADMIN_USERNAME } }] },
      select: { firstName: true, lastName: true, username: true, role: true },
      pagination: false,
      ...asUser(actor),
    }),
    actor.payload.find({ collection: 'staff-credentials', sort: '-expiresOn', pagination: false, ...asUser(actor) }),
  ])
  const names = new Map(staff.map((account) => [account.id, personName(account)]))
  const cards = await credentialCards(actor, credentials.map((credential) => credential.id))
  const owned = new Map<string, CredentialRecord[]>()
  for (const credential of credentials) {
    const record = wireCredential(credential, names, today, cards)
    owned.set(record.staffId, [...(owned.get(record.staffId) ?? []), record])
  }
  return staff
    .map((account) => {
      const own = (owned.get(account.id) ?? []).sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.expiresOn.localeCompare(a.expiresOn))
      return { staffId: account.id, staffName: names.get(account.id) ?? '', role: account.role === 'admin' ? ('admin' as const) : ('teacher' as const), cprAndFirstAid: holdsCprAndFirstAid(own, today), credentials: own }
    })
    .sort((a, b) => a.staffName.localeCompare(b.staffName))
}

/** Admins: the newest card of each person and kind (and name) that is expired or expires within 30 days, the earliest expiry first. */
export async function expiringCredentials(actor: Actor): Promise<ExpiringCredentialRecord[]> {
  await requireReadAll(actor, 'staff-credentials')
  const today = centreToday()
  // Every card, not only those expiring: a renewal (a later card of the same line) takes its line off the list.
  const { docs } = await actor.payload.find({ collection: 'staff-credentials', pagination: false, ...asUser(actor) })
  const [names, cards] = await Promise.all([
    accountNamesOf(actor, [...new Set(docs.map((credential) => relationId(credential.staff)).filter((id): id is string => id !== null))]),
    credentialCards(actor, docs.map((credential) => credential.id)),
  ])
  return expiringList(
    docs.map((credential) => wireCredential(credential, names, today, cards)),
    today,
  )
}

/** Admins record a staff member's card; the collection's rules decide (hooks/credentialRecordRules.ts), their refusal by its field. */
export async function addCredential(actor: Actor, body: z.output<typeof credentialSchema>): Promise<CredentialRecord> {
  if (!isRecordId(body.staffId)) throw new HttpError(400, credentialMessages.staff, [{ field: 'staffId', message: credentialMessages.staff }])
  const credential: StaffCredential = await actor.payload
    .create({
      collection: 'staff-credentials',
      data: { staff: body.staffId, kind: body.kind, name: body.name?.trim() || null, issuedOn: body.issuedOn, expiresOn: body.expiresOn, note: body.note?.trim() || null } as never,
      ...asUser(actor),
    })
    // A collection rule's refusal (hooks/credentialRecordRules.ts), by the body's field.
    .catch(refusalByField({ staff: 'staffId' }))
  // The ratio boards of this process compute afresh from now (the hook's announcement reaches every process).
  floorChangedHere()
  return wireCredential(credential, await accountNamesOf(actor, [body.staffId]), centreToday())
}

/**
 * The ratio board's bookkeeping (src/features/ratios/service.ts): which of these staff members, all on
 * the floor now, hold CPR and first aid that both hold on `day`. One read for them all, overriding access:
 * a teacher reading the board may read only their own credentials, yet the board owes them a yes or no
 * per room; what this answers is only ever turned into that yes or no, never sent as credential data
 * (docs/security.md, "Staff certifications"). Not an opening of anyone's record: no user, so the audit
 * log does not count it.
 */
export async function staffHoldingCprAndFirstAid(payload: Payload, staffIds: readonly string[], day: string): Promise<Set<string>> {
  if (staffIds.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'staff-credentials',
    where: {
      and: [
        { staff: { in: [...staffIds] } },
        { kind: { in: [...FLOOR_CERTIFICATIONS] } },
        { issuedOn: { less_than_equal: `${day}T23:59:59.999Z` } },
        { expiresOn: { greater_than_equal: `${day}T00:00:00.000Z` } },
      ],
    },
    select: { staff: true, kind: true, issuedOn: true, expiresOn: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return staffWithCprAndFirstAid(
    docs.map((credential) => ({ staffId: relationId(credential.staff) ?? '', kind: credential.kind, issuedOn: credential.issuedOn, expiresOn: credential.expiresOn })),
    day,
  )
}
