import type { Payload, PayloadRequest } from 'payload'

import { siteSettingsWithDefaults, type StoredSiteSettings } from '@/lib/siteSettings'
import type { MailCentre } from './layout'
import { defaultNotifyAddress } from './settings'

/**
 * The centre as its mails sign off (name, address, phone from the site settings) and the address that
 * hears of new applications and messages: the settings' notification address, else CENTRE_NOTIFY_EMAIL.
 * Read by the system (the notification address is not public: its field is staff-only).
 */
export async function mailCentre(payload: Payload, req?: PayloadRequest): Promise<MailCentre & { notifyAddress: string | null }> {
  const stored = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, ...(req ? { req } : {}) }).catch(() => null)) as
    | (StoredSiteSettings & { notificationEmail?: unknown })
    | null
  const settings = siteSettingsWithDefaults(stored)
  const configured = typeof stored?.notificationEmail === 'string' ? stored.notificationEmail.trim() : ''
  return { name: settings.name, address: settings.address, phone: settings.phone, notifyAddress: configured || defaultNotifyAddress() }
}
