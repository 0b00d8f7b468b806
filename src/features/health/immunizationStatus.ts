/**
 * Whether a child's immunizations are up to date, computed from the required schedule (the `vaccines`
 * collection, editable in /cms), the child's date of birth and enrollment date, the doses given and the
 * exemptions on file. Pure arithmetic on calendar days ('YYYY-MM-DD'), no clock: the caller passes today.
 *
 * The rules (docs/spec.md §15):
 * - each vaccine lists its doses in order, each with the age in months by which it must have been given;
 *   a dose is missing when fewer doses of that vaccine have been given than the doses due so far;
 * - a vaccine may stop being required at an age (`requiredUntilMonths`: Hib and pneumococcal are not
 *   required of a child of five or older): from then on its missing doses are not asked for;
 * - a medical or religious exemption on file for a vaccine covers it;
 * - a newly enrolled child has 30 days from the enrollment date to complete the record (G.S. 130A-155(a)):
 *   a dose that fell due before that is due on the enrollment date plus 30 days, and the record shows it
 *   from the first day;
 * - a dose is `overdue` after its due day, `due` when its due day is within the next 30 days, and a
 *   vaccine is `up-to-date` otherwise; the child's status is the worst of its vaccines'.
 */

export const IMMUNIZATION_STATUSES = ['up-to-date', 'due', 'overdue'] as const
export type ImmunizationStatus = (typeof IMMUNIZATION_STATUSES)[number]
export const EXEMPTION_KINDS = ['medical', 'religious'] as const
export type ExemptionKind = (typeof EXEMPTION_KINDS)[number]

/** A newly enrolled child's days to complete the record, and how far ahead a dose counts as due. */
export const GRACE_DAYS = 30
export const DUE_SOON_DAYS = 30

export type VaccineRule = {
  code: string
  /** The age in months by which each dose must have been given, in order. */
  dosesDueByMonths: number[]
  /** Not required of a child this old or older (months); null: required at every age. */
  requiredUntilMonths: number | null
}

export type ChildFacts = { dateOfBirth: string; enrollmentDate: string | null }
export type GivenDose = { vaccine: string; givenOn: string }
export type Exemption = { vaccine: string; kind: ExemptionKind }

export type VaccineStatus = {
  code: string
  /** Doses given (on or before today). */
  given: number
  /** Doses due by today's age, or within DUE_SOON_DAYS (what the schedule asks for so far). */
  required: number
  status: ImmunizationStatus | 'exempt' | 'not-required'
  /** The day the first missing dose is due (after the enrollment grace), or null when none is missing. */
  dueOn: string | null
  exemption: ExemptionKind | null
}

export type ChildImmunizationStatus = { status: ImmunizationStatus; dueOn: string | null; vaccines: VaccineStatus[] }

const DAY = 86_400_000
const dayMs = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00.000Z`)
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10)
export const addDays = (day: string, days: number) => dayText(dayMs(day) + days * DAY)

/** The calendar day `months` months after `day` (the 31st of a shorter month: its last day). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date, lastDay))
  return dayText(target.getTime())
}

/** Whole months of age on `day`. */
export function ageInMonths(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.slice(0, 10).split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number]
  return (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0)
}

const RANK: Record<ImmunizationStatus, number> = { 'up-to-date': 0, due: 1, overdue: 2 }

/** One vaccine's state for a child on `today`. */
export function vaccineStatus(rule: VaccineRule, child: ChildFacts, doses: readonly GivenDose[], exemptions: readonly Exemption[], today: string): VaccineStatus {
  const given = doses.filter((dose) => dose.vaccine === rule.code && dose.givenOn.slice(0, 10) <= today).length
  const exemption = exemptions.find((entry) => entry.vaccine === rule.code)?.kind ?? null
  const soon = addDays(today, DUE_SOON_DAYS)
  const dueDays = rule.dosesDueByMonths.map((months) => addMonths(child.dateOfBirth, months))
  const required = dueDays.filter((day) => day <= soon).length
  const base = { code: rule.code, given, required, exemption }
  if (exemption) return { ...base, status: 'exempt', dueOn: null }
  if (rule.requiredUntilMonths !== null && ageInMonths(child.dateOfBirth, today) >= rule.requiredUntilMonths) return { ...base, status: 'not-required', dueOn: null }
  const missing = dueDays[given]
  if (missing === undefined) return { ...base, status: 'up-to-date', dueOn: null }
  const graceEnds = child.enrollmentDate ? addDays(child.enrollmentDate, GRACE_DAYS) : null
  const dueOn = graceEnds && graceEnds > missing ? graceEnds : missing
  const status: ImmunizationStatus = dueOn < today ? 'overdue' : dueOn <= soon ? 'due' : 'up-to-date'
  return { ...base, status, dueOn: status === 'up-to-date' ? null : dueOn }
}

/** Every vaccine's state and the child's: the worst of them, due on the earliest missing dose's day. */
export function immunizationStatus(schedule: readonly VaccineRule[], child: ChildFacts, doses: readonly GivenDose[], exemptions: readonly Exemption[], today: string): ChildImmunizationStatus {
  const vaccines = schedule.map((rule) => vaccineStatus(rule, child, doses, exemptions, today))
  let status: ImmunizationStatus = 'up-to-date'
  let dueOn: string | null = null
  for (const vaccine of vaccines) {
    if (vaccine.status !== 'due' && vaccine.status !== 'overdue') continue
    if (RANK[vaccine.status] > RANK[status]) status = vaccine.status
    if (vaccine.dueOn && (dueOn === null || vaccine.dueOn < dueOn)) dueOn = vaccine.dueOn
  }
  return { status, dueOn, vaccines }
}

/** The annual report's age groups (years of age on the report's day). */
export const REPORT_AGE_GROUPS = [
  { label: 'Under 1 year', fromMonths: 0, toMonths: 12 },
  { label: '1 year', fromMonths: 12, toMonths: 24 },
  { label: '2 years', fromMonths: 24, toMonths: 36 },
  { label: '3 years', fromMonths: 36, toMonths: 48 },
  { label: '4 years', fromMonths: 48, toMonths: 60 },
  { label: '5 years and older', fromMonths: 60, toMonths: Number.POSITIVE_INFINITY },
] as const

export type ReportChild = ChildFacts & { status: ChildImmunizationStatus }
export type ReportRow = { ageGroup: string; enrolled: number; upToDate: number; due: number; overdue: number; medicalExemptions: number; religiousExemptions: number }

/** The annual report's counts per age group, on `asOf`: children enrolled, by status, and children with an exemption of each kind. */
export function immunizationReport(children: readonly ReportChild[], asOf: string): ReportRow[] {
  return REPORT_AGE_GROUPS.map((group) => {
    const inGroup = children.filter((child) => {
      const age = ageInMonths(child.dateOfBirth, asOf)
      return age >= group.fromMonths && age < group.toMonths
    })
    const withExemption = (kind: ExemptionKind) => inGroup.filter((child) => child.status.vaccines.some((vaccine) => vaccine.exemption === kind)).length
    return {
      ageGroup: group.label,
      enrolled: inGroup.length,
      upToDate: inGroup.filter((child) => child.status.status === 'up-to-date').length,
      due: inGroup.filter((child) => child.status.status === 'due').length,
      overdue: inGroup.filter((child) => child.status.status === 'overdue').length,
      medicalExemptions: withExemption('medical'),
      religiousExemptions: withExemption('religious'),
    }
  })
}
