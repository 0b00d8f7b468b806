'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { AdminOnlyScreen, type AdminOnlyWords } from '@/components/staff/shared/AdminOnlyScreen'
import { AnyChild } from './AnyChild'
import { ChildHealthRecord, type OpenedChild } from './ChildHealthRecord'
import { DueList } from './DueList'
import { ReportForm } from './ReportForm'
import { ReviewList } from './ReviewList'

const HEALTH_PATH = '/staff/health'

/** /staff/health: the director's health records, for admins only (AdminOnlyScreen: anyone else is sent to /login; docs/spec.md §15). */
export function HealthScreen() {
  const t = useTranslations('staff.health')
  const words = Object.fromEntries((['title', 'welcome', 'sessionCheckFailed', 'tryAgain', 'checkingSession', 'adminDashboard', 'logout'] as const).map((key) => [key, t(key)])) as AdminOnlyWords
  return (
    <AdminOnlyScreen path={HEALTH_PATH} words={words}>
      <HealthSections />
    </AdminOnlyScreen>
  )
}

/** The children due or overdue, the care plans due for review, any child's record, the opened record under them, then the annual report. */
function HealthSections() {
  const [child, setChild] = useState<OpenedChild | null>(null)
  const close = useCallback(() => {
    const closed = child
    setChild(null)
    // Back where the director opened it: the child's button, or the picker.
    requestAnimationFrame(() => (document.getElementById(closed ? `open-health-${closed.id}` : '') ?? document.getElementById('health-any-child'))?.focus())
  }, [child])
  return (
    <div className="flex flex-col gap-8">
      <DueList opened={child?.id ?? null} onOpen={setChild} />
      <ReviewList onOpen={setChild} />
      <AnyChild onOpen={setChild} />
      {child && <ChildHealthRecord key={child.id} child={child} onClose={close} />}
      <ReportForm />
    </div>
  )
}
