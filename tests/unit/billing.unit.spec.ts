/**
 * The billing arithmetic (src/features/billing/money.ts, tuition.ts): whole cents, one rounding per
 * division, splits that add up, and the proration rules of docs/spec.md ("Billing: how fees are computed").
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { RECENT_PAYMENTS, type ShownInvoice, type ShownLedgerEntry, familyAccountOf, owedInvoiceIds } from '@/features/billing/account'
import { catalogueKey } from '@/features/billing/catalogueKeys'
import { LEDGER_KINDS, PAYMENT_METHODS } from '@/features/billing/schemas'
import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import { agingBucket, agingOf, balanceOf, openAmounts, openByInvoice, withRunningBalance } from '@/features/billing/ledger'
import { type StatementEntry, paidInYear } from '@/features/billing/statement'
import { subsidyReportCsv, subsidyReportRows } from '@/features/billing/subsidyReport'
import { MAX_CENTS, allocate, divideRounded, formatCents, isCents, parseDollars, percentOf, proportionOf, sumCents } from '@/features/billing/money'
import {
  type BillingPlan,
  type FeeSchedule,
  type SubsidyCover,
  LINE_KINDS,
  agencyShareOf,
  invoiceLines,
  invoiceTotal,
  minutesLate,
  minutesOfClock,
  overdueInvoices,
  parsePeriod,
  periodDays,
  scheduleOn,
  weekdaysBetween,
} from '@/features/billing/tuition'

const cents = fc.integer({ min: -MAX_CENTS, max: MAX_CENTS })

describe('money in whole cents', () => {
  it('rounds a division once, half away from zero', () => {
    expect(divideRounded(5, 2)).toBe(3)
    expect(divideRounded(-5, 2)).toBe(-3)
    expect(divideRounded(4, 3)).toBe(1)
    expect(divideRounded(-4, 3)).toBe(-1)
    expect(divideRounded(7, -2)).toBe(-4)
    expect(() => divideRounded(1, 0)).toThrow(RangeError)
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError)
  })

  it('a rounded division is never more than half a unit from the exact quotient', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 100_000 }), (numerator, denominator) => {
        const rounded = divideRounded(numerator, denominator)
        expect(Number.isSafeInteger(rounded)).toBe(true)
        expect(Math.abs(rounded * denominator - numerator) * 2).toBeLessThanOrEqual(denominator)
      }),
    )
  })

  it('percentages are basis points: 12.5 % of $1,000.00 is $125.00, of $0.01 nothing', () => {
    expect(percentOf(100_000, 1250)).toBe(12_500)
    expect(percentOf(1, 1250)).toBe(0)
    expect(percentOf(4, 1250)).toBe(1) // 0.5 cent rounds away from zero
    expect(proportionOf(120_000, 7, 22)).toBe(38_182) // $1,200 × 7/22 = 381.818…
  })

  it('allocate splits an amount into parts that add up to it exactly, in proportion', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33])
    expect(allocate(10, [0, 5])).toEqual([0, 10])
    expect(() => allocate(10, [0, 0])).toThrow(RangeError)
    fc.assert(
      fc.property(cents, fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 12 }).filter((weights) => weights.some((w) => w > 0)), (total, weights) => {
        const parts = allocate(total, weights)
        expect(sumCents(parts)).toBe(total)
        const sum = weights.reduce((a, b) => a + b, 0)
        // Each part within one cent of its exact share.
        parts.forEach((part, index) => expect(Math.abs(part - (total * weights[index]!) / sum)).toBeLessThan(1))
      }),
    )
  })

  it('reads dollars as people type them, and refuses what is not an amount', () => {
    expect(parseDollars('1250')).toBe(125_000)
    expect(parseDollars('$1,250.5')).toBe(125_050)
    expect(parseDollars(' 0.07 ')).toBe(7)
    for (const bad of ['', '12.345', '-5', '1,25', 'ten', '1e3', '$', '12.', '100000000000']) expect(parseDollars(bad), bad).toBeNull()
  })

  it('shows an amount in the page’s language without ever rounding it', () => {
    expect(formatCents(125_050, 'en-US')).toBe('$1,250.50')
    expect(formatCents(-7, 'en-US')).toBe('-$0.07')
    expect(formatCents(125_050, 'es-US')).toMatch(/1,250\.50/)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (amount) => {
        expect(parseDollars(formatCents(amount, 'en-US'))).toBe(amount)
      }),
    )
  })

  it('isCents accepts whole amounts within the books’ range only', () => {
    expect(isCents(0)).toBe(true)
    expect(isCents(-MAX_CENTS)).toBe(true)
    for (const bad of [0.5, MAX_CENTS + 1, Number.NaN, '5', null]) expect(isCents(bad)).toBe(false)
  })
})

const SCHEDULE: FeeSchedule = {
  effectiveFrom: '2026-01-01',
  rates: [
    { code: 'toddler-full-time', programme: 'Toddlers, full time', ageBand: 'toddler', schedule: 'full-time', period: 'monthly', amountCents: 120_000 },
    { code: 'fours-part-time', programme: 'Pre-K, part time', ageBand: 'fours', schedule: 'part-time', period: 'weekly', amountCents: 15_000 },
    { code: 'school-age-after', programme: 'After school', ageBand: 'school-age', schedule: 'before-after-school', period: 'weekly', amountCents: 9_000 },
  ],
  registrationFeeCents: 7_500,
  activityFeeCents: 5_000,
  activityFeeMonth: 9,
  siblingDiscountBasisPoints: 1000,
  latePickupCentsPerMinute: 100,
  latePaymentFeeCents: 2_500,
  latePaymentAfterDays: 10,
}

const plan = (overrides: Partial<BillingPlan>): BillingPlan => ({
  childId: 'c1',
  childName: 'Sofia',
  rateCode: 'toddler-full-time',
  from: '2026-01-01',
  to: null,
  discountBasisPoints: 0,
  discountReason: null,
  chargeRegistrationFee: false,
  ...overrides,
})
const NOV = parsePeriod('2026-11')!

describe('the centre’s days and periods', () => {
  it('counts Monday to Friday only: November 2026 has 21 weekdays, February 2026 has 20', () => {
    const nov = periodDays(NOV)
    expect(weekdaysBetween(nov.first, nov.last)).toBe(21)
    const feb = periodDays(parsePeriod('2026-02')!)
    expect(weekdaysBetween(feb.first, feb.last)).toBe(20)
  })

  it('reads a period as YYYY-MM and nothing else', () => {
    expect(parsePeriod('2026-11')).toEqual({ year: 2026, month: 11 })
    for (const bad of ['2026-13', '2026-1', '26-11', '2026-11-01', '']) expect(parsePeriod(bad)).toBeNull()
  })

  it('the schedule in force on a day is the latest that started on or before it', () => {
    const later: FeeSchedule = { ...SCHEDULE, effectiveFrom: '2026-09-01' }
    const day = (text: string) => Math.floor(Date.parse(`${text}T00:00:00Z`) / 86_400_000)
    expect(scheduleOn([later, SCHEDULE], day('2026-08-31'))).toBe(SCHEDULE)
    expect(scheduleOn([later, SCHEDULE], day('2026-09-01'))).toBe(later)
    expect(scheduleOn([later, SCHEDULE], day('2025-12-31'))).toBeNull()
  })
})

describe('an invoice’s lines (proration, discounts, subsidy, fees)', () => {
  it('a monthly rate for a whole month is the rate, to the cent', () => {
    expect(invoiceLines(NOV, [plan({})], [SCHEDULE])).toEqual([
      { kind: 'tuition', childId: 'c1', childName: 'Sofia', amountCents: 120_000, detail: { programme: 'Toddlers, full time', days: 21, rate: 'toddler-full-time' } },
    ])
  })

  it('a monthly rate for part of a month: the weekdays covered over the month’s weekdays, rounded once', () => {
    // Starts Monday 16 November: 11 of November's 21 weekdays.
    const [line] = invoiceLines(NOV, [plan({ from: '2026-11-16' })], [SCHEDULE])
    expect(line).toMatchObject({ kind: 'tuition', amountCents: 62_857, detail: { days: 11 } }) // 1,200 × 11/21 = 628.571…
    // Ends Friday 13 November: 10 weekdays.
    expect(invoiceLines(NOV, [plan({ to: '2026-11-13' })], [SCHEDULE])[0]).toMatchObject({ amountCents: 57_143, detail: { days: 10 } })
    // A plan that ends before the month, or starts after it: nothing.
    expect(invoiceLines(NOV, [plan({ to: '2026-10-30' })], [SCHEDULE])).toEqual([])
    expect(invoiceLines(NOV, [plan({ from: '2026-12-01' })], [SCHEDULE])).toEqual([])
  })

  it('a weekly rate: each week whose Monday is in the month, prorated by its weekdays covered', () => {
    // November 2026's Mondays: 2, 9, 16, 23, 30 → five weeks (the week of the 30th runs into December, billed here).
    expect(invoiceLines(NOV, [plan({ rateCode: 'fours-part-time' })], [SCHEDULE])[0]).toMatchObject({ amountCents: 75_000, detail: { days: 25 } })
    // Starting Wednesday 4 November: 3 days of the first week, then four whole weeks.
    expect(invoiceLines(NOV, [plan({ rateCode: 'fours-part-time', from: '2026-11-04' })], [SCHEDULE])[0]).toMatchObject({ amountCents: 9_000 + 60_000, detail: { days: 23 } })
    // December's first Monday is the 7th: the days of 1–4 December were billed with November.
    expect(invoiceLines(parsePeriod('2026-12')!, [plan({ rateCode: 'fours-part-time', to: '2026-12-04' })], [SCHEDULE])).toEqual([])
  })

  it('a new schedule that starts mid-month applies from the next month (monthly) or the next Monday (weekly)', () => {
    const raise: FeeSchedule = { ...SCHEDULE, effectiveFrom: '2026-11-11', rates: SCHEDULE.rates.map((rate) => ({ ...rate, amountCents: rate.amountCents + 1_000 })) }
    expect(invoiceLines(NOV, [plan({})], [SCHEDULE, raise])[0]!.amountCents).toBe(120_000)
    expect(invoiceLines(parsePeriod('2026-12')!, [plan({})], [SCHEDULE, raise])[0]!.amountCents).toBe(121_000)
    // Weekly: the weeks of 2 and 9 November at 150.00, those of 16, 23 and 30 at 160.00.
    expect(invoiceLines(NOV, [plan({ rateCode: 'fours-part-time' })], [SCHEDULE, raise])[0]!.amountCents).toBe(2 * 15_000 + 3 * 16_000)
  })

  it('a plan’s discount comes off its tuition, with its reason', () => {
    const lines = invoiceLines(NOV, [plan({ discountBasisPoints: 2500, discountReason: 'Staff family' })], [SCHEDULE])
    expect(lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['tuition', 120_000],
      ['discount', -30_000],
    ])
    expect(lines[1]!.detail).toEqual({ reason: 'Staff family', basisPoints: 2500 })
  })

  it('the sibling discount goes to every child but the one with the highest tuition', () => {
    const lines = invoiceLines(
      NOV,
      [plan({}), plan({ childId: 'c2', childName: 'Mateo', rateCode: 'fours-part-time' }), plan({ childId: 'c3', childName: 'Lucia', rateCode: 'school-age-after' })],
      [SCHEDULE],
    )
    expect(lines.filter((line) => line.kind === 'sibling-discount').map((line) => [line.childId, line.amountCents])).toEqual([
      ['c2', -7_500], // 10 % of 750.00
      ['c3', -4_500], // 10 % of 450.00
    ])
    // One child alone: no sibling discount.
    expect(invoiceLines(NOV, [plan({})], [SCHEDULE]).some((line) => line.kind === 'sibling-discount')).toBe(false)
  })

  it('a subsidy: the parent fee on the days it covers, tuition on the others, and no sibling discount', () => {
    const cover: SubsidyCover = { authorizationId: 'a1', childId: 'c1', agencyName: 'Wake County DSS', caseNumber: 'W-1001', from: '2026-11-16', to: '2027-05-31', parentFeeCents: 21_000 }
    const lines = invoiceLines(NOV, [plan({}), plan({ childId: 'c2', childName: 'Mateo', rateCode: 'toddler-full-time' })], [SCHEDULE], [cover])
    expect(lines.map((line) => [line.kind, line.childId, line.amountCents])).toEqual([
      ['tuition', 'c2', 120_000],
      ['tuition', 'c1', 57_143], // 10 of 21 weekdays before the cover
      ['parent-fee', 'c1', 11_000], // 210.00 × 11/21
    ])
    expect(lines[2]!.detail).toEqual({ agency: 'Wake County DSS', caseNumber: 'W-1001', days: 11 })
  })

  it('a registration fee on the month its plan starts; the activity fee on the schedule’s month, per child', () => {
    const starting = invoiceLines(NOV, [plan({ from: '2026-11-02', chargeRegistrationFee: true })], [SCHEDULE])
    expect(starting.map((line) => line.kind)).toEqual(['tuition', 'registration-fee'])
    expect(invoiceLines(parsePeriod('2026-12')!, [plan({ from: '2026-11-02', chargeRegistrationFee: true })], [SCHEDULE]).map((line) => line.kind)).toEqual(['tuition'])
    const september = invoiceLines(parsePeriod('2026-09')!, [plan({}), plan({ childId: 'c2', childName: 'Mateo' })], [SCHEDULE])
    expect(september.filter((line) => line.kind === 'activity-fee').map((line) => [line.childId, line.amountCents])).toEqual([
      ['c2', 5_000],
      ['c1', 5_000],
    ])
  })

  it('whatever the plans, every line is whole cents and the total is the sum of the lines', () => {
    const day = fc.integer({ min: 0, max: 364 }).map((offset) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10))
    const arbitraryPlan = fc.record({
      childId: fc.constantFrom('c1', 'c2', 'c3'),
      childName: fc.constantFrom('Ana', 'Ben', 'Cleo'),
      rateCode: fc.constantFrom(...SCHEDULE.rates.map((rate) => rate.code)),
      from: day,
      to: fc.option(day, { nil: null }),
      discountBasisPoints: fc.integer({ min: 0, max: 10_000 }),
      discountReason: fc.constant('Reason'),
      chargeRegistrationFee: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(arbitraryPlan, { maxLength: 4 }), fc.integer({ min: 1, max: 12 }), (plans, month) => {
        const lines = invoiceLines({ year: 2026, month }, plans, [SCHEDULE])
        for (const line of lines) expect(isCents(line.amountCents)).toBe(true)
        expect(invoiceTotal(lines)).toBe(sumCents(lines.map((line) => line.amountCents)))
        // Discounts never exceed the tuition they come off.
        expect(invoiceTotal(lines)).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

describe('a family’s account from its ledger (oldest charges paid first)', () => {
  const line = (id: string, amountCents: number, postedOn: string, invoiceId: string | null = null) => ({ id, amountCents, postedOn, createdAt: `${postedOn}T12:00:00.000Z`, invoiceId })

  it('payments pay the oldest charges first; what is left is open on the newer ones', () => {
    const entries = [line('c2', 50_000, '2026-10-01', 'i2'), line('c1', 40_000, '2026-09-01', 'i1'), line('p1', -45_000, '2026-10-05')]
    expect(balanceOf(entries)).toBe(45_000)
    expect([...openAmounts(entries)]).toEqual([['c2', 45_000]])
    expect([...openByInvoice(entries)]).toEqual([['i2', 45_000]])
    // Paid in advance: nothing open, the balance negative (in credit).
    const ahead = [line('c1', 40_000, '2026-09-01', 'i1'), line('p1', -50_000, '2026-08-30')]
    expect(balanceOf(ahead)).toBe(-10_000)
    expect(openAmounts(ahead).size).toBe(0)
  })

  it('whatever the entries, what is open adds up to the balance when the family owes, and to nothing when it does not', () => {
    const entry = fc.record({
      id: fc.uuid(),
      amountCents: fc.integer({ min: -200_000, max: 200_000 }).filter((amount) => amount !== 0),
      postedOn: fc.integer({ min: 0, max: 365 }).map((offset) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10)),
      createdAt: fc.constant('2026-01-01T00:00:00.000Z'),
      invoiceId: fc.option(fc.constantFrom('i1', 'i2', 'i3'), { nil: null }),
    })
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (each) => each.id, maxLength: 12 }), (entries) => {
        const open = [...openAmounts(entries).values()]
        expect(sumCents(open)).toBe(Math.max(0, balanceOf(entries)))
        for (const owed of open) expect(owed).toBeGreaterThan(0)
      }),
    )
  })
})

describe('the account kept for a family (src/features/billing/account.ts)', () => {
  const KINDS = ['charge', 'payment', 'credit', 'refund', 'subsidy-payment', 'write-off'] as const
  const entry = fc.record({
    id: fc.uuid(),
    kind: fc.constantFrom(...KINDS),
    size: fc.integer({ min: 1, max: 200_000 }),
    postedOn: fc.integer({ min: 0, max: 365 }).map((offset) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10)),
    minute: fc.integer({ min: 0, max: 59 }),
    invoice: fc.constantFrom('i1', 'i2', 'i3'),
  })
  const asEntry = ({ id, kind, size, postedOn, minute, invoice }: { id: string; kind: (typeof KINDS)[number]; size: number; postedOn: string; minute: number; invoice: string }): ShownLedgerEntry => ({
    id,
    kind,
    amountCents: kind === 'charge' || kind === 'refund' ? size : -size,
    postedOn,
    description: kind,
    child: null,
    method: kind === 'payment' ? 'cash' : null,
    reference: null,
    invoice: kind === 'charge' ? invoice : null,
    corrects: null,
    createdAt: `${postedOn}T10:${String(minute).padStart(2, '0')}:00.000Z`,
  })
  const invoice = (id: string, number: number): ShownInvoice => ({ id, number, family: 'f', period: '2026-01', issuedOn: '2026-01-01', dueOn: '2026-01-10', language: 'en', lines: [], totalCents: 0 })
  const invoices = [invoice('i3', 3), invoice('i1', 1), invoice('i2', 2)]

  it('whatever the entries: the balance is their sum, the invoices are those still owed on (by number) with what is open, and the latest payments come newest first', () => {
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (each) => each.id, maxLength: 30 }), (drawn) => {
        const entries = drawn.map(asEntry)
        const account = familyAccountOf(entries, invoices)
        expect(account.balanceCents).toBe(sumCents(entries.map((each) => each.amountCents)))
        const owed = owedInvoiceIds(entries)
        expect(account.openInvoices.map(({ invoice: { id } }) => id).sort()).toEqual([...owed].sort())
        expect(account.openInvoices.map(({ invoice: { number } }) => number)).toEqual([...account.openInvoices.map(({ invoice: { number } }) => number)].sort())
        for (const { openCents } of account.openInvoices) expect(openCents).toBeGreaterThan(0)
        // What is open is on the invoices, but for a refund (owed, on no invoice).
        const onInvoices = sumCents(account.openInvoices.map(({ openCents }) => openCents))
        if (entries.some((each) => each.kind === 'refund')) expect(onInvoices).toBeLessThanOrEqual(Math.max(0, account.balanceCents))
        else expect(onInvoices).toBe(Math.max(0, account.balanceCents))
        const payments = entries.filter((each) => each.kind === 'payment' || each.kind === 'subsidy-payment')
        expect(account.recentPayments).toHaveLength(Math.min(RECENT_PAYMENTS, payments.length))
        for (const [index, shown] of account.recentPayments.entries()) {
          expect(['payment', 'subsidy-payment']).toContain(shown.kind)
          const next = account.recentPayments[index + 1]
          if (next) expect(`${shown.postedOn}${shown.createdAt}` >= `${next.postedOn}${next.createdAt}`).toBe(true)
        }
        // None left out is newer than the oldest shown.
        const oldestShown = account.recentPayments.at(-1)
        const left = payments.filter((each) => !account.recentPayments.includes(each))
        if (oldestShown) for (const each of left) expect(`${each.postedOn}${each.createdAt}` <= `${oldestShown.postedOn}${oldestShown.createdAt}`).toBe(true)
      }),
    )
  })
})

describe('a family’s ledger with its running balance', () => {
  it('lists the entries oldest first (by the day they are for, then when they were written), each with the balance once it is posted', () => {
    const at = (id: string, amountCents: number, postedOn: string, createdAt: string) => ({ id, amountCents, postedOn, createdAt, invoiceId: null })
    const entries = [
      at('c2', 50_000, '2026-10-01', '2026-10-01T06:00:00.000Z'),
      at('p2', -20_000, '2026-10-01', '2026-10-01T09:00:00.000Z'),
      at('c1', 40_000, '2026-09-01', '2026-09-01T06:00:00.000Z'),
      at('p1', -40_000, '2026-09-05', '2026-11-20T10:00:00.000Z'),
    ]
    const ledger = withRunningBalance(entries)
    expect(ledger.map((entry) => [entry.id, entry.balanceCents])).toEqual([
      ['c1', 40_000],
      ['p1', 0],
      ['c2', 50_000],
      ['p2', 30_000],
    ])
    expect(ledger.at(-1)!.balanceCents).toBe(balanceOf(entries))
    // The entries given are left as they were.
    expect(entries.map((entry) => entry.id)).toEqual(['c2', 'p2', 'c1', 'p1'])
    expect(withRunningBalance([])).toEqual([])
  })
})

describe('aging: what a family owes by how late it is', () => {
  const line = (id: string, amountCents: number, postedOn: string) => ({ id, amountCents, postedOn, createdAt: `${postedOn}T12:00:00.000Z`, invoiceId: null })

  it('puts each day past due in its bucket: current, 1–30, 31–60, 61–90, over 90', () => {
    expect(agingBucket('2026-11-10', '2026-11-10')).toBe('current')
    expect(agingBucket('2026-11-20', '2026-11-10')).toBe('current')
    expect(agingBucket('2026-11-09', '2026-11-10')).toBe('days1to30')
    expect(agingBucket('2026-10-11', '2026-11-10')).toBe('days1to30')
    expect(agingBucket('2026-10-10', '2026-11-10')).toBe('days31to60')
    expect(agingBucket('2026-09-11', '2026-11-10')).toBe('days31to60')
    expect(agingBucket('2026-09-10', '2026-11-10')).toBe('days61to90')
    expect(agingBucket('2026-08-12', '2026-11-10')).toBe('days61to90')
    expect(agingBucket('2026-08-11', '2026-11-10')).toBe('over90')
  })

  it('ages what is still open on each charge, the oldest paid first, and the buckets add up to what is open', () => {
    const entries = [line('a', 10_000, '2026-07-01'), line('b', 20_000, '2026-09-15'), line('c', 30_000, '2026-11-01'), line('p', -15_000, '2026-11-05')]
    expect(agingOf(entries, (entry) => entry.postedOn, '2026-11-10')).toEqual({ current: 0, days1to30: 30_000, days31to60: 15_000, days61to90: 0, over90: 0 })
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -50_000, max: 50_000 }).filter((amount) => amount !== 0), fc.integer({ min: 0, max: 200 })), { maxLength: 10 }),
        (rows) => {
          const entries = rows.map(([amount, daysAgo], index) => line(`e${index}`, amount, new Date(Date.UTC(2026, 10, 10) - daysAgo * 86_400_000).toISOString().slice(0, 10)))
          const aged = agingOf(entries, (entry) => entry.postedOn, '2026-11-10')
          expect(sumCents(Object.values(aged))).toBe(Math.max(0, balanceOf(entries)))
        },
      ),
    )
  })
})

describe('the subsidy attendance report', () => {
  const authorization = { agencyName: 'Wake County DSS', caseNumber: 'W-1', childId: 'c1', childName: 'Yusuf Hassan', startDate: '2026-11-10', endDate: '2027-06-30' }

  it('lists each scheduled day (a weekday the plan and the authorization cover), present or absent', () => {
    const rows = subsidyReportRows(NOV, [authorization], [{ childId: 'c1', from: '2026-01-01', to: '2026-11-20' }], new Map([['c1', new Set(['2026-11-10', '2026-11-12'])]]))
    // 10–20 November: nine weekdays.
    expect(rows.map((row) => [row.date, row.attendance])).toEqual([
      ['2026-11-10', 'present'],
      ['2026-11-11', 'absent'],
      ['2026-11-12', 'present'],
      ['2026-11-13', 'absent'],
      ['2026-11-16', 'absent'],
      ['2026-11-17', 'absent'],
      ['2026-11-18', 'absent'],
      ['2026-11-19', 'absent'],
      ['2026-11-20', 'absent'],
    ])
    // No plan: no scheduled day.
    expect(subsidyReportRows(NOV, [authorization], [], new Map())).toEqual([])
  })

  it('writes CSV a spreadsheet reads as text: quoted where needed, no formula from a name', () => {
    const csv = subsidyReportCsv([
      { agency: 'Wake County, DSS', caseNumber: '=HYPERLINK("x")', child: 'Ana "Nina" Ruiz', date: '2026-11-10', attendance: 'present' },
    ])
    expect(csv).toBe(`Agency,Case number,Child,Date,Attendance\r\n"Wake County, DSS","'=HYPERLINK(""x"")","Ana ""Nina"" Ruiz",2026-11-10,present\r\n`)
  })
})

describe('the year-end statement: what a family paid for each child in a year', () => {
  let sequence = 0
  const entry = (kind: StatementEntry['kind'], amountCents: number, postedOn: string, shares: StatementEntry['shares'] = [{ key: '', weight: 1 }]): StatementEntry => ({
    id: `e${String(++sequence).padStart(4, '0')}`,
    kind,
    amountCents,
    postedOn,
    createdAt: `${postedOn}T12:00:00.000Z`,
    shares,
  })
  const twoChildren = [
    { key: 'lily', weight: 100_800 },
    { key: 'ethan', weight: 36_000 },
  ]

  it('a payment pays the oldest charges first; each charge’s part goes to its children as the invoice bills them', () => {
    const ledger = [
      entry('charge', 136_800, '2025-10-01', twoChildren),
      entry('charge', 136_800, '2025-11-01', twoChildren),
      entry('payment', -136_800, '2025-10-05'),
      entry('payment', -68_400, '2025-11-05'),
      entry('payment', -68_400, '2026-01-04'),
    ]
    const year = paidInYear(ledger, 2025)
    expect(year.totalCents).toBe(205_200)
    expect(year.advanceCents).toBe(0)
    // October whole (100,800 and 36,000), half of November split 100,800 : 36,000.
    expect(year.byChild).toEqual([
      { key: 'lily', cents: 100_800 + 50_400 },
      { key: 'ethan', cents: 36_000 + 18_000 },
    ])
    expect(paidInYear(ledger, 2026)).toEqual({ byChild: [{ key: 'lily', cents: 50_400 }, { key: 'ethan', cents: 18_000 }], advanceCents: 0, totalCents: 68_400 })
  })

  it('agency payments, credits, write-offs and corrections are no payment of the family’s', () => {
    const ledger = [
      entry('charge', 120_000, '2025-10-01', [{ key: 'yusuf', weight: 1 }]),
      entry('subsidy-payment', -100_000, '2025-10-20'),
      entry('credit', -5_000, '2025-10-21'),
      entry('write-off', -3_000, '2025-10-22'),
      entry('payment', -12_000, '2025-10-23'),
      entry('correction', -1_000, '2025-10-24'),
    ]
    expect(paidInYear(ledger, 2025)).toEqual({ byChild: [{ key: 'yusuf', cents: 12_000 }], advanceCents: 0, totalCents: 12_000 })
  })

  it('a payment before its charge waits as credit: paid in advance until a charge uses it', () => {
    const ahead = [entry('payment', -50_000, '2025-12-20')]
    expect(paidInYear(ahead, 2025)).toEqual({ byChild: [], advanceCents: 50_000, totalCents: 50_000 })
    const used = [...ahead, entry('charge', 30_000, '2026-01-01', [{ key: 'noah', weight: 1 }])]
    expect(paidInYear(used, 2025)).toEqual({ byChild: [{ key: 'noah', cents: 30_000 }], advanceCents: 20_000, totalCents: 50_000 })
    // The next year's statement does not count it again.
    expect(paidInYear(used, 2026).totalCents).toBe(0)
  })

  it('money refunded to the family takes back the credit it returns', () => {
    const ledger = [
      entry('charge', 40_000, '2025-10-01', [{ key: 'sofia', weight: 1 }]),
      entry('payment', -50_000, '2025-10-03'),
      entry('refund', 10_000, '2025-10-10'),
    ]
    expect(paidInYear(ledger, 2025)).toEqual({ byChild: [{ key: 'sofia', cents: 40_000 }], advanceCents: 0, totalCents: 40_000 })
  })

  it('property: the children’s parts and the advance add up to the total, and without refunds the total is the year’s payments', () => {
    const day = fc.integer({ min: 0, max: 729 }).map((offset) => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10))
    const raw = fc.record({
      kind: fc.constantFrom('charge', 'payment', 'credit', 'subsidy-payment', 'write-off') as fc.Arbitrary<StatementEntry['kind']>,
      cents: fc.integer({ min: 1, max: 500_000 }),
      postedOn: day,
      weights: fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 1, maxLength: 3 }),
    })
    fc.assert(
      fc.property(fc.array(raw, { maxLength: 30 }), (rows) => {
        const ledger = rows.map((row, index) => ({
          id: `p${index}`,
          kind: row.kind,
          amountCents: row.kind === 'charge' ? row.cents : -row.cents,
          postedOn: row.postedOn,
          createdAt: `${row.postedOn}T00:00:00.000Z`,
          shares: row.weights.map((weight, child) => ({ key: `child${child}`, weight })),
        }))
        for (const year of [2025, 2026]) {
          const paid = paidInYear(ledger, year)
          expect(sumCents(paid.byChild.map(({ cents }) => cents)) + paid.advanceCents).toBe(paid.totalCents)
          expect(paid.byChild.every(({ cents }) => cents > 0)).toBe(true)
          const payments = sumCents(ledger.filter((row) => row.kind === 'payment' && row.postedOn.startsWith(String(year))).map((row) => -row.amountCents))
          expect(paid.totalCents).toBe(payments)
        }
      }),
    )
  })
})

describe('late fees', () => {
  const sofia = plan({})
  it('the last month’s late pickups: each child’s minutes after closing at the schedule’s rate a minute', () => {
    const lines = invoiceLines(parsePeriod('2026-11')!, [sofia], [SCHEDULE], [], { pickups: [{ childId: 'c1', childName: 'Sofia', minutes: 17, month: '2026-10' }] })
    expect(lines.filter((line) => line.kind === 'late-pickup-fee')).toEqual([{ kind: 'late-pickup-fee', childId: 'c1', childName: 'Sofia', amountCents: 1_700, detail: { minutes: 17, month: '2026-10' } }])
    // No fee a minute, no line.
    const free = invoiceLines(parsePeriod('2026-11')!, [sofia], [{ ...SCHEDULE, latePickupCentsPerMinute: 0 }], [], { pickups: [{ childId: 'c1', childName: 'Sofia', minutes: 17, month: '2026-10' }] })
    expect(free.some((line) => line.kind === 'late-pickup-fee')).toBe(false)
  })

  it('an earlier invoice still owed on more than the schedule’s days after its due day takes the late-payment fee, once', () => {
    const earlier = [
      { number: 7, dueOn: '2026-10-11', openCents: 5_000, feeCharged: false },
      { number: 8, dueOn: '2026-10-25', openCents: 5_000, feeCharged: false },
      { number: 6, dueOn: '2026-09-11', openCents: 5_000, feeCharged: true },
      { number: 5, dueOn: '2026-08-11', openCents: 0, feeCharged: false },
    ]
    // Issued 1 November: invoice 7 is 21 days past due; 8 only 7 days; 6 already took its fee; 5 is paid.
    expect(overdueInvoices(earlier, '2026-11-01', 10)).toEqual([7])
    // Invoice 8: ten days past due on the 4th is not yet more than ten.
    expect(overdueInvoices(earlier, '2026-11-04', 10)).toEqual([7])
    expect(overdueInvoices(earlier, '2026-11-05', 11)).toEqual([7])
    expect(overdueInvoices(earlier, '2026-11-05', 10)).toEqual([7, 8])
    const lines = invoiceLines(parsePeriod('2026-11')!, [sofia], [SCHEDULE], [], { overdueInvoices: [7] })
    expect(lines.filter((line) => line.kind === 'late-payment-fee')).toEqual([{ kind: 'late-payment-fee', childId: null, childName: null, amountCents: 2_500, detail: { invoiceNumber: 7 } }])
  })

  it('reads a closing time as the site settings write it', () => {
    expect(minutesOfClock('10:00 PM')).toBe(22 * 60)
    expect(minutesOfClock('6:30 am')).toBe(6 * 60 + 30)
    expect(minutesOfClock('12:15 AM')).toBe(15)
    expect(minutesOfClock('12:15 PM')).toBe(12 * 60 + 15)
    expect(minutesOfClock('18:00')).toBe(18 * 60)
    for (const bad of ['late', '25:00', '13:00 PM', '10:60 PM', '']) expect(minutesOfClock(bad)).toBeNull()
    expect(minutesLate(22 * 60 + 12, 22 * 60)).toBe(12)
    expect(minutesLate(21 * 60, 22 * 60)).toBe(0)
  })
})

describe('a subsidy agency’s share of a month', () => {
  it('its monthly rate over the weekdays the authorization and the plans both cover', () => {
    const cover = { from: '2026-11-01', to: '2027-06-30', agencyRateCents: 101_200 }
    // November 2026 has 21 weekdays; a plan from Monday 16 November covers 11 of them.
    expect(agencyShareOf(parsePeriod('2026-11')!, cover, [{ from: '2026-09-01', to: null }])).toEqual({ cents: 101_200, covered: 21 })
    expect(agencyShareOf(parsePeriod('2026-11')!, cover, [{ from: '2026-11-16', to: null }])).toEqual({ cents: Math.round((101_200 * 11) / 21), covered: 11 })
    expect(agencyShareOf(parsePeriod('2026-10')!, cover, [{ from: '2026-09-01', to: null }])).toEqual({ cents: 0, covered: 0 })
  })
})

describe('the words of each billing value', () => {
  it('a value’s catalogue key is its camelCase, and every kind, line and method has its words in English and Spanish', () => {
    expect(catalogueKey('write-off')).toBe('writeOff')
    expect(catalogueKey('late-pickup-fee')).toBe('latePickupFee')
    expect(catalogueKey('cash')).toBe('cash')
    for (const [language, catalogue] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const staff = catalogue.staff.billing.ledger as Record<'kinds' | 'lines' | 'methods', Record<string, string>>
      const lines = catalogue.billing.lines as Record<string, string>
      for (const kind of LEDGER_KINDS) expect(staff.kinds[catalogueKey(kind)], `${language} kinds.${kind}`).toEqual(expect.any(String))
      for (const kind of LINE_KINDS) {
        expect(staff.lines[catalogueKey(kind)], `${language} staff lines.${kind}`).toEqual(expect.any(String))
        expect(lines[catalogueKey(kind)], `${language} billing.lines.${kind}`).toEqual(expect.any(String))
      }
      for (const method of PAYMENT_METHODS) expect(staff.methods[catalogueKey(method)], `${language} methods.${method}`).toEqual(expect.any(String))
    }
  })
})
