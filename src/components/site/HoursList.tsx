import type { SiteSettings } from '@/server/content'
import { CalendarIcon, MoonIcon, SunIcon } from './icons'

/** Days and the two shifts, as a definition list (the services and contact pages). */
export function HoursList({ hours, className }: { hours: SiteSettings['hours']; className?: string }) {
  const rows = [
    { icon: CalendarIcon, term: 'Days', value: hours.days },
    { icon: SunIcon, term: '1st shift', value: hours.firstShift },
    { icon: MoonIcon, term: '2nd shift', value: hours.secondShift },
  ]
  return (
    <dl className={className}>
      {rows.map(({ icon: Icon, term, value }) => (
        <div key={term} className="flex items-center gap-3 py-2">
          <Icon className="size-5 shrink-0 text-brand-700" />
          <dt className="w-24 shrink-0 font-semibold text-ink">{term}</dt>
          <dd className="text-ink-soft">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
