import { getTranslations } from 'next-intl/server'
import type React from 'react'

import type { PublicPagePath } from '@/i18n/pageRoutes'
import type { Locale } from '@/i18n/routing'
import { inSentence } from '@/i18n/sentence'

import type { SiteSettings } from '@/server/content'
import { getSiteSettings } from '@/server/content'
import { getGallery, getLatestNewsletter } from '../../../service'
import { ApplyPage } from './ApplyPage'
import { ContactPage } from './ContactPage'
import { HomePage } from './HomePage'
import { ServicesPage } from './ServicesPage'
import { StaffPage } from './StaffPage'

export type SitePageParams = { locale: string; page?: string[] }

type PageMetadataValues = Record<string, string>

type SitePage = {
  path: PublicPagePath
  /** The page's title and description in the catalogue (site.pages.<key>), and the values they name. */
  key: 'home' | 'services' | 'staff' | 'apply' | 'contact'
  values?: (settings: SiteSettings) => PageMetadataValues
  /** The page in `locale`, with the CMS content in that language (English where it has none). */
  render: (locale: Locale) => Promise<React.ReactNode>
}

/** The public pages by path (SPEC §2), each with its metadata and the CMS content it renders. */
export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    key: 'home',
    values: ({ name, hours }) => ({ name, days: inSentence(hours.days.text, hours.days.lang), hours: hours.shown.range }),
    render: async (locale) => {
      const [settings, newsletter] = await Promise.all([getSiteSettings(locale), getLatestNewsletter(locale)])
      return <HomePage settings={settings} newsletter={newsletter} />
    },
  },
  {
    path: '/services',
    key: 'services',
    render: async (locale) => {
      const [settings, gallery] = await Promise.all([getSiteSettings(locale), getGallery(locale, 'services')])
      return <ServicesPage settings={settings} gallery={gallery} />
    },
  },
  {
    path: '/staff',
    key: 'staff',
    render: async (locale) => <StaffPage gallery={await getGallery(locale, 'staff')} />,
  },
  {
    path: '/apply',
    key: 'apply',
    values: ({ name }) => ({ name }),
    render: async () => <ApplyPage />,
  },
  {
    path: '/contact',
    key: 'contact',
    values: ({ name, phone }) => ({ name, phone: phone ?? '', hasPhone: phone ? 'yes' : 'no' }),
    render: async (locale) => <ContactPage settings={await getSiteSettings(locale)} />,
  },
]

/** The page's title and description in `locale`, from the catalogue and the CMS's site settings. */
export async function sitePageMetadata(page: SitePage, locale: Locale, settings: SiteSettings): Promise<{ title: string; description: string }> {
  const t = await getTranslations({ locale, namespace: 'site.pages' })
  const values = page.values?.(settings) ?? {}
  return { title: t(`${page.key}.title`, values), description: t(`${page.key}.description`, values) }
}

export function findSitePage({ page }: Pick<SitePageParams, 'page'>): SitePage | undefined {
  const path = `/${(page ?? []).join('/')}`
  return SITE_PAGES.find((candidate) => candidate.path === path)
}
