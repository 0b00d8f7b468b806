import type React from 'react'

import type { SiteSettings } from '@/server/content'
import { getGallery, getLatestNewsletter, getSiteSettings } from '@/server/content'
import type { PublicPagePath } from '../seo'
import { ApplyPage } from './ApplyPage'
import { ContactPage } from './ContactPage'
import { HomePage } from './HomePage'
import { ServicesPage } from './ServicesPage'
import { StaffPage } from './StaffPage'

export type SitePageParams = { page?: string[] }

type SitePage = {
  path: PublicPagePath
  metadata: (settings: SiteSettings) => { title: string; description: string }
  render: () => Promise<React.ReactNode>
}

/** The public pages by path (SPEC §2), each with its metadata and the CMS content it renders. */
export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    metadata: ({ name, hours }) => ({
      title: `${name} | Child Care in North Carolina`,
      description: `Licensed multicultural child care and early education for children from 6 weeks to 12 years, ${hours.days}, ${hours.open} - ${hours.close}. Healthy meals, transportation and state vouchers accepted.`,
    }),
    render: async () => {
      const [settings, newsletter] = await Promise.all([getSiteSettings(), getLatestNewsletter()])
      return <HomePage settings={settings} newsletter={newsletter} />
    },
  },
  {
    path: '/services',
    metadata: () => ({
      title: 'Our Services',
      description:
        'Infant and toddler care, preschool and a school-age program, with a meal program, transportation, evening care until 10:00 PM and state vouchers accepted.',
    }),
    render: async () => {
      const [settings, gallery] = await Promise.all([getSiteSettings(), getGallery('services')])
      return <ServicesPage settings={settings} gallery={gallery} />
    },
  },
  {
    path: '/staff',
    metadata: () => ({
      title: 'Our Staff',
      description:
        'Meet our qualified, caring and multilingual teachers: background-checked, CPR certified and each with a minimum of 2 years of experience.',
    }),
    render: async () => <StaffPage gallery={await getGallery('staff')} />,
  },
  {
    path: '/apply',
    metadata: ({ name }) => ({
      title: 'Apply for Enrollment',
      description: `Apply online for a place at ${name}. We contact every family within 24 hours to schedule a tour and discuss enrollment.`,
    }),
    render: async () => <ApplyPage />,
  },
  {
    path: '/contact',
    metadata: ({ name, phone }) => ({
      title: 'Contact Us',
      description: `${phone ? `Call ${phone}, send` : 'Send'} us a message or schedule a tour of ${name}. Open Monday to Friday, 6:30 AM to 10:00 PM.`,
    }),
    render: async () => <ContactPage settings={await getSiteSettings()} />,
  },
]

export function findSitePage({ page }: SitePageParams): SitePage | undefined {
  const path = `/${(page ?? []).join('/')}`
  return SITE_PAGES.find((candidate) => candidate.path === path)
}
