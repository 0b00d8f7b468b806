'use client'

import { useLocale } from 'next-intl'
import { useMemo } from 'react'

import { FORMAT_LOCALE } from '@/i18n/routing'
import { calendarDateOf } from '@/lib/dates'

/**
 * `formatDate` of src/lib/dates in the page's language: a stored date as people read it ("March 15,
 * 2021", "15 de marzo de 2021"), never shifted through a time zone; `fallback` when there is none.
 * The admin screens' lists (/admin, /admin-dashboard, /admin-db, the in-memory practice screens).
 */
export function useFormatDay(): (value: string | null | undefined, fallback?: string) => string {
  const locale = useLocale()
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    return (value, fallback = '') => {
      const date = calendarDateOf(value)
      if (!date) return fallback
      return format.format(new Date(Date.UTC(date.year, date.month - 1, date.day)))
    }
  }, [locale])
}
