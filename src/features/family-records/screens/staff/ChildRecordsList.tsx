import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'

import type { dailyRecordEndpoints } from '../../endpoints'
import type { ItemOf } from '@/contract/endpoint'
import { type ChildRecord, fullName, type UserRecord } from '@/contract/records'
import { localizeTimes } from '@/i18n/times'
import { MILESTONE_CATEGORIES, MOODS } from '@/lib/constants'
import { capitalized } from '@/lib/utils'
import { ChildCards } from '@/components/staff/shared/ChildCards'
import { DetailList } from '@/components/staff/shared/RecordCards'
import type { StaffList } from '@/components/staff/shared/lists'
import { useFormatDate } from '@/components/staff/shared/displayLabels'

// A daily report and a milestone as their contract entries send them.
type DailyActivityRecord = ItemOf<typeof dailyRecordEndpoints.dailyActivities>
type MilestoneRecord = ItemOf<typeof dailyRecordEndpoints.milestones>

type Props = {
  list: StaffList<ChildRecord>
  parents: UserRecord[]
  dailyActivities: StaffList<DailyActivityRecord>
  milestones: StaffList<MilestoneRecord>
}

const isMood = (value: string): value is (typeof MOODS)[number] => (MOODS as readonly string[]).includes(value)
const isMilestoneCategory = (value: string): value is (typeof MILESTONE_CATEGORIES)[number] => (MILESTONE_CATEGORIES as readonly string[]).includes(value)

function groupByChild<T extends { childId: string | null }>(records: T[] | undefined): Map<string, T[]> {
  const byChild = new Map<string, T[]>()
  for (const record of records ?? []) {
    if (!record.childId) continue
    byChild.set(record.childId, [...(byChild.get(record.childId) ?? []), record])
  }
  return byChild
}

/** A child's records of one kind, folded away under their count. */
function RecordsOfChild<T extends { id: string }>({
  title,
  records,
  list,
  render,
}: {
  title: string
  records: T[]
  list: Pick<StaffList<T>, 'records' | 'failed'>
  render: (record: T) => React.ReactNode
}) {
  const t = useTranslations('staff.db.records')
  const count = list.failed ? t('notLoaded') : list.records ? String(records.length) : t('loading')
  return (
    <details className="group rounded-xl bg-brand-50/70 px-3 py-2">
      <summary className="cursor-pointer text-sm font-semibold text-ink">
        {title} ({count})
      </summary>
      {records.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{t('none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {records.map((record) => (
            <li key={record.id} className="rounded-lg bg-white p-3 text-sm shadow-sm">
              {render(record)}
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}

function DailyActivitySummary({ activity }: { activity: DailyActivityRecord }) {
  const t = useTranslations('staff.db')
  const formatDay = useFormatDate()
  const locale = useLocale()
  const mood = activity.mood ? (isMood(activity.mood) ? t(`moods.${activity.mood}`) : capitalized(activity.mood)) : ''
  const details: [string, string][] = [
    // Typed by staff ("12:30 PM - 2:00 PM"): their times in the page's language, the words as written.
    [t('fields.mealTime'), localizeTimes(activity.mealTime ?? '', locale)],
    [t('fields.napTime'), localizeTimes(activity.napTime ?? '', locale)],
    [t('fields.activities'), activity.activities ?? ''],
    [t('fields.mood'), mood],
    [t('fields.notes'), activity.notes ?? ''],
  ]
  return (
    <>
      <p className="mb-1 font-semibold text-ink">{formatDay(activity.date, t('records.undated'))}</p>
      <DetailList details={details.filter(([, value]) => value)} />
    </>
  )
}

function MilestoneSummary({ milestone }: { milestone: MilestoneRecord }) {
  const t = useTranslations('staff.db')
  const formatDay = useFormatDate()
  const category = isMilestoneCategory(milestone.category) ? t(`milestoneCategories.${milestone.category}`) : capitalized(milestone.category)
  return (
    <>
      <p className="font-semibold text-ink">{milestone.title}</p>
      <p className="text-ink-soft">
        {category} · {formatDay(milestone.achievedAt, t('records.undated'))}
      </p>
      <p className="mt-1 text-ink">{milestone.description}</p>
      {milestone.notes && <p className="mt-1 text-ink-soft">{milestone.notes}</p>}
    </>
  )
}

/** /admin-db's children (date of birth, age group, enrollment, id) with their daily activities and milestones. */
export function ChildRecordsList({ list, parents, dailyActivities, milestones }: Props) {
  const t = useTranslations('staff.db.records')
  const activitiesByChild = groupByChild(dailyActivities.records)
  const milestonesByChild = groupByChild(milestones.records)
  return (
    <ChildCards
      list={list}
      parents={parents}
      card={(child, basics) => (
        <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="text-lg font-bold text-ink">{fullName(child)}</h3>
          <DetailList details={[...basics, [t('id'), <code key="id" className="text-xs">{child.id}</code>]]} />
          <RecordsOfChild
            title={t('dailyActivities')}
            records={activitiesByChild.get(child.id) ?? []}
            list={dailyActivities}
            render={(activity) => <DailyActivitySummary activity={activity} />}
          />
          <RecordsOfChild
            title={t('milestones')}
            records={milestonesByChild.get(child.id) ?? []}
            list={milestones}
            render={(milestone) => <MilestoneSummary milestone={milestone} />}
          />
        </li>
      )}
    />
  )
}
