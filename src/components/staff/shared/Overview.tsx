'use client'

import { useTranslations } from 'next-intl'

import { Card, CardContent } from '@/components/ui/card'
import { useStaffListTotal, type ListEndpoint } from './lists'

export type OverviewCount = { label: string; list: ListEndpoint }

/** How many records one admin list holds (all of them, not only the window a list shows); its own loading and failure states. */
function CountCard({ label, list }: OverviewCount) {
  const { total, error } = useStaffListTotal(list)
  const t = useTranslations('staff.shared.overview')
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col-reverse gap-1">
        <p className="text-sm font-semibold text-ink-soft">{label}</p>
        <p className="text-4xl font-extrabold text-brand-700">
          {total !== undefined ? (
            total
          ) : error ? (
            <span className="text-base font-semibold text-coral-700">{t('unavailable')}</span>
          ) : (
            <span className="text-base font-semibold text-ink-soft">{t('loading')}</span>
          )}
        </p>
      </CardContent>
    </Card>
  )
}

/** An admin screen's Overview tab: one count card per list. */
export function Overview({ counts }: { counts: OverviewCount[] }) {
  const t = useTranslations('staff.shared.overview')
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-ink">{t('heading')}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {counts.map((count) => (
          <li key={count.label}>
            <CountCard {...count} />
          </li>
        ))}
      </ul>
    </div>
  )
}
