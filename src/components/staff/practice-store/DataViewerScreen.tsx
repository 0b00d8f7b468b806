'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'

import { Button } from '@/components/ui/button'
import { DATA_VIEWER_ACTIVITY_LIMIT } from '@/lib/constants'
import { downloadRecords } from './exportRecords'
import { LoadingRecords } from './LoadingRecords'
import { ChildList, DailyActivityList, MilestoneList, ParentList } from './RecordLists'
import { useScratchRecords } from './store'

function ListSection({ id, heading, note, children }: { id: string; heading: string; note?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      {note && <p className="text-ink-soft">{note}</p>}
      {children}
    </section>
  )
}

/** SPEC §2 Data viewer: counts, full lists (the first 10 daily activities) and the JSON export. */
export function DataViewerScreen() {
  const t = useTranslations('staff.practice')
  const records = useScratchRecords()
  if (!records) return <LoadingRecords />
  const { parents, children, dailyActivities, milestones } = records
  const counts = [
    [t('headings.parents'), parents.length],
    [t('headings.children'), children.length],
    [t('headings.dailyActivities'), dailyActivities.length],
    [t('headings.milestones'), milestones.length],
  ] as const
  const hiddenActivities = dailyActivities.length - DATA_VIEWER_ACTIVITY_LIMIT
  return (
    <>
      <section aria-labelledby="data-counts" className="flex flex-col gap-4">
        <h2 id="data-counts" className="sr-only">
          {t('dataViewer.recordCounts')}
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {counts.map(([label, count]) => (
            <div key={label} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
              <dd className="mt-1 text-3xl font-extrabold text-ink">{count}</dd>
            </div>
          ))}
        </dl>
        <Button className="self-start" onClick={() => downloadRecords(records)}>
          {t('dataViewer.export')}
        </Button>
      </section>
      <ListSection id="data-parents" heading={t('headings.parents')}>
        <ParentList parents={parents} />
      </ListSection>
      <ListSection id="data-children" heading={t('headings.children')}>
        <ChildList childRecords={children} />
      </ListSection>
      <ListSection
        id="data-activities"
        heading={t('headings.dailyActivities')}
        note={
          hiddenActivities > 0
            ? t('dataViewer.note', { limit: String(DATA_VIEWER_ACTIVITY_LIMIT), total: String(dailyActivities.length) })
            : undefined
        }
      >
        <DailyActivityList dailyActivities={dailyActivities.slice(0, DATA_VIEWER_ACTIVITY_LIMIT)} childRecords={children} />
      </ListSection>
      <ListSection id="data-milestones" heading={t('headings.milestones')}>
        <MilestoneList milestones={milestones} childRecords={children} />
      </ListSection>
    </>
  )
}
