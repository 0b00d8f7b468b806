import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { centreToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import { transactionConnection } from '@/lib/transactionConnection'
import { mailCentre } from '@/mail/centre'
import { renderMail } from '@/mail/layout'
import { mailDelivers } from '@/mail/settings'
import { JOB_QUEUE, queueNotice } from '@/mail/queues'
import { mailLocale } from '@/mail/text'
import { forgottenCheckOutMail } from '../mail'

/**
 * When the job looks for forgotten check-outs: every hour, on the hour (the server's clock). A stay still
 * open once the centre's calendar day is over (CENTRE_TIME_ZONE's midnight) is found by the first run
 * after it, so the admins have the mail in the morning, before the day's first check-in.
 */
export const FORGOTTEN_CHECK_OUTS_CRON = '0 * * * *'

const SYSTEM = { overrideAccess: true as const, depth: 0 }

/**
 * Marks the stay as told, in the database, unless it already is (or was closed meanwhile): under READ
 * COMMITTED a second run claiming the same stay waits for the first one's transaction and then finds it
 * claimed, so each forgotten stay is mailed once, however many runs or servers look at the same time.
 */
async function claimStay(payload: Payload, req: PayloadRequest, stayId: string): Promise<boolean> {
  const { db } = await transactionConnection(payload, req)
  const { rows } = await db.execute(
    sql`update attendance set forgotten_notice_at = now() where id = ${stayId} and forgotten_notice_at is null and checked_out_at is null returning id`,
  )
  return rows.length > 0
}

/**
 * Mails every admin with an email, in the admin's language, once about each stay left open past the
 * centre's midnight (a check-out forgotten overnight); the claim and the mails are one transaction, so a
 * stay is marked told only if its mails are queued. Returns how many stays were told of now.
 */
export async function mailForgottenCheckOuts(payload: Payload): Promise<number> {
  if (!mailDelivers()) return 0
  const today = centreToday()
  const { docs: stays } = await payload.find({
    collection: 'attendance',
    where: { and: [{ checkedOutAt: { exists: false } }, { date: { less_than: today } }, { forgottenNoticeAt: { exists: false } }] },
    select: { child: true, classroom: true, checkedInAt: true },
    sort: 'checkedInAt',
    pagination: false,
    ...SYSTEM,
  })
  if (stays.length === 0) return 0
  const [admins, children, rooms, centre] = await Promise.all([
    payload.find({ collection: 'users', where: { and: [{ role: { equals: 'admin' } }, { email: { exists: true } }] }, select: { email: true, language: true }, pagination: false, ...SYSTEM }),
    payload.find({ collection: 'children', where: { id: { in: stays.map((stay) => relationId(stay.child)) } }, select: { firstName: true, lastName: true }, pagination: false, ...SYSTEM }),
    payload.find({ collection: 'classrooms', select: { name: true }, pagination: false, ...SYSTEM }),
    mailCentre(payload),
  ])
  const recipients = new Map<string, ReturnType<typeof mailLocale>>()
  for (const admin of admins.docs) {
    const address = typeof admin.email === 'string' ? admin.email.trim().toLowerCase() : ''
    if (address) recipients.set(address, mailLocale(admin.language))
  }
  if (recipients.size === 0) {
    payload.logger.warn(`${stays.length} check-out(s) were forgotten overnight, and no admin has an email address to be told.`)
    return 0
  }
  let told = 0
  for (const stay of stays) {
    const child = children.docs.find((candidate) => candidate.id === relationId(stay.child))
    const room = rooms.docs.find((candidate) => candidate.id === relationId(stay.classroom))
    const facts = { child: child ? `${child.firstName} ${child.lastName}` : '—', room: room?.name ?? '—', checkedInAt: new Date(stay.checkedInAt ?? Date.now()) }
    const req = await createLocalReq({}, payload)
    const began = await initTransaction(req)
    try {
      if (await claimStay(payload, req, stay.id)) {
        for (const [to, locale] of recipients) {
          const { subject, html, text } = renderMail(forgottenCheckOutMail(facts, locale), centre)
          await queueNotice(payload, { to, subject, text, html }, req, JOB_QUEUE)
        }
        told++
      }
      if (began) await commitTransaction(req)
    } catch (error) {
      if (began) await killTransaction(req).catch(() => undefined)
      throw error
    }
  }
  return told
}

/**
 * The `forgottenCheckOuts` task, scheduled by Payload every hour (`schedule`: whichever runner handles
 * the schedules queues it, one at a time; declared in feature.ts, run by src/jobs): it mails the admins about check-outs
 * forgotten overnight, once per stay (decided in the database, so two runs or two servers never mail twice).
 */
export const forgottenCheckOutsTask: TaskConfig<'forgottenCheckOuts'> = {
  slug: 'forgottenCheckOuts',
  label: 'Tell the admins of forgotten check-outs',
  schedule: [{ cron: FORGOTTEN_CHECK_OUTS_CRON, queue: JOB_QUEUE }],
  outputSchema: [{ name: 'told', type: 'number', required: true }],
  retries: 2,
  handler: async ({ req }) => ({ output: { told: await mailForgottenCheckOuts(req.payload) } }),
}
