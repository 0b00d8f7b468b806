import { addDays, addMonths } from './immunizationStatus'

/**
 * Medication (10A NCAC 09 .0803, "Administering medication in child care centers", as current through
 * the North Carolina Register Vol. 39, No. 6, September 2024; docs/spec.md §15 quotes the items): what an
 * authorization may say and for how long it holds, and the hard stop that refuses a dose outside it.
 * Pure, no clock and no database: the caller passes the time, the authorization and the doses given.
 *
 * - A **prescription** medicine: the parent's authorization "shall be valid for the length of time the
 *   medication is prescribed to be taken" (item 3): it ends, at the latest, on the prescription's end.
 * - An **over-the-counter** medicine: "valid for up to 30 days at a time", and never "as needed" (item 4).
 * - A **standing** authorization, for a chronic condition such as asthma or an allergic reaction: "for up
 *   to six months", given "when needed" (item 6).
 */

export const MEDICATION_KINDS = ['prescription', 'over-the-counter', 'standing'] as const
export type MedicationKind = (typeof MEDICATION_KINDS)[number]

export const MEDICATION_ROUTES = ['oral', 'inhaled', 'topical', 'eye', 'ear', 'nasal', 'injection', 'other'] as const
export type MedicationRoute = (typeof MEDICATION_ROUTES)[number]

/** What staff record for a dose: given, or refused by the child, or missed (with the reason). */
export const DOSE_OUTCOMES = ['given', 'refused', 'missed'] as const
export type DoseOutcome = (typeof DOSE_OUTCOMES)[number]

/** Over-the-counter: at most 30 days, the first day counted (item 4). */
export const OVER_THE_COUNTER_DAYS = 30
/** Standing authorization: at most six months (item 6). */
export const STANDING_MONTHS = 6

/** What an authorization says, as the rules read it (days are YYYY-MM-DD, the centre's calendar). */
export type AuthorizationTerms = {
  kind: MedicationKind
  startsOn: string
  endsOn: string
  /** The prescription's last day (prescriptions only). */
  prescriptionEndsOn?: string | null
  /** Given when needed (standing authorizations only), rather than at set times. */
  whenNeeded?: boolean | null
  /** The least time between two doses, in hours. */
  minHoursBetween: number
  /** The most doses in one day, if the authorization limits them. */
  maxDosesPerDay?: number | null
}

/** The last day an authorization of this kind starting on `startsOn` may run to. */
export function latestEnd(terms: Pick<AuthorizationTerms, 'kind' | 'startsOn' | 'prescriptionEndsOn'>): string | null {
  if (terms.kind === 'over-the-counter') return addDays(terms.startsOn, OVER_THE_COUNTER_DAYS - 1)
  if (terms.kind === 'standing') return addDays(addMonths(terms.startsOn, STANDING_MONTHS), -1)
  return terms.prescriptionEndsOn ?? null
}

export const medicationMessages = {
  childId: 'Child ID is required',
  childNotFound: 'Child not found',
  signIn: 'Sign in to authorize a medicine',
  medicine: 'Name the medicine as it reads on its label',
  kind: 'Choose prescription, over-the-counter or standing authorization',
  dose: 'Give the dose (for example 5 ml or 2 puffs)',
  route: 'Choose how the medicine is given',
  minHoursBetween: 'Give the least time between doses in hours (from 0.5 to 168)',
  maxDosesPerDay: 'The most doses in a day is a whole number from 1 to 24',
  startsOn: 'Give the first day (YYYY-MM-DD), from today',
  endsOn: 'Give the last day (YYYY-MM-DD), not before the first',
  prescriptionEndsOn: 'Give the day the prescription ends (YYYY-MM-DD)',
  prescriptionEnd: 'A prescription medicine is authorized until the prescription ends, not after (10A NCAC 09 .0803 item 3)',
  overTheCounterDays: 'An over-the-counter medicine is authorized for at most 30 days at a time (10A NCAC 09 .0803 item 4)',
  standingMonths: 'A standing authorization holds for at most six months (10A NCAC 09 .0803 item 6)',
  whenNeeded: 'Only a standing authorization, for a chronic condition or an allergy, may be given when needed (10A NCAC 09 .0803 items 4 and 6)',
  whenNeededFor: 'Say when the medicine is needed (the signs to look for)',
  carePlan: 'A standing authorization is for a chronic condition or an allergy: choose the child’s care plan',
  carePlanNotFound: 'Care plan not found for this child',
  signature: 'Type your full name to sign',
  agreed: 'Confirm that you authorize the centre to give this medicine',
  parentOnly: 'Only the child’s parent signs an authorization',
  notFound: 'Authorization not found',
  alreadyWithdrawn: 'This authorization was already withdrawn',
  unchanged: 'A signed authorization cannot be changed: withdraw it and sign a new one',
  // The dose log and its hard stop.
  doseSignIn: 'Sign in to record a dose',
  outcome: 'Choose given, refused or missed',
  amount: 'Give the amount given',
  reason: 'Say why the dose was refused or missed',
  givenAt: 'Give the time of the dose (not in the future, within the last 24 hours)',
  doseMedicine: 'Type the medicine’s name as it reads on the container',
  wrongChild: 'Wrong child: this authorization is for another child',
  wrongMedicine: 'Wrong medicine: the name does not match the medicine this authorization is for',
  withdrawn: 'Authorization withdrawn on {day}: no dose may be given',
  notStarted: 'Outside the authorization’s dates: it starts on {day}',
  ended: 'Outside the authorization’s dates: it ended on {day}',
  tooEarly: 'Too early: the last dose was given at {last}; the next may be given from {next}',
  dayLimit: 'The day’s limit of {count} doses has been given',
  appendOnly: 'The medication log is append-only: a dose recorded cannot be changed or removed',
  from: 'from must be a day (YYYY-MM-DD)',
} as const

/** Fills a message's `{name}` places. */
export const fill = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))

/** Why an authorization's terms are not allowed, or null when they are (the first reason found). */
export function termsRefusal(terms: AuthorizationTerms): { field: string; message: string } | null {
  if (terms.endsOn < terms.startsOn) return { field: 'endsOn', message: medicationMessages.endsOn }
  if (terms.whenNeeded && terms.kind !== 'standing') return { field: 'whenNeeded', message: medicationMessages.whenNeeded }
  if (terms.kind === 'prescription') {
    if (!terms.prescriptionEndsOn) return { field: 'prescriptionEndsOn', message: medicationMessages.prescriptionEndsOn }
    if (terms.endsOn > terms.prescriptionEndsOn) return { field: 'endsOn', message: medicationMessages.prescriptionEnd }
  }
  const latest = latestEnd(terms)
  if (terms.kind === 'over-the-counter' && terms.endsOn > latest!) return { field: 'endsOn', message: medicationMessages.overTheCounterDays }
  if (terms.kind === 'standing' && terms.endsOn > latest!) return { field: 'endsOn', message: medicationMessages.standingMonths }
  return null
}

/** An authorization as the hard stop reads it. */
export type AuthorizationState = AuthorizationTerms & {
  childId: string
  medicine: string
  withdrawnAt?: string | null
}

/** A dose asked for: its child and medicine as staff read them off the child and the container, and when. */
export type DoseRequest = {
  childId: string
  medicine: string
  outcome: DoseOutcome
  /** An instant (ISO). */
  at: string
  /** The centre's calendar day of `at` (YYYY-MM-DD). */
  day: string
}

/** A dose already given under the authorization: when, and on which of the centre's days. */
export type GivenDose = { at: string; day: string }

/** The name of a medicine as compared: case, accents, spaces and punctuation aside ("5mg/5ml" is "5 mg / 5 ml"). */
export const sameMedicine = (a: string, b: string) => {
  const plain = (name: string) => name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '')
  return plain(a) === plain(b)
}

/**
 * The hard stop: why this dose may not be recorded as asked, or null when it may. Checked in this
 * order: the child, the medicine, withdrawn, the dates, then (for a dose given) the time since the last
 * dose given and the day's limit. A refused or missed dose is recorded within a valid authorization
 * whatever the time. `formatTime` writes an instant for the message: the centre's day or time of day
 * in figures (YYYY-MM-DD, HH:MM), so a screen in another language translates the message whole
 * (src/i18n/serverText.ts).
 */
export function doseRefusal(
  authorization: AuthorizationState,
  request: DoseRequest,
  given: readonly GivenDose[],
  formatTime: (instant: string) => string,
  formatDay: (instant: string) => string,
): { field: string; message: string } | null {
  if (request.childId !== authorization.childId) return { field: 'childId', message: medicationMessages.wrongChild }
  if (!sameMedicine(request.medicine, authorization.medicine)) return { field: 'medicine', message: medicationMessages.wrongMedicine }
  if (authorization.withdrawnAt && authorization.withdrawnAt <= request.at) {
    return { field: 'authorization', message: fill(medicationMessages.withdrawn, { day: formatDay(authorization.withdrawnAt) }) }
  }
  if (request.day < authorization.startsOn) return { field: 'givenAt', message: fill(medicationMessages.notStarted, { day: authorization.startsOn }) }
  if (request.day > authorization.endsOn) return { field: 'givenAt', message: fill(medicationMessages.ended, { day: authorization.endsOn }) }
  if (request.outcome !== 'given') return null
  const minMs = authorization.minHoursBetween * 3_600_000
  const requested = Date.parse(request.at)
  // The nearest dose given on either side of the time asked: a dose recorded late for an earlier time
  // is held to the same spacing as one recorded now.
  const nearest = given
    .map((dose) => ({ dose, gap: Math.abs(requested - Date.parse(dose.at)) }))
    .filter(({ gap }) => gap < minMs)
    .sort((a, b) => a.gap - b.gap)[0]
  if (nearest) {
    const last = nearest.dose.at
    const next = new Date(Date.parse(last) + minMs).toISOString()
    return { field: 'givenAt', message: fill(medicationMessages.tooEarly, { last: formatTime(last), next: formatTime(next) }) }
  }
  const limit = authorization.maxDosesPerDay
  if (limit && given.filter((dose) => dose.day === request.day).length >= limit) {
    return { field: 'givenAt', message: fill(medicationMessages.dayLimit, { count: limit }) }
  }
  return null
}

/** Whether an authorization holds on `day` (not withdrawn, within its dates). */
export const holdsOn = (authorization: Pick<AuthorizationState, 'startsOn' | 'endsOn' | 'withdrawnAt'>, day: string) =>
  !authorization.withdrawnAt && authorization.startsOn <= day && day <= authorization.endsOn

/** When the next dose may be given after the last one given, or null if none was given. */
export const nextDoseFrom = (lastGivenAt: string | null, minHoursBetween: number) =>
  lastGivenAt ? new Date(Date.parse(lastGivenAt) + minHoursBetween * 3_600_000).toISOString() : null
