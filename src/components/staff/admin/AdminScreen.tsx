'use client'

import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { AdminFrame, adminTabs } from '../shared/AdminFrame'
import type { AdminScreenSections, AdminText } from '../shared/sections'
import { StaffAreaLinks } from '../shared/StaffAreaLinks'
import { SessionCheckFailed, useAdminGate } from '../shared/useAdminGate'

/**
 * /admin: the admin's management screen. Who may see it is decided by the session (`sessionCoreEndpoints.currentUser`);
 * anyone else goes to /login, and every list and creation is checked again by the server.
 * `mailReady`: whether a parent may be invited by email (read by the page on the server). The tabs and the
 * staff areas are the features' (`sections`, composed by src/registry/screens/staff.tsx): parents, children,
 * curriculum, videos, photos, messages.
 */
export function AdminScreen({ mailReady, sections }: { mailReady: boolean; sections: AdminScreenSections<AdminText> }) {
  const t = useTranslations('staff.admin')
  const { user, logout, checkFailed, retry } = useAdminGate('/admin')

  if (checkFailed) return <SessionCheckFailed title={t('title')} message={t('sessionCheckFailed')} retryLabel={t('tryAgain')} onRetry={retry} />
  const tabs = adminTabs(sections.tabs, (key) => t(key), { mailReady })
  return (
    <AdminFrame
      user={user}
      sectionsLabel={t('sectionsLabel')}
      tabs={tabs}
      notice={sections.notices.map(({ id, Notice }) => (
        <Notice key={id} />
      ))}
      languageSwitcher
      actions={
        <>
          <Button asChild variant="outline">
            <Link href="/">{t('mainSite')}</Link>
          </Button>
          <StaffAreaLinks areas={sections.staffAreas} label={(area) => t(area)} />
          <Button onClick={() => void logout()}>{t('logout')}</Button>
        </>
      }
    />
  )
}
