import { useTranslations } from 'next-intl'

import type { LocalizedText } from '@/i18n/cmsText'
import type { SiteSettings } from '@/server/content'
import { CmsText } from './CmsText'
import { CalendarIcon, MoonIcon, SunIcon } from './icons'

/** Days and the two shifts, as a definition list (the services and contact pages). */
export function HoursList({ hours, className }: { hours: SiteSettings['hours']; className?: string }) {
  const t = useTranslations('site.common.hours')
  // The days are words an editor wrote (in the page's language or English); the shifts are times, written in the page's language.
  const rows: { icon: typeof CalendarIcon; term: string; value: LocalizedText | string }[] = [
    { icon: CalendarIcon, term: t('days'), value: hours.days },
    { icon: SunIcon, term: t('firstShift'), value: hours.shown.firstShift },
    { icon: MoonIcon, term: t('secondShift'), value: hours.shown.secondShift },
  ]
  return (
    <dl className={className}>
      {rows.map(({ icon: Icon, term, value }) => (
        <div key={term} className="flex items-center gap-3 py-2">
          <Icon className="size-5 shrink-0 text-brand-700" />
          <dt className="w-24 shrink-0 font-semibold text-ink">{term}</dt>
          <dd className="text-ink-soft">{typeof value === 'string' ? value : <CmsText value={value} />}</dd>
        </div>
      ))}
    </dl>
  )
}
