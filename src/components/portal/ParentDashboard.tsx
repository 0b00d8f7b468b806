'use client'

import { useTranslations } from 'next-intl'

import { ParentScreen } from './ParentScreen'
import type { PortalSection } from './sections'

const DASHBOARD_PATH = '/parent-dashboard'

/**
 * /parent-dashboard (SPEC §2): the welcome, then the sections the features add, in the registry's order
 * (src/registry/screens/parentDashboard.tsx: the family's children with their overview, activities,
 * videos and photos; the bill; today at the centre; messages; consents; health records; who opened the
 * records; the email notices).
 */
export function ParentDashboard({ phone, sections }: { phone: string | null; sections: readonly PortalSection[] }) {
  const t = useTranslations('portal.dashboard')
  return (
    <ParentScreen path={DASHBOARD_PATH}>
      {(user) => (
        <>
          <h1 className="text-3xl font-bold text-ink [overflow-wrap:anywhere]">{t('welcome', { name: user.firstName || user.username })}</h1>
          <p className="mt-2 text-lg text-ink-soft">{t('intro')}</p>
          {sections.map(({ id, Section }) => (
            <Section key={id} user={user} phone={phone} />
          ))}
        </>
      )}
    </ParentScreen>
  )
}
