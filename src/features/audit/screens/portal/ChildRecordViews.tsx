'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { ownChildrenEndpoints } from '@/features/families/endpoints'
import { recordViewEndpoints } from '../../endpoints'
import { type ChildRecord, fullName } from '@/contract/records'
import { usePortalDates } from '@/components/portal/dates'
import { AsyncRecords, LoadError } from '@/components/portal/RecordStates'
import { useEndpoint } from '@/components/swr'
import { at } from '@/contract/endpoint'

/** The centre's roles that can open a record (portal.recordViews.roles); another role reads as it is stored. */
const ROLES = ['admin', 'teacher', 'integration', 'editor'] as const
const isKnownRole = (role: string): role is (typeof ROLES)[number] => (ROLES as readonly string[]).includes(role)

/**
 * The parent dashboard's "Who opened this record": for each child, the centre's
 * accounts (administrators, teachers, the centre's programs; never other parents) that opened the
 * child's record or one of its records, the last time and how often. Read-only, from the audit log.
 */
export function RecordViews() {
  const t = useTranslations('portal.recordViews')
  const family = useTranslations('portal.children')
  const children = useEndpoint(ownChildrenEndpoints.ownChildren)
  return (
    <section aria-labelledby="record-views" className="mt-10 flex flex-col gap-4">
      <h2 id="record-views" className="text-2xl font-bold text-ink">
        {t('heading')}
      </h2>
      <p className="text-ink-soft">{t('intro')}</p>
      <AsyncRecords result={children} loading={family('loading')} failed={family('failed')} empty={null}>
        {(items) => items.map((child) => <ChildRecordViews key={child.id} child={child} />)}
      </AsyncRecords>
    </section>
  )
}

function ChildRecordViews({ child }: { child: ChildRecord }) {
  const t = useTranslations('portal.recordViews')
  const { moment } = usePortalDates()
  const headingId = useId()
  const views = useEndpoint(at(recordViewEndpoints.ofChild, child.id))
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="child-record-views">
      <h3 id={headingId} className="text-xl font-bold text-ink">
        {fullName(child)}
      </h3>
      {views.error ? (
        <LoadError message={t('loadFailed', { firstName: child.firstName })} onRetry={() => void views.mutate()} />
      ) : !views.data ? (
        <p role="status" className="text-ink-soft">
          {t('loadingChild', { firstName: child.firstName })}
        </p>
      ) : views.data.views.length === 0 ? (
        <p className="text-ink-soft">{t('none', { firstName: child.firstName })}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('listLabel', { firstName: child.firstName })}>
          {views.data.views.map((view) => (
            <li key={view.userId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-2xl bg-brand-50/60 px-4 py-3">
              <span>
                <span className="font-semibold text-ink">{view.name}</span> <span className="text-ink-soft">({isKnownRole(view.role) ? t(`roles.${view.role}`) : view.role})</span>
              </span>
              <span className="text-sm text-ink-soft">
                {t('lastOpened', { when: moment(view.lastOpenedAt), times: view.times, count: String(view.times) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
