'use client'

import type React from 'react'

import type { SessionUser } from '@/components/session/session'
import { Overview, type OverviewCount } from './Overview'
import { StaffLoading, StaffScreen } from './StaffScreen'
import { StaffTabs, type StaffTab } from './StaffTabs'

/** Both admin screens' h1. */
export const ADMIN_TITLE = 'Admin Dashboard'

/**
 * An admin screen once the session is known: the header greeting the admin, then an Overview tab of
 * `counts` before `tabs`. Anyone who is not (yet) an admin sees the loading text.
 */
export function AdminFrame({
  user,
  actions,
  sectionsLabel,
  counts,
  tabs,
}: {
  user: SessionUser | null | undefined
  actions: React.ReactNode
  sectionsLabel: string
  counts: OverviewCount[]
  tabs: StaffTab[]
}) {
  if (!user || user.role !== 'admin') return <StaffLoading title={ADMIN_TITLE} text="Loading admin dashboard..." />
  return (
    <StaffScreen title={ADMIN_TITLE} welcome={`Welcome, ${user.firstName || user.username}`} actions={actions}>
      <StaffTabs label={sectionsLabel} tabs={[{ value: 'overview', label: 'Overview', content: <Overview counts={counts} /> }, ...tabs]} />
    </StaffScreen>
  )
}
