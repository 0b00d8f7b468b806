'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { FloorScreen } from '@/components/staff/operations/useFloorStaff'
import { AnyChild } from './AnyChild'
import { ChildHealthRecord } from './ChildHealthRecord'
import { DueList } from './DueList'
import type { OpenedChild } from './openedChild'
import { ReportForm } from './ReportForm'
import { ReviewList } from './ReviewList'
import { TodayList } from './TodayList'

/**
 * /staff/health (docs/spec.md §15), for the floor staff (FloorScreen: anyone else is sent to /login):
 * teachers see their rooms' children's allergies, care plans and medicines of the day, with the dose
 * form; admins see every room's, then the director's lists and records. The server decides what each reads.
 */
export function HealthScreen() {
  const t = useTranslations('staff.health')
  return (
    <FloorScreen screen="health" title={t('title')} links={['attendance', 'ratios']}>
      {(user) => (
        <div className="flex flex-col gap-8">
          <TodayList />
          {user.role === 'admin' && <DirectorSections />}
        </div>
      )}
    </FloorScreen>
  )
}

/** The children due or overdue, the care plans due for review, any child's record, the opened record under them, then the annual report. */
function DirectorSections() {
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
