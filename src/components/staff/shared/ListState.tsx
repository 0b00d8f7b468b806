'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** A list's loading, error and empty states; `children` renders the records once there are some. */
export function ListState<T>({
  records,
  failed,
  reload,
  what,
  empty,
  children,
}: {
  records: readonly T[] | undefined
  /** A load failed and there is nothing to show. */
  failed: boolean
  reload: () => void
  /** The records in the plural, in the page's language, for the state texts ("parents"). */
  what: string
  empty: string
  children: (records: readonly T[]) => React.ReactNode
}) {
  const t = useTranslations('staff.shared.listState')
  if (failed) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl bg-coral-50 p-4 text-ink">
        <p>{t('failed', { what })}</p>
        <Button variant="outline" size="sm" onClick={reload}>
          {t('tryAgain')}
        </Button>
      </div>
    )
  }
  if (!records) {
    return (
      <p role="status" className="p-4 text-ink-soft">
        {t('loading', { what })}
      </p>
    )
  }
  if (records.length === 0) return <p className="rounded-2xl bg-slate-50 p-4 text-ink-soft">{empty}</p>
  return <>{children(records)}</>
}

/** A list that scrolls at a maximum height: focusable and named, so keyboard users can scroll it. */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn('max-h-[32rem] overflow-y-auto rounded-2xl pr-1', className)}>
      {children}
    </div>
  )
}

/** One record of a list: a name line, then its facts. */
export function RecordItem({ title, badge, children }: { title: React.ReactNode; badge?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-bold text-ink">{title}</p>
        {badge}
      </div>
      {children}
    </li>
  )
}

/** The facts of a record as label and value pairs; empty values are left out. */
export function RecordFacts({ facts }: { facts: [label: string, value: React.ReactNode][] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== false)
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink-soft">{label}</dt>
          <dd className="break-words text-ink [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A small coloured label (a role or a category). */
export function Badge({ children }: { children: React.ReactNode }) {
  return <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-bold text-brand-800">{children}</span>
}
