import type { Payload, TaskConfig, TypedUser } from 'payload'

import { isUniqueViolation } from '@/lib/databaseErrors'
import { centreToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import { JOB_QUEUE } from '@/mail/queues'
import { prepareFamilies } from '../hooks/issueInvoice'
import type { BillingRunRecord } from '../record'
import { dayText, parsePeriod, periodDays } from '../tuition'

/** The run itself, with an admin's rights (asUser) or the server's own (the scheduled run, below). */
export async function issueInvoices(payload: Payload, rights: { user?: TypedUser | null; overrideAccess: boolean; depth: number }, period: string): Promise<BillingRunRecord> {
  const month = parsePeriod(period)!
  const { first, last } = periodDays(month)
  const { docs: plans } = await payload.find({
    collection: 'billing-plans',
    where: { and: [{ from: { less_than_equal: `${dayText(last)}T23:59:59.999Z` } }, { or: [{ to: { exists: false } }, { to: { greater_than_equal: dayText(first) } }] }] },
    select: { family: true },
    pagination: false,
    ...rights,
  })
  const families = [...new Set(plans.map((plan) => relationId(plan.family)).filter((id): id is string => id !== null))]
  const { docs: existing } = await payload.find({ collection: 'invoices', where: { period: { equals: period } }, select: { family: true }, pagination: false, ...rights })
  const invoiced = new Set(existing.map((doc) => relationId(doc.family)))
  const issued: BillingRunRecord['issued'] = []
  let alreadyInvoiced = invoiced.size
  const billingRunFamilies = await prepareFamilies(payload, families.filter((family) => !invoiced.has(family)), month)
  for (const family of families) {
    if (invoiced.has(family)) continue
    try {
      const doc = await payload.create({ collection: 'invoices', data: { family, period } as never, context: { billingRunFamilies }, ...rights })
      issued.push({ id: doc.id, number: doc.number ?? 0, familyId: family, totalCents: doc.totalCents ?? 0 })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      alreadyInvoiced++
    }
  }
  return { period, issued, alreadyInvoiced }
}

/**
 * When the scheduled billing run looks: every morning at 6 (the server's clock). On the month's first
 * day it issues the month's invoices; on the days after, only those still missing (a family whose plan
 * started since, a run the server missed): a family is invoiced once per month however often it runs.
 */
export const BILLING_RUN_CRON = '0 6 * * *'

/** The current month's invoices, issued by the server itself (no person's session). */
export async function runScheduledBilling(payload: Payload, today: string = centreToday()) {
  return issueInvoices(payload, { overrideAccess: true, depth: 0 }, today.slice(0, 7))
}

/**
 * The `billingRun` task, scheduled by Payload every morning (`schedule`: whichever runner handles the
 * schedules queues it, one at a time; declared in feature.ts, run by src/jobs). Idempotent (one invoice per family and month,
 * decided by the database), so two runners or a retry never bill twice.
 */
export const billingRunTask: TaskConfig<'billingRun'> = {
  slug: 'billingRun',
  label: 'Issue the month’s invoices',
  schedule: [{ cron: BILLING_RUN_CRON, queue: JOB_QUEUE }],
  outputSchema: [{ name: 'issued', type: 'number', required: true }],
  retries: 2,
  handler: async ({ req }) => ({ output: { issued: (await runScheduledBilling(req.payload)).issued.length } }),
}
