'use client'

import { useLocale, useTranslations } from 'next-intl'

import { usePortalDates } from '@/components/portal/dates'
import { FORMAT_LOCALE, isLocale } from '@/i18n/routing'
import { type DrillKind, evacuationParts } from '../../drillRules'

/** How the drills screen writes a drill's kind, its evacuation time, its moment and a month, in the page's language. */
export function useDrillWords() {
  const t = useTranslations('staff.drills')
  const locale = useLocale()
  const { day, longDateTime } = usePortalDates()
  const months = new Intl.DateTimeFormat(FORMAT_LOCALE[isLocale(locale) ? locale : 'en'], { month: 'long', timeZone: 'UTC' })
  return {
    kind: (kind: DrillKind) => t(`kinds.${kind}`),
    duration: (seconds: number | null) => (seconds === null ? t('none') : t('duration', evacuationParts(seconds))),
    when: (heldAt: string) => longDateTime(heldAt),
    day: (value: string) => day(value),
    /** A month's name as a table's row heading ("November", "Noviembre"). */
    month: (month: string) => {
      const name = months.format(new Date(`${month}-15T12:00:00Z`))
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
    },
  }
}
