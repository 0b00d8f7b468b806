import 'server-only'

import { relationId } from '@/lib/relationId'
import type { StaffCredential } from '@/payload-types'
import { credentialState } from './credentialRules'
import type { CredentialRecord } from './record'

/** A credential as the /api sends it, named by its staff member (`names`: id → name) and its state on `today`. */
export const wireCredential = (credential: StaffCredential, names: ReadonlyMap<string, string>, today: string): CredentialRecord => {
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
  }
}
