'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo } from 'react'

import type { Choice } from '@/components/forms/choices'
import { FORMAT_LOCALE } from '@/i18n/routing'
import { calendarDateOf } from '@/lib/dates'
import { ROLES, SERVER_ADMIN_AGE_GROUPS, type Role } from '@/lib/constants'
import { capitalized } from '@/lib/utils'

/**
 * Stored values as staff read them, in the page's language: the stored value stays as it is (and is what
 * the forms send); only its label is translated, at render time. A value the catalogue does not know
 * reads as the English screens read it.
 */

/** A stored calendar day ("March 15, 2021"), never shifted through a time zone; `fallback` when there is none (src/lib/dates `formatDate`). */
export function useFormatDate(): (value: string | null | undefined, fallback?: string) => string {
  const locale = useLocale()
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    return (value, fallback = '') => {
      const date = calendarDateOf(value)
      return date ? format.format(new Date(Date.UTC(date.year, date.month - 1, date.day))) : fallback
    }
  }, [locale])
}

/** /admin-db's and /secure-admin's age groups (SERVER_ADMIN_AGE_GROUPS), labelled in the page's language. */
export function useServerAdminAgeGroups(): Choice[] {
  const t = useTranslations('staff.shared.ageGroups')
  return SERVER_ADMIN_AGE_GROUPS.map(({ value }) => ({ value, label: t(value) }))
}

/** An account's role ("Parent"). */
export function useRoleLabel(): (role: string) => string {
  const t = useTranslations('staff.shared.roles')
  return (role) => ((ROLES as readonly string[]).includes(role) ? t(role as Role) : capitalized(role))
}

const CATEGORIES = ['learning', 'social', 'physical', 'creative', 'milestone', 'activity', 'cognitive', 'emotional', 'language'] as const

/** A record's category ('physical' reads 'Physical'), as `choicesOf` labels it. */
export function useCategoryLabel(): (category: string) => string {
  const t = useTranslations('staff.shared.categories')
  return (category) => ((CATEGORIES as readonly string[]).includes(category) ? t(category as (typeof CATEGORIES)[number]) : capitalized(category))
}
