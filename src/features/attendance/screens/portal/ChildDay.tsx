'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useId } from 'react'

import { usePortalDates } from '@/components/portal/dates'
import type { RosterChild } from '../../record'
import { Pickups } from './Pickups'

/** The first stay of the visit `stay` belongs to: back through the stays it continues (moves between rooms). */
function arrivalOf(stays: RosterChild['stays'], stay: RosterChild['stays'][number]) {
  const byId = new Map(stays.map((candidate) => [candidate.id, candidate]))
  let first = stay
  while (first.continuesStayId && byId.has(first.continuesStayId)) first = byId.get(first.continuesStayId)!
  return first
}

/**
 * One child's day at the centre, for the parent dashboard: the times of today's stays, the people the
 * parent authorizes to collect the child, then what the host puts after them (`children`: the incident
 * reports' section, ./TodayAtCentre.tsx).
 */
export function ChildDay({ child, room, onChange, children }: { child: RosterChild; room: string; onChange: () => void; children?: ReactNode }) {
  const t = useTranslations('portal.today')
  const { clock, mediumDateTime } = usePortalDates()
  const time = (iso: string | null) => (iso ? clock(iso) : '')
  const headingId = useId()
  const last = child.stays.at(-1)
  // A move to another classroom ends a stay and continues it in the new room: the family reads when the child arrived.
  const arrival = last ? arrivalOf(child.stays, last) : undefined
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <div>
        <h3 id={headingId} className="text-xl font-bold text-ink">
          {child.firstName} {child.lastName}
        </h3>
        <p className="text-ink-soft">{room}</p>
        <p className="mt-2 text-lg" data-testid="today-status">
          {child.status === 'not-arrived' && t('notArrived')}
          {child.status === 'present' && t('present', { checkedIn: time(arrival!.checkedInAt) })}
          {child.status === 'gone-home' && t('goneHome', { checkedIn: time(arrival!.checkedInAt), checkedOut: time(last!.checkedOutAt), collectedBy: String(last!.collectedBy) })}
          {child.status === 'forgotten-checkout' && child.forgottenStay && t('forgotten', { when: mediumDateTime(child.forgottenStay.checkedInAt) })}
        </p>
      </div>
      <Pickups child={child} onChange={onChange} />
      {children}
    </article>
  )
}
