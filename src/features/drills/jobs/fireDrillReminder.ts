import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { centreToday } from '@/lib/dates'
import { transactionConnection } from '@/lib/transactionConnection'
import { mailCentre } from '@/mail/centre'
import { renderMail } from '@/mail/layout'
import { JOB_QUEUE, queueNotice } from '@/mail/queues'
import { mailDelivers } from '@/mail/settings'
import { mailLocale } from '@/mail/text'
import { fireDrillReminderMonth, lastDayOf } from '../drillRules'
import { fireDrillMissingMail } from '../mail'

/**
 * When the job looks: at 13:00 (the server's clock, UTC in production: 8 or 9 a.m. at the centre) on the
 * days a month's last week can begin (the 22nd of a 28-day February to the 25th of a 31-day month) and
 * after. Outside the month's last week, or once its fire drill is held, it does nothing.
 */
export const FIRE_DRILL_REMINDER_CRON = '0 13 22-31 * *'

const SYSTEM = { overrideAccess: true as const, depth: 0 }

/** The day before or after a calendar day, as the start of a UTC day: a read wide enough for the centre's time zone. */
const shifted = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString()

/**
 * Marks the month as told, in the database, unless it already is: Payload's key-value store
 * (`payload_kv`, a unique key per month) decides, in the transaction that queues the mails, so the
 * admins hear of a month once however many days, runs or servers look.
 */
async function claimMonth(payload: Payload, req: PayloadRequest, month: string): Promise<boolean> {
  const { db } = await transactionConnection(payload, req)
  const { rows } = await db.execute(
    sql`insert into payload_kv (key, data) values (${`drills:fire-drill-reminder:${month}`}, ${JSON.stringify({ remindedAt: new Date().toISOString() })}::jsonb) on conflict (key) do nothing returning id`,
  )
  return rows.length > 0
}

/**
 * On `today` (the centre's day), when its month's last REMINDER_DAYS days have begun without a fire
 * drill recorded: mails every admin with an email, in the admin's language, once for the month (the
 * claim and the mails are one transaction). Returns how many mails were queued now.
 */
export async function mailFireDrillReminder(payload: Payload, today: string = centreToday()): Promise<number> {
  if (!mailDelivers() || fireDrillReminderMonth([], today) === null) return 0
  const month = today.slice(0, 7)
  const endsOn = lastDayOf(month)
  const { docs: fireDrills } = await payload.find({
    collection: 'drills',
    where: { and: [{ kind: { equals: 'fire' } }, { heldAt: { greater_than_equal: shifted(`${month}-01`, -1) } }, { heldAt: { less_than: shifted(endsOn, 2) } }] },
    select: { kind: true, heldAt: true },
    pagination: false,
    ...SYSTEM,
  })
  if (fireDrillReminderMonth(fireDrills.map((drill) => ({ kind: drill.kind, day: centreToday(new Date(drill.heldAt)) })), today) === null) return 0
  const { docs: admins } = await payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { email: { exists: true } }] },
    select: { email: true, language: true },
    pagination: false,
    ...SYSTEM,
  })
  const recipients = new Map<string, ReturnType<typeof mailLocale>>()
  for (const admin of admins) {
    const address = typeof admin.email === 'string' ? admin.email.trim().toLowerCase() : ''
    if (address) recipients.set(address, mailLocale(admin.language))
  }
  if (recipients.size === 0) {
    payload.logger.warn(`No fire drill is recorded for ${month}, and no admin has an email address to be told.`)
    return 0
  }
  const centre = await mailCentre(payload)
  const req = await createLocalReq({}, payload)
  const began = await initTransaction(req)
  try {
    let queued = 0
    if (await claimMonth(payload, req, month)) {
      for (const [to, locale] of recipients) {
        const { subject, html, text } = renderMail(fireDrillMissingMail({ month, endsOn }, locale), centre)
        await queueNotice(payload, { to, subject, text, html }, req, JOB_QUEUE)
        queued++
      }
    }
    if (began) await commitTransaction(req)
    return queued
  } catch (error) {
    if (began) await killTransaction(req).catch(() => undefined)
    throw error
  }
}

/**
 * The `fireDrillReminder` task, for Payload to schedule from its own `schedule` (as the forgotten
 * check-outs' and the billing run's are), declared in the feature's descriptor (feature.ts `jobs`); a task's
 * slug is a value of the job tables' enum (`enum_payload_jobs_task_slug`), which only a migration adds
 * (docs/spec.md §15, "Drills").
 */
export const fireDrillReminderTask: TaskConfig<'fireDrillReminder'> = {
  slug: 'fireDrillReminder',
  label: 'Tell the admins of a month ending without its fire drill',
  schedule: [{ cron: FIRE_DRILL_REMINDER_CRON, queue: JOB_QUEUE }],
  outputSchema: [{ name: 'told', type: 'number', required: true }],
  retries: 2,
  handler: async ({ req }) => ({ output: { told: await mailFireDrillReminder(req.payload) } }),
}
