import { useTranslations } from 'next-intl'
import type React from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import type { StaffList } from './lists'

/**
 * What a list shows before its records: loading, a failed load with a retry, or its empty text.
 * Null once there are records to show.
 */
export function ListStatus({ list, noun, emptyText }: { list: Pick<StaffList<unknown>, 'records' | 'failed' | 'isLoading' | 'reload'>; noun: string; emptyText: string }) {
  const t = useTranslations('staff.shared')
  if (list.failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-coral-50 p-4 text-ink">
        <p>{t('lists.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={list.reload}>
          {t('listState.tryAgain')}
        </Button>
      </div>
    )
  }
  if (!list.records) {
    return (
      <p role="status" className="rounded-2xl bg-brand-50 p-4 text-ink-soft">
        {t('listState.loading', { what: noun })}
      </p>
    )
  }
  if (list.records.length === 0) return <p className="rounded-2xl bg-brand-50 p-4 text-ink-soft">{emptyText}</p>
  return null
}

/** One of a record's facts: its label and value. */
export type Detail = [label: string, value: React.ReactNode]

/** A record's facts as label/value pairs. */
export function DetailList({ details, className }: { details: Detail[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)]', className)}>
      {details.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink">{label}</dt>
          <dd className="break-words text-ink-soft">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A list of record cards, one column on a phone. */
export function RecordGrid({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {children}
    </ul>
  )
}

/** A tab's heading row: the heading and its add button(s). */
export function TabHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      {children && <div className="flex flex-wrap gap-3">{children}</div>}
    </div>
  )
}
