import { useTranslations } from 'next-intl'
import type React from 'react'

import { isoDate, localToday } from '@/lib/dates'
import { useFormatDate } from '@/components/staff/shared/displayLabels'
import { fullName } from './scratchRecords'
import type { ScratchChild, ScratchDailyActivity, ScratchMilestone, ScratchParent } from './types'

/** The lists of the in-memory records, shared by /firebase-admin and /data-viewer (read-only). */

function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-3xl border-2 border-dashed border-slate-300 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-ink">{title}</p>
      <p className="mt-1 text-ink-soft">{hint}</p>
    </div>
  )
}

/** One record: its heading, an optional badge, and the details that have a value. */
function RecordCard({ heading, badge, details }: { heading: string; badge?: string; details: [label: string, value: string][] }) {
  return (
    <li className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold break-words text-ink">{heading}</h3>
        {badge && <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">{badge}</span>}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {details
          .filter(([, value]) => value.trim() !== '')
          .map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="font-semibold text-ink">{label}</dt>
              <dd className="break-words whitespace-pre-line text-ink-soft">{value}</dd>
            </div>
          ))}
      </dl>
    </li>
  )
}

function RecordList({ children }: { children: React.ReactNode }) {
  return <ul className="grid gap-4 lg:grid-cols-2">{children}</ul>
}

const childNameFinder = (childRecords: readonly ScratchChild[], unknown: string) => {
  const names = new Map(childRecords.map((child) => [child.id, fullName(child)]))
  return (childId: string) => names.get(childId) ?? unknown
}

/** The local calendar day a record was added on (createdAt is a UTC timestamp). */
const dayOf = (createdAt: string) => isoDate(localToday(new Date(createdAt)))

export function ParentList({ parents }: { parents: readonly ScratchParent[] }) {
  const t = useTranslations('staff.practice.lists')
  const formatDay = useFormatDate()
  if (parents.length === 0) return <EmptyState title={t('noParents.title')} hint={t('noParents.hint')} />
  return (
    <RecordList>
      {parents.map((parent) => (
        <RecordCard
          key={parent.id}
          heading={fullName(parent)}
          details={[
            [t('email'), parent.email],
            [t('phone'), parent.phone],
            [t('address'), parent.address],
            [t('emergencyContact'), parent.emergencyContact],
            [t('added'), formatDay(dayOf(parent.createdAt))],
            [t('id'), parent.id],
          ]}
        />
      ))}
    </RecordList>
  )
}

export function ChildList({ childRecords }: { childRecords: readonly ScratchChild[] }) {
  const t = useTranslations('staff.practice.lists')
  const formatDay = useFormatDate()
  if (childRecords.length === 0) return <EmptyState title={t('noChildren.title')} hint={t('noChildren.hint')} />
  return (
    <RecordList>
      {childRecords.map((child) => (
        <RecordCard
          key={child.id}
          heading={fullName(child)}
          details={[
            [t('born'), formatDay(child.dateOfBirth)],
            [t('parent'), child.parentName],
            [t('enrolled'), formatDay(child.enrollmentDate)],
            [t('emergencyContact'), child.emergencyContact],
            [t('medicalInfo'), child.medicalInfo],
            [t('allergies'), child.allergies],
            [t('id'), child.id],
          ]}
        />
      ))}
    </RecordList>
  )
}

export function DailyActivityList({
  dailyActivities,
  childRecords,
}: {
  dailyActivities: readonly ScratchDailyActivity[]
  childRecords: readonly ScratchChild[]
}) {
  const t = useTranslations('staff.practice')
  const formatDay = useFormatDate()
  if (dailyActivities.length === 0) return <EmptyState title={t('lists.noActivities.title')} hint={t('lists.noActivities.hint')} />
  const childName = childNameFinder(childRecords, t('lists.unknownChild'))
  return (
    <RecordList>
      {dailyActivities.map((activity) => (
        <RecordCard
          key={activity.id}
          heading={`${childName(activity.childId)}, ${formatDay(activity.date)}`}
          badge={activity.mood ? t(`moods.${activity.mood}`) : undefined}
          details={[
            [t('lists.meals'), activity.meals],
            [t('lists.naps'), activity.naps],
            [t('lists.activities'), activity.activities],
            [t('lists.notes'), activity.notes],
            [t('lists.staff'), activity.staffName],
          ]}
        />
      ))}
    </RecordList>
  )
}

export function MilestoneList({ milestones, childRecords }: { milestones: readonly ScratchMilestone[]; childRecords: readonly ScratchChild[] }) {
  const t = useTranslations('staff.practice')
  const formatDay = useFormatDate()
  if (milestones.length === 0) return <EmptyState title={t('lists.noMilestones.title')} hint={t('lists.noMilestones.hint')} />
  const childName = childNameFinder(childRecords, t('lists.unknownChild'))
  return (
    <RecordList>
      {milestones.map((milestone) => (
        <RecordCard
          key={milestone.id}
          heading={milestone.title}
          badge={t(`categories.${milestone.category}`)}
          details={[
            [t('lists.child'), childName(milestone.childId)],
            [t('lists.achieved'), formatDay(milestone.achievedDate)],
            [t('lists.description'), milestone.description],
            [t('lists.notes'), milestone.notes],
          ]}
        />
      ))}
    </RecordList>
  )
}
