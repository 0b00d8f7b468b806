import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { APPLICATION_STATUSES } from '@/lib/constants'
import { CENTRE_MAIL_LOCALE } from '@/mail/mails'
import { accountOf, noticesSkipped, toCentre } from '@/mail/notices'
import { queueMail } from '@/mail/queue'
import { mailLocale } from '@/mail/text'
import type { Application } from '@/payload-types'
import { applicationStatusMail, newApplicationMail } from '../mail'
import { statusBefore } from './applicationPipeline'

/** afterChange: a new application is mailed to the centre, queued in the application's own transaction. */
export const announceNewApplication: CollectionAfterChangeHook<Application> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || noticesSkipped(req)) return doc
  await toCentre(req.payload, req, (to) => queueMail(req.payload, { to, content: newApplicationMail(doc, CENTRE_MAIL_LOCALE), replyTo: doc.email }, req))
  return doc
}

/** Stamps when the status last changed (kept with the application; the application events keep the whole history). */
export const stampStatusChange: CollectionBeforeChangeHook<Application> = ({ data, originalDoc, operation, req }) => {
  if (operation === 'create' || (data.status && data.status !== statusBefore(req, originalDoc))) data.statusChangedAt = new Date().toISOString()
  return data
}

/** afterChange: the applicant hears of a new status in their language, unless their account turned these off. */
export const announceStatusChange: CollectionAfterChangeHook<Application> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || noticesSkipped(req) || !doc.status || doc.status === statusBefore(req, previousDoc)) return doc
  const status = APPLICATION_STATUSES.find((entry) => entry.value === doc.status)
  if (!status || !doc.email) return doc
  const account = await accountOf(req.payload, req, doc.email)
  if (account?.notifications?.applicationUpdates === false) return doc
  // The applicant's account's language if they have one, else the language they applied in.
  const locale = mailLocale(account ? account.language : doc.language)
  const { email: centreEmail } = await req.payload
    .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
    .catch(() => ({ email: null }) as { email: string | null })
  await queueMail(req.payload, { to: doc.email, content: applicationStatusMail(doc, status.value, locale), replyTo: centreEmail }, req)
  return doc
}
