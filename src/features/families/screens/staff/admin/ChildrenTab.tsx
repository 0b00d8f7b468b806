'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'

import { toast } from '@/components/ui/use-toast'
import { familyAdminEndpoints } from '../../../endpoints'
import { ApiError, send } from '@/contract/client'
import { fullName } from '@/contract/records'
import { ADMIN_AGE_GROUP_LABELS } from '@/lib/constants'
import { childFormSchema, type ChildFormInput } from '@/contract/schemas/child'
import { ChildrenFormTab } from '../ChildrenFormTab'
import { emptyChild } from '@/components/staff/shared/fieldGroups'
import { useStaffList } from '@/components/staff/shared/lists'
import { useAddRecordForm } from '@/components/staff/shared/useAddRecordForm'
import { useFormatDate } from '@/components/staff/shared/displayLabels'

/** /admin's age groups are free-text labels: the English label is the stored value; each has its words in the catalogue. */
const AGE_GROUP_KEYS = {
  'Infants (6 weeks - 12 months)': 'infants',
  'Toddlers (1-2 years)': 'toddlers',
  'Preschool (3-5 years)': 'preschool',
  'School Age (6-12 years)': 'schoolAge',
} as const satisfies Record<(typeof ADMIN_AGE_GROUP_LABELS)[number], string>

const isAdminAgeGroup = (value: string | null | undefined): value is keyof typeof AGE_GROUP_KEYS => !!value && Object.hasOwn(AGE_GROUP_KEYS, value)

export function ChildrenTab() {
  const t = useTranslations('staff.admin')
  const formatDay = useFormatDate()
  const parents = useStaffList(familyAdminEndpoints.parents)
  const form = useAddRecordForm<ChildFormInput>({
    idPrefix: 'admin-child',
    blank: emptyChild,
    resolver: zodResolver(childFormSchema),
    send: (child) => send(familyAdminEndpoints.addChild, child),
    created: (child) => toast({ title: t('children.added'), description: t('children.addedDescription', { name: fullName(child) }) }),
    failed: (error) =>
      toast(
        error instanceof ApiError
          ? { title: t('children.failed'), description: error.serverMessage ?? undefined, variant: 'destructive' }
          : { title: t('error'), description: t('children.failedRetry'), variant: 'destructive' },
      ),
    lists: [familyAdminEndpoints.children],
  })

  /** A stored age group in the page's language; one typed in before these labels, as it is. */
  const ageGroupLabel = (value: string | null | undefined) => (isAdminAgeGroup(value) ? t(`ageGroups.${AGE_GROUP_KEYS[value]}`) : value)
  const ageGroups = ADMIN_AGE_GROUP_LABELS.map((label) => ({ value: label, label: t(`ageGroups.${AGE_GROUP_KEYS[label]}`) }))

  const parentName = (parentId: string | null) => {
    const parent = parents.records?.find(({ id }) => id === parentId)
    return parent ? fullName(parent) || parent.username : null
  }

  return (
    <ChildrenFormTab
      form={form}
      ageGroups={ageGroups}
      parents={parents.records}
      facts={(child) => [
        [t('children.born'), formatDay(child.dateOfBirth)],
        [t('children.enrolled'), formatDay(child.enrollmentDate)],
        [t('children.childId'), child.id],
        [t('children.ageGroup'), ageGroupLabel(child.ageGroup)],
        [t('children.parent'), [parentName(child.parentId), child.parentId && t('children.parentId', { id: child.parentId })].filter(Boolean).join(', ')],
      ]}
    />
  )
}
