'use client'

import { useTranslations } from 'next-intl'
import { useRef } from 'react'

import { useEndSession } from '@/components/session/session'
import { toast } from '@/components/ui/use-toast'
import { useRouter } from '@/i18n/navigation'

/**
 * Logout for a staff screen: ends the session (and forgets every cached list), then goes to `destination`
 * (in the page's language), also when the logout call failed. `leaving` tells the screen's gate not to
 * redirect meanwhile. SPEC §8's texts: 'Logged out' / 'Logout Failed'.
 */
export function useStaffLogout(destination: string) {
  const router = useRouter()
  const endSession = useEndSession()
  const leaving = useRef(false)
  const t = useTranslations('staff.shared.logout')
  const logout = async () => {
    leaving.current = true
    const { ok } = await endSession()
    toast(
      ok
        ? { title: t('loggedOut'), description: t('loggedOutDescription') }
        : { title: t('failed'), description: t('failedDescription'), variant: 'destructive' as const },
    )
    router.push(destination)
  }
  return { logout, leaving }
}
