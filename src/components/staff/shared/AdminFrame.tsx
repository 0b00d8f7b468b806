'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'

import type { SessionUser } from '@/components/session/session'
import { Overview, type OverviewCount } from './Overview'
import type { AdminTabProps, AdminTabSection } from './sections'
import { StaffLoading, StaffScreen } from './StaffScreen'
import { StaffTabs, type StaffTab } from './StaffTabs'

/** Both admin screens' h1, in English (the catalogue's `staff.shared.adminFrame.title`). */
export const ADMIN_TITLE = 'Admin Dashboard'

/** A section of an admin screen; with `count`, the Overview shows how many records its list holds. */
export type AdminTab = StaffTab & { count?: OverviewCount }

/** The features' tabs of an admin screen as its frame shows them: labels and counts in the screen's catalogue (`say`), each content handed `props`. */
export function adminTabs<Text extends string>(sections: readonly AdminTabSection<Text>[], say: (key: Text) => string, props: AdminTabProps): AdminTab[] {
  return sections.map(({ value, label, Label, count, Content }) => ({
    value,
    label: Label ? <Label /> : say(label!),
    content: <Content {...props} />,
    count: count && { label: say(count.label), list: count.list },
  }))
}

/**
 * An admin screen once the session is known: the header greeting the admin, then an Overview tab (the
 * tabs' counts, in tab order) before `tabs`. Anyone who is not (yet) an admin sees the loading text.
 */
export function AdminFrame({
  user,
  actions,
  sectionsLabel,
  tabs,
  notice,
  languageSwitcher,
}: {
  user: SessionUser | null | undefined
  actions: React.ReactNode
  sectionsLabel: string
  tabs: AdminTab[]
  /** Shown above the sections (the dashboard's over-ratio alert). */
  notice?: React.ReactNode
  /** Show the language switcher in the header. */
  languageSwitcher?: boolean
}) {
  const t = useTranslations('staff.shared.adminFrame')
  if (!user || user.role !== 'admin') return <StaffLoading title={t('title')} text={t('loading')} languageSwitcher={languageSwitcher} />
  const counts = tabs.flatMap(({ count }) => (count ? [count] : []))
  return (
    <StaffScreen title={t('title')} welcome={t('welcome', { name: user.firstName || user.username })} actions={actions} languageSwitcher={languageSwitcher}>
      {notice}
      <StaffTabs label={sectionsLabel} tabs={[{ value: 'overview', label: t('overview'), content: <Overview counts={counts} /> }, ...tabs]} />
    </StaffScreen>
  )
}
