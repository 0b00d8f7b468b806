'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { useCurrentUser } from '@/components/session/session'
import { Button } from '@/components/ui/button'
import { useRouter } from '@/i18n/navigation'
import { loginPathReturningTo } from '@/lib/redirects'
import { StaffScreenMessage } from '@/components/staff/shared/StaffHeader'
import { AdminDbDashboard } from './AdminDbDashboard'

const ADMIN_DB_PATH = '/admin-db'

/**
 * /admin-db needs an admin session (ARCHITECTURE "The seed's unsafe screens, made safe"): anyone else
 * is sent to /login, back here afterwards. The lists' own access rules are the server's.
 */
export function AdminDbScreen() {
  const t = useTranslations('staff.db')
  const { user, error, mutate } = useCurrentUser()
  const router = useRouter()
  const isAdmin = user?.role === 'admin'
  const turnedAway = user === null || (user !== undefined && !isAdmin)

  useEffect(() => {
    if (turnedAway) router.replace(loginPathReturningTo(ADMIN_DB_PATH))
  }, [turnedAway, router])

  if (isAdmin) return <AdminDbDashboard />
  return (
    <StaffScreenMessage title={t('title')} languageSwitcher>
      {error && user === undefined ? (
        <div role="alert" className="flex flex-col items-center gap-3">
          <p className="text-lg text-ink">{t('sessionCheckFailed')}</p>
          <Button variant="outline" onClick={() => void mutate()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-lg text-ink-soft">
          {turnedAway ? t('redirecting') : t('loading')}
        </p>
      )}
    </StaffScreenMessage>
  )
}
