'use client'

import { useTranslations } from 'next-intl'

import { APPLICATION_AGE_GROUPS, APPLICATION_STATUSES, ROLES, SCHEDULE_PREFERENCES, type ApplicationStatus } from '@/lib/constants'

/**
 * The dashboard's labels of stored values, in the page's language: each value's words are the
 * catalogue's (`staff.dashboard.status.new`, …); the stored value itself never changes. A value the
 * catalogue does not know (an older record) reads as src/lib's English label, or as it is.
 */

type AgeGroup = (typeof APPLICATION_AGE_GROUPS)[number]['value']
type Schedule = (typeof SCHEDULE_PREFERENCES)[number]['value']
type Role = (typeof ROLES)[number]

const isStatus = (value: unknown): value is ApplicationStatus => APPLICATION_STATUSES.some((entry) => entry.value === value)
const isAgeGroup = (value: unknown): value is AgeGroup => APPLICATION_AGE_GROUPS.some((entry) => entry.value === value)
const isSchedule = (value: unknown): value is Schedule => SCHEDULE_PREFERENCES.some((entry) => entry.value === value)
const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value)

export function useDashboardLabels() {
  const t = useTranslations('staff.dashboard')
  return {
    /** An application's status ('Received', 'Tour scheduled', …): also the enrollment board's columns. */
    status: (value: string | null | undefined) => (isStatus(value) ? t(`status.${value}`) : String(value ?? 'none')),
    /** What the board's button for a move to `value` says ('Schedule tour', 'Enroll', …). */
    step: (value: ApplicationStatus) => t(`step.${value}`),
    /** An application's age group ('Infant (6 weeks-12 months)', …). */
    ageGroup: (value: string | null | undefined) => (isAgeGroup(value) ? t(`applicationAgeGroups.${value}`) : String(value ?? '')),
    /** An application's schedule ('First Shift (6:30 AM-6:00 PM)', …); no value stays empty. */
    schedule: (value: string | null | undefined) => (isSchedule(value) ? t(`schedules.${value}`) : value),
    /** An account's role ('admin', 'teacher', …). */
    role: (value: string) => (isRole(value) ? t(`role.${value}`) : value),
  }
}
