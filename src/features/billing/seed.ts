import type { Payload, PayloadRequest, Where } from 'payload'

import { centreToday } from '@/lib/dates'
import { type Rate, periodText } from './tuition'

type Slug = 'fee-schedules' | 'billing-plans' | 'subsidy-agencies' | 'subsidy-authorizations' | 'invoices' | 'ledger-entries'
type Upsert = (collection: Slug, where: Where, data: Record<string, unknown>, options?: { update?: boolean }, onReq?: PayloadRequest) => Promise<{ id: string }>

const rate = (code: string, programme: string, ageBand: string, schedule: Rate['schedule'], period: Rate['period'], amountCents: number): Rate => ({ code, programme, ageBand, schedule, period, amountCents })

const FEES_2025 = {
  name: 'Fees 2025–26',
  effectiveFrom: '2025-09-01',
  rates: [
    rate('infant-full-time', 'Infants, full time', 'infant', 'full-time', 'monthly', 132_000),
    rate('toddler-full-time', 'Toddlers, full time', 'toddler', 'full-time', 'monthly', 122_000),
    rate('twos-full-time', 'Twos, full time', 'twos', 'full-time', 'monthly', 112_000),
    rate('preschool-full-time', 'Preschool, full time', 'fours', 'full-time', 'monthly', 102_000),
    rate('preschool-part-time', 'Preschool, three days a week', 'threes', 'part-time', 'weekly', 18_000),
    rate('school-age-after', 'After school', 'school-age', 'before-after-school', 'weekly', 9_000),
  ],
  registrationFeeCents: 7_500,
  activityFeeCents: 6_000,
  activityFeeMonth: 9,
  siblingDiscountBasisPoints: 1000,
  latePickupCentsPerMinute: 100,
  latePaymentFeeCents: 2_500,
  latePaymentAfterDays: 10,
}

/** 2026–27's rates, from September: the same programmes, new amounts. */
const AMOUNTS_2026: Record<string, number> = {
  'infant-full-time': 135_000,
  'toddler-full-time': 125_000,
  'twos-full-time': 115_000,
  'preschool-full-time': 105_000,
  'preschool-part-time': 18_500,
  'school-age-after': 9_500,
}

/** The demo's fee schedules: the school year 2025–26, then 2026–27's with new rates from September. */
export const DEMO_FEE_SCHEDULES = [
  FEES_2025,
  { ...FEES_2025, name: 'Fees 2026–27', effectiveFrom: '2026-09-01', rates: FEES_2025.rates.map((entry) => ({ ...entry, amountCents: AMOUNTS_2026[entry.code] ?? entry.amountCents })) },
]

/** The Spanish names of the programmes (the schedule's `programme` is localized). */
const PROGRAMMES_ES: Record<string, string> = {
  'infant-full-time': 'Bebés, tiempo completo',
  'toddler-full-time': 'Niños pequeños, tiempo completo',
  'twos-full-time': 'Niños de dos años, tiempo completo',
  'preschool-full-time': 'Preescolar, tiempo completo',
  'preschool-part-time': 'Preescolar, tres días por semana',
  'school-age-after': 'Después de la escuela',
}

/** Each demo child's plan, by family and first name; Yusuf's family pays through the subsidy. */
const DEMO_PLANS: { username: string; child: string; rateCode: string; from: string; discountBasisPoints?: number; discountReason?: string }[] = [
  { username: 'maria.garcia', child: 'Sofia', rateCode: 'preschool-full-time', from: '2024-09-03' },
  { username: 'james.okafor', child: 'Amara', rateCode: 'twos-full-time', from: '2025-01-06' },
  { username: 'wei.chen', child: 'Lily', rateCode: 'toddler-full-time', from: '2026-03-02' },
  { username: 'wei.chen', child: 'Ethan', rateCode: 'school-age-after', from: '2023-08-28' },
  { username: 'fatima.hassan', child: 'Yusuf', rateCode: 'preschool-full-time', from: '2023-01-09' },
  { username: 'emily.brooks', child: 'Noah', rateCode: 'preschool-part-time', from: '2024-08-19', discountBasisPoints: 500, discountReason: 'Staff family' },
]

const AGENCY = { name: 'Wake County Department of Social Services', county: 'Wake', email: 'childcare.subsidy@wake.example', phone: '(919) 555-0300' }
const AUTHORIZATION = {
  family: { username: 'fatima.hassan', child: 'Yusuf' },
  terms: { caseNumber: 'WAKE-2026-0418', startDate: '2026-07-01', endDate: '2027-06-30', agencyRateCents: 101_200, parentFeeCents: 18_500 },
}

/** The `count` months before the current one, oldest first (`YYYY-MM`). */
function pastMonths(today: string, count: number): string[] {
  const months: string[] = []
  const [year, month] = today.split('-').map(Number) as [number, number]
  for (let back = count; back >= 1; back--) {
    const index = year * 12 + (month - 1) - back
    months.push(periodText({ year: Math.floor(index / 12), month: (index % 12) + 1 }))
  }
  return months
}

/**
 * The demo's billing: the fee schedules, a plan for every demo child, the county agency and its
 * authorization for Yusuf, and three months of each family's account: the month's charges as the
 * tuition rules compute them, and payments (the Brooks family is a month behind). Every row is found by
 * a natural key, so a second run adds nothing. `req.user` is the admin who writes the entries.
 */
export async function seedBilling(payload: Payload, req: PayloadRequest, upsert: Upsert): Promise<string[]> {
  // The Spanish names on a request of its own in the same transaction: Payload keeps an operation's
  // locale on the request it is given (as the site content's seed does).
  const spanishReq = { ...req } as PayloadRequest
  for (const schedule of DEMO_FEE_SCHEDULES) {
    const saved = await upsert('fee-schedules', { effectiveFrom: { equals: schedule.effectiveFrom } }, { ...schedule, rates: schedule.rates.map((entry) => ({ ...entry })) }, { update: false })
    const { rates } = await payload.findByID({ collection: 'fee-schedules', id: saved.id, depth: 0, req, overrideAccess: true })
    await payload.update({
      collection: 'fee-schedules',
      id: saved.id,
      locale: 'es',
      fallbackLocale: false,
      data: { rates: rates.map((entry) => ({ ...entry, programme: PROGRAMMES_ES[entry.code] ?? entry.programme })) },
      req: spanishReq,
      overrideAccess: true,
    })
  }
  const agency = await upsert('subsidy-agencies', { name: { equals: AGENCY.name } }, AGENCY, { update: false })

  const childOf = async (username: string, firstName: string) => {
    const { docs: parents } = await payload.find({ collection: 'users', where: { username: { equals: username } }, limit: 1, depth: 0, req, overrideAccess: true })
    if (!parents[0]) return null
    const { docs: children } = await payload.find({ collection: 'children', where: { and: [{ parent: { equals: parents[0].id } }, { firstName: { equals: firstName } }] }, limit: 1, depth: 0, req, overrideAccess: true })
    return children[0] ? { familyId: parents[0].id, childId: children[0].id } : null
  }

  const billedFamilies = new Set<string>()
  for (const plan of DEMO_PLANS) {
    const child = await childOf(plan.username, plan.child)
    if (!child) continue
    const data = { child: child.childId, rateCode: plan.rateCode, from: plan.from, discountBasisPoints: plan.discountBasisPoints ?? 0, discountReason: plan.discountReason ?? null, chargeRegistrationFee: false }
    await upsert('billing-plans', { child: { equals: child.childId } }, data, { update: false })
    billedFamilies.add(child.familyId)
  }

  const subsidized = await childOf(AUTHORIZATION.family.username, AUTHORIZATION.family.child)
  if (subsidized) {
    const { terms } = AUTHORIZATION
    await upsert('subsidy-authorizations', { caseNumber: { equals: terms.caseNumber } }, { ...terms, child: subsidized.childId, agency: agency.id }, { update: false })
  }

  const months = pastMonths(centreToday(), 3)
  // The months' invoices as their runs issued them, on the 1st (`seedIssuedOn`, hooks/issueInvoice.ts).
  const history = { ...req, context: { ...req.context } } as PayloadRequest
  const brooks = (await childOf('emily.brooks', 'Noah'))?.familyId
  let invoices = 0
  let payments = 0
  for (const familyId of billedFamilies) {
    for (const [index, month] of months.entries()) {
      history.context.seedIssuedOn = `${month}-01`
      const invoice = await upsert('invoices', { and: [{ family: { equals: familyId } }, { period: { equals: month } }] }, { family: familyId, period: month }, { update: false }, history)
      invoices++
      const { totalCents } = await payload.findByID({ collection: 'invoices', id: invoice.id, depth: 0, req, overrideAccess: true, select: { totalCents: true } })
      // Paid on the 5th; the Brooks family has not paid the last month yet.
      if (!totalCents || totalCents <= 0 || (familyId === brooks && index === months.length - 1)) continue
      const paid = `Payment for ${month}`
      const method = index % 2 === 0 ? { method: 'check', reference: String(1040 + index) } : { method: 'bank-transfer', reference: `TRF-${month}` }
      await upsert('ledger-entries', { and: [{ family: { equals: familyId } }, { kind: { equals: 'payment' } }, { description: { equals: paid } }] }, { family: familyId, kind: 'payment', amountCents: -totalCents, postedOn: `${month}-05`, description: paid, invoice: invoice.id, ...method }, { update: false })
      payments++
    }
  }
  return [`${DEMO_FEE_SCHEDULES.length} fee schedules, ${DEMO_PLANS.length} billing plans, a subsidy agency and authorization, ${invoices} invoices and ${payments} payments over ${months.join(', ')}`]
}
