/**
 * The site settings as the pages use them, whatever the CMS holds. A fresh install has no settings
 * document at all (nothing is seeded in production), and an editor may leave a field blank: the centre's
 * name and hours then come from the specification (docs/spec.md §1, §9), and a missing address, phone or email
 * is `null`, so no page draws an empty line or a `tel:`/`mailto:` link to nowhere.
 */
import { CENTRE } from './constants'

/** The centre's name when the CMS has none (also the build-time metadata's, see components/site/seo). */
export const DEFAULT_CENTRE_NAME = 'Multicultural Child Care Centre'

export type SiteHours = { days: string; open: string; close: string; firstShift: string; secondShift: string }

export type SiteSettings = {
  name: string
  address: string | null
  phone: string | null
  email: string | null
  hours: SiteHours
  socialLinks: { platform: string; url: string }[]
}

export const DEFAULT_HOURS: SiteHours = {
  days: CENTRE.hours.days,
  open: CENTRE.hours.open,
  close: CENTRE.hours.close,
  firstShift: CENTRE.firstShift,
  secondShift: CENTRE.secondShift,
}

/** What the CMS may hand back: any field missing, null or blank (an empty global is `{}`). */
export type StoredSiteSettings = {
  name?: unknown
  address?: unknown
  phone?: unknown
  email?: unknown
  hours?: Partial<Record<keyof SiteHours, unknown>> | null
  socialLinks?: unknown
} | null | undefined

/** A non-blank string, trimmed; anything else is null. */
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/** The settings with the specification's defaults in every blank place. */
export function siteSettingsWithDefaults(stored: StoredSiteSettings): SiteSettings {
  const hours = stored?.hours ?? {}
  const links = Array.isArray(stored?.socialLinks) ? (stored.socialLinks as { platform?: unknown; url?: unknown }[]) : []
  return {
    name: text(stored?.name) ?? DEFAULT_CENTRE_NAME,
    address: text(stored?.address),
    phone: text(stored?.phone),
    email: text(stored?.email),
    hours: {
      days: text(hours.days) ?? DEFAULT_HOURS.days,
      open: text(hours.open) ?? DEFAULT_HOURS.open,
      close: text(hours.close) ?? DEFAULT_HOURS.close,
      firstShift: text(hours.firstShift) ?? DEFAULT_HOURS.firstShift,
      secondShift: text(hours.secondShift) ?? DEFAULT_HOURS.secondShift,
    },
    socialLinks: links.flatMap((link) => {
      const platform = text(link?.platform)
      const url = text(link?.url)
      return platform && url ? [{ platform, url }] : []
    }),
  }
}
