'use client'

import type React from 'react'

import { Button } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { StaffLoading, StaffScreen } from './StaffScreen'
import { SessionCheckFailed, useAdminGate } from './useAdminGate'

/** A screen's own words for its frame (its catalogue namespace's keys of the same names). */
export type AdminOnlyWords = { title: string; welcome: string; sessionCheckFailed: string; tryAgain: string; checkingSession: string; adminDashboard: string; logout: string }

/**
 * A director's screen for admins only (/staff/billing, /staff/health): anyone else (or nobody) is sent to
 * /login, which brings an admin back to `path`; teachers and editors never see it linked. The header links
 * back to /admin and logs out. The client only hides the screen: every call is checked again by the server.
 */
export function AdminOnlyScreen({ path, words, children }: { path: string; words: AdminOnlyWords; children: React.ReactNode }) {
  const { user, logout, checkFailed, retry } = useAdminGate(path)
  if (checkFailed) return <SessionCheckFailed title={words.title} message={words.sessionCheckFailed} retryLabel={words.tryAgain} onRetry={retry} />
  if (!user || user.role !== 'admin') return <StaffLoading title={words.title} text={words.checkingSession} languageSwitcher />
  return (
    <StaffScreen
      title={words.title}
      welcome={words.welcome}
      languageSwitcher
      actions={
        <>
          <Button asChild variant="outline">
            <Link href="/admin">{words.adminDashboard}</Link>
          </Button>
          <Button onClick={() => void logout()}>{words.logout}</Button>
        </>
      }
    >
      {children}
    </StaffScreen>
  )
}
