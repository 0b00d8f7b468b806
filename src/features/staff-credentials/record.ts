import type { CredentialKind, CredentialState } from './credentialRules'

/** A staff member's credential as the /api sends it, with where it stands on the centre's today. */
export type CredentialRecord = {
  id: string
  staffId: string
  staffName: string
  kind: CredentialKind
  /** What the credential is: required for another credential, optional for CPR and first aid (the course, say). */
  name: string | null
  /** YYYY-MM-DD. */
  issuedOn: string
  /** YYYY-MM-DD: the last day the card holds. */
  expiresOn: string
  note: string | null
  state: CredentialState
  createdAt: string
  /** The newest scan of the card (a private health document), when one was attached. */
  card: { id: string; fileName: string; url: string } | null
}

/** GET /api/admin/credentials/expiring: the newest card of each person and kind that is expired or expires within 30 days. */
export type ExpiringCredentialRecord = CredentialRecord & { state: Exclude<CredentialState, 'current'> }

/** GET /api/admin/credentials: one staff member (an admin or a teacher) and their credentials, newest first. */
export type StaffCredentialsRecord = {
  staffId: string
  staffName: string
  role: 'admin' | 'teacher'
  /** Whether they hold CPR and first aid that both hold today (what the ratio board asks of the staff present). */
  cprAndFirstAid: boolean
  credentials: CredentialRecord[]
}
