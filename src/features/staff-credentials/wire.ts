import 'server-only'

import { relationId } from '@/lib/relationId'
import type { StaffCredential } from '@/payload-types'
import { credentialState } from './credentialRules'
import type { CredentialRecord } from './record'

type Card = { id: string; fileName: string; url: string }

/** A credential as the /api sends it, named by its staff member (`names`: id → name), its state on `today` and its card's scan (`cards`: credential id → the newest). */
export const wireCredential = (credential: StaffCredential, names: ReadonlyMap<string, string>, today: string, cards: ReadonlyMap<string, Card> = new Map()): CredentialRecord => {
  const staffId = relationId(credential.staff) ?? ''
  return {
    id: credential.id,
    staffId,
    staffName: names.get(staffId) ?? '',
    kind: credential.kind,
    name: credential.name ?? null,
    issuedOn: credential.issuedOn.slice(0, 10),
    expiresOn: credential.expiresOn.slice(0, 10),
    note: credential.note ?? null,
    state: credentialState(credential.expiresOn, today),
    createdAt: credential.createdAt,
    card: cardOf(cards.get(credential.id)),
  }
}

const cardOf = (card: Card | undefined) => (card ? { id: card.id, fileName: card.fileName, url: card.url } : null)
