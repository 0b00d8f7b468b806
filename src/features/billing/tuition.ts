/**
 * What a family owes for one billing period (a calendar month, `YYYY-MM`): the lines of its invoice,
 * computed from the fee schedules, the children's billing plans and their subsidy authorizations. Pure
 * arithmetic on whole cents (./money.ts), no database: the billing run reads the records and calls this.
 * The rules are docs/spec.md's "Billing: how fees are computed"; each is tested in tests/unit/billing.unit.spec.ts.
 *
 * - The centre's days are Monday to Friday. A month is billed at the schedule in force on its first day;
 *   a week at the one in force on its Monday (a schedule that starts mid-month applies from the next).
 * - Monthly rate: the whole rate for a month the plan covers; otherwise prorated by the weekdays it
 *   covers: rate × covered weekdays ÷ the month's weekdays, rounded once to the cent.
 * - Weekly rate: each week whose Monday is in the month, prorated by the weekdays of that week the plan
 *   covers: rate × covered ÷ 5 (a week is billed once, on the month of its Monday).
 * - A plan's own discount (basis points, with its reason) comes off that child's tuition.
 * - Sibling discount: when two or more children of the family pay tuition in the period, every child
 *   but the one with the highest tuition (after its own discount; the first by name on a tie) gets the
 *   schedule's sibling discount off their tuition.
 * - Subsidy: on the weekdays an authorization covers, the family owes the authorization's monthly parent
 *   fee (prorated as a monthly rate) instead of tuition; the agency pays its part to the centre.
 *   A subsidized child takes no sibling discount and gives none.
 * - Registration fee: once, on the invoice of the month a plan that asks for it starts.
 * - Activity fee: once a year, on the invoice of the schedule's activity-fee month, per child with a plan then.
 */
import { parseClock } from '@/i18n/times'
import { parseMonth } from '@/lib/dates'

import { percentOf, proportionOf, sumCents } from './money'

export const BILLING_SCHEDULES = ['full-time', 'part-time', 'before-after-school'] as const
export const RATE_PERIODS = ['weekly', 'monthly'] as const

export type Rate = {
  /** The rate's stable name, which plans refer to ("toddler-full-time"): the amount may change from schedule to schedule. */
  code: string
  programme: string
  ageBand: string
  schedule: (typeof BILLING_SCHEDULES)[number]
  period: (typeof RATE_PERIODS)[number]
  amountCents: number
}

export type FeeSchedule = {
  /** YYYY-MM-DD: the day its rates start. */
  effectiveFrom: string
  rates: Rate[]
  registrationFeeCents: number
  activityFeeCents: number
  /** 1–12: the month whose invoice carries the yearly activity fee. */
  activityFeeMonth: number
  siblingDiscountBasisPoints: number
  /** Cents a minute a child is collected after closing (0: no fee). */
  latePickupCentsPerMinute: number
  /** The fee for an invoice still unpaid `latePaymentAfterDays` days after its due day (0: no fee). */
  latePaymentFeeCents: number
  latePaymentAfterDays: number
}

/** A child's minutes collected after closing in the month before the invoice's (its stays added up). */
export type LatePickup = { childId: string; childName: string; minutes: number; month: string }

/** An earlier invoice of the family, for the late-payment fee: what is still owed on it, and whether an invoice already charged its fee. */
export type EarlierInvoice = { number: number; dueOn: string; openCents: number; feeCharged: boolean }

/**
 * The earlier invoices that take the late-payment fee on an invoice issued `issuedOn`: still owed on more
 * than `afterDays` days after their due day, and not charged the fee before (once per invoice).
 */
export function overdueInvoices(invoices: readonly EarlierInvoice[], issuedOn: string, afterDays: number): number[] {
  return invoices
    .filter((invoice) => invoice.openCents > 0 && !invoice.feeCharged && dayNumber(issuedOn) - dayNumber(invoice.dueOn) > afterDays)
    .map((invoice) => invoice.number)
    .sort((a, b) => a - b)
}

/** Minutes after closing of a check-out: both times of day as minutes since midnight, at the centre. */
export const minutesLate = (checkedOutAt: number, closesAt: number) => Math.max(0, checkedOutAt - closesAt)

/** "10:00 PM", "6:30 am", "22:00" → minutes since midnight (the site's own reading of a stored time); null when it is not one. */
export function minutesOfClock(text: string): number | null {
  const time = parseClock(text)
  return time ? time.hours * 60 + time.minutes : null
}

export type BillingPlan = {
  childId: string
  childName: string
  rateCode: string
  /** YYYY-MM-DD, inclusive. */
  from: string
  /** YYYY-MM-DD, inclusive; null while it runs. */
  to: string | null
  discountBasisPoints: number
  discountReason: string | null
  chargeRegistrationFee: boolean
}

export type SubsidyCover = {
  authorizationId: string
  childId: string
  agencyName: string
  caseNumber: string
  from: string
  to: string
  /** What the family pays a month while it is covered. */
  parentFeeCents: number
}

export const LINE_KINDS = ['tuition', 'discount', 'sibling-discount', 'parent-fee', 'registration-fee', 'activity-fee', 'late-pickup-fee', 'late-payment-fee'] as const
export type LineKind = (typeof LINE_KINDS)[number]

/** One line of an invoice. Its words are the page's or mail's (by `kind`, with `detail`), so an invoice reads in each family's language. */
export type InvoiceLine = {
  kind: LineKind
  childId: string | null
  childName: string | null
  amountCents: number
  /** What the line's sentence names: the programme, the days, the discount's reason or size, the agency and case. */
  detail: Record<string, string | number>
}

export type Period = { year: number; month: number }

/** `YYYY-MM` → { year, month }; null when it is not a month. */
export function parsePeriod(text: string): Period | null {
  const period = parseMonth(text)
  return period && period.year >= 2000 && period.year <= 2100 ? period : null
}

export const periodText = ({ year, month }: Period) => `${year}-${String(month).padStart(2, '0')}`

const DAY_MS = 86_400_000
/** Days since 1970-01-01 of a `YYYY-MM-DD` (its first ten characters). */
const dayNumber = (date: string) => Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS)
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
/** 0 Monday … 6 Sunday. */
const weekdayOf = (day: number) => (new Date(day * DAY_MS).getUTCDay() + 6) % 7
const isWeekday = (day: number) => weekdayOf(day) < 5

/** The calendar day (YYYY-MM-DD) of a stored date or timestamp; null when there is none. */
export const dayOf = (value: unknown): string | null =>
  typeof value === 'string' || value instanceof Date ? (value ? new Date(value).toISOString().slice(0, 10) : null) : null

/** The first and last day numbers of a month. */
export function periodDays({ year, month }: Period): { first: number; last: number } {
  const first = Math.floor(Date.UTC(year, month - 1, 1) / DAY_MS)
  const last = Math.floor(Date.UTC(year, month, 1) / DAY_MS) - 1
  return { first, last }
}

/** The weekdays (Monday to Friday) from `first` to `last`, both included. */
export function weekdaysBetween(first: number, last: number): number {
  let count = 0
  for (let day = first; day <= last; day++) if (isWeekday(day)) count++
  return count
}

/** The weekdays of `first`…`last` that also fall within `from`…`to` (day numbers; `to` null: open). */
function coveredWeekdays(first: number, last: number, from: number, to: number | null): number {
  const start = Math.max(first, from)
  const end = Math.min(last, to ?? last)
  return start > end ? 0 : weekdaysBetween(start, end)
}

/** The schedule in force on a day: the one with the latest start on or before it; null before the first. */
export function scheduleOn(schedules: readonly FeeSchedule[], day: number): FeeSchedule | null {
  let best: FeeSchedule | null = null
  for (const schedule of schedules) {
    const starts = dayNumber(schedule.effectiveFrom)
    if (starts <= day && (!best || starts > dayNumber(best.effectiveFrom))) best = schedule
  }
  return best
}

/** What a plan's child owes in tuition over some weekdays of the month (subsidized days left out). */
function tuitionOf(plan: BillingPlan, schedules: readonly FeeSchedule[], period: Period, billable: (first: number, last: number) => number): { cents: number; rate: Rate | null; days: number } {
  const { first, last } = periodDays(period)
  const monthRate = scheduleOn(schedules, first)?.rates.find((rate) => rate.code === plan.rateCode)
  if (monthRate?.period === 'monthly') {
    const covered = billable(first, last)
    return { cents: proportionOf(monthRate.amountCents, covered, weekdaysBetween(first, last)), rate: monthRate, days: covered }
  }
  // Weekly: each week whose Monday is in the month, at the rate in force on that Monday.
  let cents = 0
  let days = 0
  let rateShown: Rate | null = null
  for (let monday = first + ((7 - weekdayOf(first)) % 7); monday <= last; monday += 7) {
    const rate = scheduleOn(schedules, monday)?.rates.find((candidate) => candidate.code === plan.rateCode)
    if (rate?.period !== 'weekly') continue
    const covered = billable(monday, monday + 4)
    cents += proportionOf(rate.amountCents, covered, 5)
    days += covered
    rateShown = rate
  }
  return { cents, rate: rateShown, days }
}

/**
 * The invoice lines of one family for `period`: every plan of its children (several plans of one child
 * in a month each count for their own days), their subsidy covers, the sibling discount and the fees.
 */
export function invoiceLines(
  period: Period,
  plans: readonly BillingPlan[],
  schedules: readonly FeeSchedule[],
  covers: readonly SubsidyCover[] = [],
  late: { pickups?: readonly LatePickup[]; overdueInvoices?: readonly number[] } = {},
): InvoiceLine[] {
  const { first, last } = periodDays(period)
  const monthSchedule = scheduleOn(schedules, first)
  const lines: InvoiceLine[] = []
  /** Per child: tuition after its own discount, for the sibling discount. */
  const tuitionByChild = new Map<string, { childName: string; cents: number; subsidized: boolean }>()
  const sorted = [...plans].sort((a, b) => a.childName.localeCompare(b.childName) || a.from.localeCompare(b.from))
  for (const plan of sorted) {
    const from = dayNumber(plan.from)
    const to = plan.to ? dayNumber(plan.to) : null
    if (from > last || (to !== null && to < first)) continue
    const childCovers = covers.filter((cover) => cover.childId === plan.childId)
    const isCovered = (day: number) => childCovers.some((cover) => dayNumber(cover.from) <= day && day <= dayNumber(cover.to))
    // The plan's weekdays within a span, less those a subsidy covers.
    const billable = (spanFirst: number, spanLast: number) => {
      let count = 0
      for (let day = Math.max(spanFirst, from); day <= Math.min(spanLast, to ?? spanLast); day++) if (isWeekday(day) && !isCovered(day)) count++
      return count
    }
    const tuition = tuitionOf(plan, schedules, period, billable)
    const entry = tuitionByChild.get(plan.childId) ?? { childName: plan.childName, cents: 0, subsidized: false }
    if (tuition.cents > 0 && tuition.rate) {
      lines.push({ kind: 'tuition', childId: plan.childId, childName: plan.childName, amountCents: tuition.cents, detail: { programme: tuition.rate.programme, days: tuition.days, rate: tuition.rate.code } })
      const discount = percentOf(tuition.cents, plan.discountBasisPoints)
      if (discount > 0) {
        lines.push({ kind: 'discount', childId: plan.childId, childName: plan.childName, amountCents: -discount, detail: { reason: plan.discountReason ?? '', basisPoints: plan.discountBasisPoints } })
      }
      entry.cents += tuition.cents - discount
    }
    for (const cover of childCovers) {
      const covered = coveredWeekdays(Math.max(first, from), Math.min(last, to ?? last), dayNumber(cover.from), dayNumber(cover.to))
      if (covered === 0) continue
      entry.subsidized = true
      const fee = proportionOf(cover.parentFeeCents, covered, weekdaysBetween(first, last))
      if (fee > 0) lines.push({ kind: 'parent-fee', childId: plan.childId, childName: plan.childName, amountCents: fee, detail: { agency: cover.agencyName, caseNumber: cover.caseNumber, days: covered } })
    }
    tuitionByChild.set(plan.childId, entry)
    if (plan.chargeRegistrationFee && from >= first && from <= last && monthSchedule && monthSchedule.registrationFeeCents > 0) {
      lines.push({ kind: 'registration-fee', childId: plan.childId, childName: plan.childName, amountCents: monthSchedule.registrationFeeCents, detail: {} })
    }
  }
  if (monthSchedule && monthSchedule.activityFeeCents > 0 && monthSchedule.activityFeeMonth === period.month) {
    for (const [childId, { childName }] of tuitionByChild) {
      lines.push({ kind: 'activity-fee', childId, childName, amountCents: monthSchedule.activityFeeCents, detail: { year: period.year } })
    }
  }
  // Sibling discount: all but the highest tuition of the children paying tuition (none subsidized).
  const paying = [...tuitionByChild.entries()].filter(([, child]) => child.cents > 0 && !child.subsidized)
  if (monthSchedule && monthSchedule.siblingDiscountBasisPoints > 0 && paying.length > 1) {
    const [, ...others] = paying.sort(([, a], [, b]) => b.cents - a.cents || a.childName.localeCompare(b.childName))
    for (const [childId, child] of others) {
      const discount = percentOf(child.cents, monthSchedule.siblingDiscountBasisPoints)
      if (discount > 0) lines.push({ kind: 'sibling-discount', childId, childName: child.childName, amountCents: -discount, detail: { basisPoints: monthSchedule.siblingDiscountBasisPoints } })
    }
  }
  // Late fees, at the rates of the invoice's month: the last month's late pickups, each earlier invoice overdue.
  if (monthSchedule && monthSchedule.latePickupCentsPerMinute > 0) {
    for (const pickup of late.pickups ?? []) {
      if (pickup.minutes > 0) lines.push({ kind: 'late-pickup-fee', childId: pickup.childId, childName: pickup.childName, amountCents: pickup.minutes * monthSchedule.latePickupCentsPerMinute, detail: { minutes: pickup.minutes, month: pickup.month } })
    }
  }
  if (monthSchedule && monthSchedule.latePaymentFeeCents > 0) {
    for (const invoiceNumber of late.overdueInvoices ?? []) lines.push({ kind: 'late-payment-fee', childId: null, childName: null, amountCents: monthSchedule.latePaymentFeeCents, detail: { invoiceNumber } })
  }
  return lines
}

/**
 * What a subsidy agency owes the centre for a child in a month: its monthly rate, prorated as a monthly
 * rate over the weekdays its authorization and the child's billing plans both cover (the scheduled days
 * of the subsidy report). `covered` is that number of days.
 */
export function agencyShareOf(period: Period, cover: { from: string; to: string; agencyRateCents: number }, plans: readonly { from: string; to: string | null }[]): { cents: number; covered: number } {
  const { first, last } = periodDays(period)
  let covered = 0
  for (const plan of plans) {
    const start = Math.max(first, dayNumber(plan.from))
    const end = Math.min(last, plan.to ? dayNumber(plan.to) : last)
    if (start <= end) covered += coveredWeekdays(start, end, dayNumber(cover.from), dayNumber(cover.to))
  }
  return { cents: proportionOf(cover.agencyRateCents, covered, weekdaysBetween(first, last)), covered }
}

/** An invoice's total: the sum of its lines. */
export const invoiceTotal = (lines: readonly InvoiceLine[]) => sumCents(lines.map((line) => line.amountCents))

export { dayNumber, dayText, isWeekday }
