import type React from 'react'

import { formatDate, isoDate, localToday } from '@/lib/dates'
import { capitalized } from '@/lib/utils'
import { fullName } from './records'
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

const childNameFinder = (childRecords: readonly ScratchChild[]) => {
  const names = new Map(childRecords.map((child) => [child.id, fullName(child)]))
  return (childId: string) => names.get(childId) ?? 'Unknown Child'
}

/** The local calendar day a record was added on (createdAt is a UTC timestamp). */
const addedOn = (createdAt: string) => formatDate(isoDate(localToday(new Date(createdAt))))

export function ParentList({ parents }: { parents: readonly ScratchParent[] }) {
  if (parents.length === 0) return <EmptyState title="No parents added yet" hint="Add a parent to get started." />
  return (
    <RecordList>
      {parents.map((parent) => (
        <RecordCard
          key={parent.id}
          heading={fullName(parent)}
          details={[
            ['Email', parent.email],
            ['Phone', parent.phone],
            ['Address', parent.address],
            ['Emergency contact', parent.emergencyContact],
            ['Added', addedOn(parent.createdAt)],
            ['ID', parent.id],
          ]}
        />
      ))}
    </RecordList>
  )
}

export function ChildList({ childRecords }: { childRecords: readonly ScratchChild[] }) {
  if (childRecords.length === 0) return <EmptyState title="No children added yet" hint="Add a parent first, then add their child." />
  return (
    <RecordList>
      {childRecords.map((child) => (
        <RecordCard
          key={child.id}
          heading={fullName(child)}
          details={[
            ['Born', formatDate(child.dateOfBirth)],
            ['Parent', child.parentName],
            ['Enrolled', formatDate(child.enrollmentDate)],
            ['Emergency contact', child.emergencyContact],
            ['Medical information', child.medicalInfo],
            ['Allergies', child.allergies],
            ['ID', child.id],
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
  if (dailyActivities.length === 0) return <EmptyState title="No daily activities added yet" hint="Add a child first, then record their day." />
  const childName = childNameFinder(childRecords)
  return (
    <RecordList>
      {dailyActivities.map((activity) => (
        <RecordCard
          key={activity.id}
          heading={`${childName(activity.childId)}, ${formatDate(activity.date)}`}
          badge={activity.mood ? capitalized(activity.mood) : undefined}
          details={[
            ['Meals', activity.meals],
            ['Naps', activity.naps],
            ['Activities', activity.activities],
            ['Notes', activity.notes],
            ['Staff', activity.staffName],
          ]}
        />
      ))}
    </RecordList>
  )
}

export function MilestoneList({ milestones, childRecords }: { milestones: readonly ScratchMilestone[]; childRecords: readonly ScratchChild[] }) {
  if (milestones.length === 0) return <EmptyState title="No milestones added yet" hint="Add a child first, then record what they achieved." />
  const childName = childNameFinder(childRecords)
  return (
    <RecordList>
      {milestones.map((milestone) => (
        <RecordCard
          key={milestone.id}
          heading={milestone.title}
          badge={capitalized(milestone.category)}
          details={[
            ['Child', childName(milestone.childId)],
            ['Achieved', formatDate(milestone.achievedDate)],
            ['Description', milestone.description],
            ['Notes', milestone.notes],
          ]}
        />
      ))}
    </RecordList>
  )
}
