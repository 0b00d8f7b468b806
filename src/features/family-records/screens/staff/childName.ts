'use client'

import { useTranslations } from 'next-intl'

import { fullName, type ChildRecord } from '@/contract/records'

/**
 * `childNameOf` of src/components/staff/shared/lists.ts in the page's language: a record's child by name, 'Loading...' while
 * the children load, 'Unknown Child' when the child is not in the list (SPEC §2).
 */
export function useChildName(): (children: readonly ChildRecord[] | undefined, childId: string | null) => string {
  const t = useTranslations('staff.admin')
  return (children, childId) => {
    if (!children) return t('loadingChild')
    const child = children.find(({ id }) => id === childId)
    return child ? fullName(child) : t('unknownChild')
  }
}
