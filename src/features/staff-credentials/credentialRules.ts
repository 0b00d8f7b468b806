/**
 * Staff certifications (10A NCAC 09 .1102 and .0705: CPR and first aid, renewed on or before the card's
 * expiry; docs/spec.md §15): what a credential is, where it stands on a day, whether a person holds
 * current CPR and first aid, and the order of the admins' expiring list. Pure, no clock: the caller
 * passes the day (the centre's today).
 */

/** Credential kinds: CPR and first aid (the ratio board checks them), and others the centre tracks. */
export const CREDENTIAL_KINDS = ['cpr', 'first-aid', 'other'] as const
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number]

/** What a staff member present must hold, both current, for a room to be covered. */
export const FLOOR_CERTIFICATIONS = ['cpr', 'first-aid'] as const satisfies readonly CredentialKind[]

/** How far ahead the expiring list looks. */
export const EXPIRING_SOON_DAYS = 30

/** Expired after its expiry day; expiring when it expires within 30 days (the expiry day itself still counts as held); current otherwise. */
export type CredentialState = 'expired' | 'expiring' | 'current'

/** A credential as these rules read it: whose, which kind, what (for another credential), its days (YYYY-MM-DD, or an ISO instant on that day). */
export type CredentialFacts = {
  staffId: string
  kind: CredentialKind
  name?: string | null
  issuedOn: string
  expiresOn: string
}

const dayOf = (value: string) => value.slice(0, 10)

/** The calendar day `days` after (or before) `day`. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${dayOf(day)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Where a credential that expires on `expiresOn` stands on `day`. */
export function credentialState(expiresOn: string, day: string): CredentialState {
  const expiry = dayOf(expiresOn)
  if (expiry < day) return 'expired'
  return expiry <= addDays(day, EXPIRING_SOON_DAYS) ? 'expiring' : 'current'
}

/** Whether a credential holds on `day`: issued by then, and not expired (its expiry day included). */
export const holdsOn = (credential: Pick<CredentialFacts, 'issuedOn' | 'expiresOn'>, day: string) => dayOf(credential.issuedOn) <= day && day <= dayOf(credential.expiresOn)

/** Whether one person's credentials include CPR and first aid that both hold on `day`. */
export function holdsCprAndFirstAid(credentials: readonly Pick<CredentialFacts, 'kind' | 'issuedOn' | 'expiresOn'>[], day: string): boolean {
  return FLOOR_CERTIFICATIONS.every((kind) => credentials.some((credential) => credential.kind === kind && holdsOn(credential, day)))
}

/** The staff among these credentials' holders (anyone's) who hold current CPR and first aid on `day`. */
export function staffWithCprAndFirstAid(credentials: readonly CredentialFacts[], day: string): Set<string> {
  const byStaff = new Map<string, CredentialFacts[]>()
  for (const credential of credentials) byStaff.set(credential.staffId, [...(byStaff.get(credential.staffId) ?? []), credential])
  return new Set([...byStaff].filter(([, own]) => holdsCprAndFirstAid(own, day)).map(([staff]) => staff))
}

/**
 * What a renewal replaces: the same person and kind, and for another credential the same name (a food
 * handler's card does not renew a driving licence).
 */
export const credentialLine = (credential: Pick<CredentialFacts, 'staffId' | 'kind' | 'name'>) =>
  `${credential.staffId}|${credential.kind}|${credential.kind === 'other' ? (credential.name ?? '').trim().toLowerCase() : ''}`

/** The newest credential of each line (person, kind, name): the one that expires last, then the one issued last. */
export function newestOfEachLine<T extends CredentialFacts>(credentials: readonly T[]): T[] {
  const newest = new Map<string, T>()
  for (const credential of credentials) {
    const line = credentialLine(credential)
    const kept = newest.get(line)
    const later =
      !kept ||
      dayOf(credential.expiresOn) > dayOf(kept.expiresOn) ||
      (dayOf(credential.expiresOn) === dayOf(kept.expiresOn) && dayOf(credential.issuedOn) > dayOf(kept.issuedOn))
    if (later) newest.set(line, credential)
  }
  return [...newest.values()]
}

const KIND_ORDER: Record<CredentialKind, number> = { cpr: 0, 'first-aid': 1, other: 2 }

/**
 * The admins' list on `day`: of each line only its newest credential counts (a renewed card makes the
 * old one no longer expiring), those expired or expiring within 30 days, the earliest expiry first (so
 * the expired ones lead), then by the staff member's name, the kind and the credential's name.
 */
export function expiringList<T extends CredentialFacts & { staffName: string }>(credentials: readonly T[], day: string): (T & { state: Exclude<CredentialState, 'current'> })[] {
  return newestOfEachLine(credentials)
    .flatMap((credential) => {
      const state = credentialState(credential.expiresOn, day)
      return state === 'current' ? [] : [{ ...credential, state }]
    })
    .sort(
      (a, b) =>
        dayOf(a.expiresOn).localeCompare(dayOf(b.expiresOn)) ||
        a.staffName.localeCompare(b.staffName) ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        (a.name ?? '').localeCompare(b.name ?? ''),
    )
}
