'use client'

import { useId } from 'react'
import useSWR from 'swr'

import { api } from '@/contract/api'
import type { ResponseOf } from '@/contract/endpoint'
import { type ChildRecord, fullName, type RecordViews as RecordViewsAnswer } from '@/contract/records'
import { AsyncRecords, LoadError } from './RecordStates'

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
const at24 = (iso: string) => when.format(new Date(iso)).replace(',', '')
const ROLE_LABEL: Record<string, string> = { admin: 'Centre administrator', teacher: 'Teacher', integration: 'Centre program', editor: 'Website editor' }
const timesText = (times: number) => (times === 1 ? 'once' : `${times} times`)

/**
 * The parent dashboard's "Who opened this record" (issue 17's audit log): for each child, the centre's
 * accounts (administrators, teachers, the centre's programs; never other parents) that opened the
 * child's record or one of its records, the last time and how often. Read-only, from the audit log.
 */
export function RecordViews() {
  const children = useSWR<ResponseOf<typeof api.family.ownChildren>>(api.family.ownChildren.path)
  return (
    <section aria-labelledby="record-views" className="mt-10 flex flex-col gap-4">
      <h2 id="record-views" className="text-2xl font-bold text-ink">
        Who opened this record
      </h2>
      <p className="text-ink-soft">Every time someone at the centre opens your child’s record, it is logged. Here is who did, and when last.</p>
      <AsyncRecords result={children} loading="Loading your children..." failed="We could not load your children. Please try again." empty={null}>
        {(items) => items.map((child) => <ChildRecordViews key={child.id} child={child} />)}
      </AsyncRecords>
    </section>
  )
}

function ChildRecordViews({ child }: { child: ChildRecord }) {
  const headingId = useId()
  const views = useSWR<RecordViewsAnswer>(api.recordViews.ofChild.path(child.id))
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="child-record-views">
      <h3 id={headingId} className="text-xl font-bold text-ink">
        {fullName(child)}
      </h3>
      {views.error ? (
        <LoadError message={`We could not load who opened ${child.firstName}’s record. Please try again.`} onRetry={() => void views.mutate()} />
      ) : !views.data ? (
        <p role="status" className="text-ink-soft">
          Loading who opened {child.firstName}’s record...
        </p>
      ) : views.data.views.length === 0 ? (
        <p className="text-ink-soft">Nobody at the centre has opened {child.firstName}’s record yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={`Centre accounts that opened ${child.firstName}’s record, most recent first`}>
          {views.data.views.map((view) => (
            <li key={view.userId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-2xl bg-brand-50/60 px-4 py-3">
              <span>
                <span className="font-semibold text-ink">{view.name}</span> <span className="text-ink-soft">({ROLE_LABEL[view.role] ?? view.role})</span>
              </span>
              <span className="text-sm text-ink-soft">
                Last opened {at24(view.lastOpenedAt)}, {timesText(view.times)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
