import { z } from '@/contract/schemas/z'

import { CONSENT_KINDS, type ConsentKind } from '@/lib/constants'

/**
 * A child's consents: photos in the parent portal, photos on the public website, videos. The
 * messages are stated once here and used by the collection's rules, the endpoint and the portal.
 */

export const CONSENT_KIND_VALUES = CONSENT_KINDS.map(({ value }) => value) as [ConsentKind, ...ConsentKind[]]

export const consentMessages = {
  kind: 'Choose what the consent is for',
  granted: 'Choose whether consent is given or withdrawn',
  childNotFound: 'Child not found',
  child: 'Choose the child',
  signIn: 'Sign in to record a consent',
} as const

/** A grant (`granted: true`) or a withdrawal (`false`) of one kind; who and when come from the server. */
export const consentSchema = z.object({
  kind: z.enum(CONSENT_KIND_VALUES, { error: consentMessages.kind }),
  granted: z.boolean({ error: consentMessages.granted }),
})
