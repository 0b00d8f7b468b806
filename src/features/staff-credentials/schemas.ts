import { z } from '@/contract/schemas/z'

import { dayField, idText, optionalText } from '@/contract/schemas/fields'
import { isDay } from '@/lib/dates'
import { CREDENTIAL_KINDS } from './credentialRules'

/**
 * Staff certifications' messages and body, stated once here and used by the collection's rules, the
 * endpoint and the director's form (docs/spec.md §15, "Staff certifications").
 */
export const credentialMessages = {
  signIn: 'Sign in to record a credential',
  staff: 'Choose a staff member (an admin or a teacher)',
  kind: 'Choose CPR, first aid or another credential',
  name: 'Name the credential',
  issuedOn: 'Give the day the card was issued (YYYY-MM-DD), not after today',
  expiresOn: 'Give the day the card expires (YYYY-MM-DD), after the day it was issued',
} as const

/**
 * POST /api/admin/credentials: a staff member's card, as on the card: the kind (another credential is
 * named), the day it was issued (not after today: the server's check, on the centre's day) and the day it
 * expires (after the issue day); who recorded it comes from the session.
 */
export const credentialSchema = z
  .object({
    staffId: idText(credentialMessages.staff),
    kind: z.enum(CREDENTIAL_KINDS, { error: credentialMessages.kind }),
    name: optionalText(200).optional(),
    issuedOn: dayField(credentialMessages.issuedOn),
    expiresOn: dayField(credentialMessages.expiresOn),
    note: optionalText(2000).optional(),
  })
  .superRefine((body, context) => {
    if (body.kind === 'other' && !body.name?.trim()) context.addIssue({ code: 'custom', path: ['name'], message: credentialMessages.name })
    if (isDay(body.issuedOn) && isDay(body.expiresOn) && body.expiresOn <= body.issuedOn) context.addIssue({ code: 'custom', path: ['expiresOn'], message: credentialMessages.expiresOn })
  })
