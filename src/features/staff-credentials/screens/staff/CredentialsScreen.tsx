'use client'

import { useTranslations } from 'next-intl'

import { AdminOnlyScreen, type AdminOnlyWords } from '@/components/staff/shared/AdminOnlyScreen'
import { ExpiringList } from './ExpiringList'
import { StaffCredentials } from './StaffCredentials'

const CREDENTIALS_PATH = '/staff/credentials'

/** /staff/credentials: the staff's certifications, for admins only (AdminOnlyScreen: anyone else is sent to /login; docs/spec.md §15). */
export function CredentialsScreen() {
  const t = useTranslations('staff.credentials')
  const words = Object.fromEntries((['title', 'welcome', 'sessionCheckFailed', 'tryAgain', 'checkingSession', 'adminDashboard', 'logout'] as const).map((key) => [key, t(key)])) as AdminOnlyWords
  return (
    <AdminOnlyScreen path={CREDENTIALS_PATH} words={words}>
      <div className="flex flex-col gap-8">
        <ExpiringList />
        <StaffCredentials />
      </div>
    </AdminOnlyScreen>
  )
}
