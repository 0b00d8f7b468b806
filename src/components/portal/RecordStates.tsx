'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'

import { Button } from '@/components/ui/button'
import { capitalized, cn } from '@/lib/utils'
import { PortalStatus } from './PortalFrame'

/** A load that failed: said out loud, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations('portal.records')
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-coral-50 p-6 text-center text-ink">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  )
}

/** An empty or coming-soon panel. */
export function EmptyState({
  title,
  heading: Heading = 'h4',
  children,
  className,
}: {
  title: string
  heading?: 'h2' | 'h3' | 'h4'
  children?: React.ReactNode
  className?: string
}) {
  return (
    <div className={cn('flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-brand-200 bg-white px-4 py-10 text-center', className)}>
      <Heading className="text-lg font-bold text-ink">{title}</Heading>
      {children && <div className="max-w-prose text-ink-soft">{children}</div>}
    </div>
  )
}

/** What a list's read (`useEndpoint`) gives its states: the records once loaded, the failure, the retry. */
export type ListRead<T> = { data?: readonly T[]; error?: unknown; mutate: () => Promise<unknown> }

/** A list read with SWR: its loading, error and empty states, then the items. */
export function AsyncRecords<T>({
  result,
  loading,
  failed,
  empty,
  children,
}: {
  result: ListRead<T>
  loading: string
  failed: string
  empty: React.ReactNode
  children: (items: readonly T[]) => React.ReactNode
}) {
  if (result.error) return <LoadError message={failed} onRetry={() => void result.mutate()} />
  if (!result.data) return <PortalStatus>{loading}</PortalStatus>
  if (result.data.length === 0) return <>{empty}</>
  return <>{children(result.data)}</>
}

/** The kinds of records a list can hold: each has its "Loading …" and its failure (portal.records.loading, .failed). */
export type RecordsKind = 'activities' | 'videos' | 'photos' | 'dailyActivities' | 'milestones'

/** A list of records read with SWR, in its states: "Loading <what>...", a failure naming `what`, `empty`, then each record in an item. */
export function RecordsList<T extends { id: string }>({
  result,
  what,
  empty,
  className = 'flex flex-col gap-4',
  itemClassName,
  render,
}: {
  result: ListRead<T>
  /** What the records are ('dailyActivities': "Loading daily activities..."). */
  what: RecordsKind
  empty: React.ReactNode
  className?: string
  itemClassName?: string
  render: (record: T) => React.ReactNode
}) {
  const t = useTranslations('portal.records')
  return (
    <AsyncRecords result={result} loading={t(`loading.${what}`)} failed={t(`failed.${what}`)} empty={empty}>
      {(items) => (
        <ul className={className}>
          {items.map((record) => (
            <li key={record.id} className={itemClassName}>
              {render(record)}
            </li>
          ))}
        </ul>
      )}
    </AsyncRecords>
  )
}

/** Label and value pairs; a pair without a value is left out. */
export function Details({ items, className }: { items: [label: string, value: React.ReactNode][]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,max-content)_1fr]', className)}>
      {items
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-ink-soft sm:pt-0.5">{label}</dt>
            <dd className="text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
    </dl>
  )
}

/** A record at a glance: its title and category, its description (when it has one), when, and any notes. */
export function RecordSummary({
  heading: Heading,
  record,
  when,
  notes,
}: {
  heading: 'h2' | 'h4'
  record: { title: string; category: string; description: string | null }
  when: string
  notes?: { label: string; text: string | null }
}) {
  const tagText = useTagText()
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-lg font-bold text-ink">{record.title}</Heading>
        <Tag>{tagText('category', record.category)}</Tag>
      </div>
      {record.description && <p className="text-ink">{record.description}</p>}
      <p className="text-sm text-ink-soft">{when}</p>
      {notes?.text && (
        <p className="rounded-xl bg-sun-50 p-3 text-ink">
          <span className="font-semibold">{notes.label}</span> {notes.text}
        </p>
      )}
    </>
  )
}

/** A category or mood tag. */
export function Tag({ children }: { children: React.ReactNode }) {
  return <span className="inline-flex items-center rounded-full bg-lavender-50 px-3 py-0.5 text-sm font-semibold text-lavender-700">{children}</span>
}

const CATEGORIES = ['learning', 'social', 'physical', 'creative', 'milestone', 'activity', 'cognitive', 'emotional', 'language'] as const
const MOODS = ['happy', 'sad', 'energetic', 'tired', 'calm'] as const
const known = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value)

/**
 * A record's category or a day's mood as a tag reads, in the page's language: the stored values of the
 * staff screens' choices (src/lib/constants) from the catalogue; any other value capitalised, as it is.
 */
export function useTagText() {
  const t = useTranslations('portal.records')
  return (kind: 'category' | 'mood', value: string): string => {
    if (kind === 'category' && known(CATEGORIES, value)) return t(`category.${value}`)
    if (kind === 'mood' && known(MOODS, value)) return t(`mood.${value}`)
    return capitalized(value)
  }
}
