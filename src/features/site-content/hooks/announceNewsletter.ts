import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { lockedRow } from '@/collections/shared/lockedRow'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import { mailCentre } from '@/mail/centre'
import { noticesSkipped } from '@/mail/notices'
import { queueMail } from '@/mail/queue'
import { mailLocale } from '@/mail/text'
import type { Newsletter } from '@/payload-types'
import { newsletterMail } from '../mail'

/**
 * Marks a newsletter's first publication (a later re-publish is not announced again). Two editors
 * publishing the same draft at the same moment take turns on its row (lockedRow): the second finds it
 * announced, so the parents are mailed once.
 */
export const markFirstPublication: CollectionBeforeChangeHook<Newsletter> = async ({ data, operation, originalDoc, req }) => {
  if (data._status !== 'published' || originalDoc?._status === 'published' || originalDoc?.announcedAt || data.announcedAt) return data
  const current = operation === 'update' && originalDoc?.id ? await lockedRow<Newsletter>(req, 'newsletters', originalDoc.id) : null
  if (current?.announcedAt) {
    // Announced meanwhile: kept as it is, not written over by the draft this change was read from.
    data.announcedAt = current.announcedAt
    return data
  }
  data.announcedAt = new Date().toISOString()
  req.context.announceNewsletter = true
  return data
}

export const announceNewsletter: CollectionAfterChangeHook<Newsletter> = async ({ doc, req }) => {
  if (!req.context.announceNewsletter || noticesSkipped(req)) return doc
  req.context.announceNewsletter = false
  const { docs: parents } = await req.payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'parent' } }, { email: { exists: true } }, { or: [{ 'notifications.newsletters': { equals: true } }, { 'notifications.newsletters': { exists: false } }] }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const centre = await mailCentre(req.payload, req)
  // The title in each parent's language, falling back to English where it has none yet.
  const titles = new Map<Locale, string>()
  const titleIn = async (locale: Locale) => {
    if (!titles.has(locale)) {
      const read = await req.payload.findByID({ collection: 'newsletters', id: doc.id, locale, fallbackLocale: DEFAULT_LOCALE, select: { title: true }, depth: 0, overrideAccess: true, req })
      titles.set(locale, read.title || doc.title)
    }
    return titles.get(locale)!
  }
  for (const parent of parents) {
    const locale = mailLocale(parent.language)
    if (parent.email) await queueMail(req.payload, { to: parent.email, content: newsletterMail(parent, await titleIn(locale), centre.name, locale) }, req)
  }
  return doc
}
