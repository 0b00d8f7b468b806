'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import type { Resolver } from 'react-hook-form'

import type { FormFields } from '@/components/forms/formFields'
import { ChildRecordFields } from '@/components/staff/shared/fieldGroups'
import { FormListTab } from '@/components/staff/shared/FormListTab'
import { useStaffList, type ListEndpoint } from '@/components/staff/shared/lists'
import { useAddRecordForm } from '@/components/staff/shared/useAddRecordForm'
import { toast } from '@/components/ui/use-toast'
import { familyAdminEndpoints } from '@/features/families/endpoints'
import { ApiError } from '@/contract/client'
import type { ChildRecord } from '@/contract/records'
import { useChildName } from './childName'

type ChildRecordStart = { childId: string; category: string; title: string }

/**
 * An /admin tab that adds a child's record (a curriculum activity, a video link): the form (the child,
 * category and title, then the record's own `fields`) beside the `records`. The buttons and toasts name
 * the `record`; the success toast names the child too, a failure gives the server's message.
 */
export function ChildRecordTab<T extends ChildRecordStart>({
  record,
  form,
  categories,
  formTitle,
  fields,
  listTitle,
  records,
}: {
  /** What the tab adds: its buttons' and toasts' words are the catalogue's `staff.admin.{record}` ('Add Activity'). */
  record: 'activity' | 'video'
  /** The add form: its fields' id prefix, blank values, client check, where it is sent and which list then reloads. */
  form: { idPrefix: string; blank: T; resolver: Resolver<T>; send: (values: T) => Promise<unknown>; list: ListEndpoint }
  categories: readonly string[]
  formTitle: string
  fields: (field: FormFields<T>) => React.ReactNode
  listTitle: string
  records: (children: readonly ChildRecord[] | undefined) => React.ReactNode
}) {
  const t = useTranslations('staff.admin')
  const childName = useChildName()
  const children = useStaffList(familyAdminEndpoints.children)
  const { field, isSubmitting, onSubmit } = useAddRecordForm<T>({
    idPrefix: form.idPrefix,
    blank: () => form.blank,
    resolver: form.resolver,
    send: form.send,
    created: ({ title, childId }) =>
      toast({ title: t(`${record}.added`), description: t('childRecord.addedDescription', { title, child: childName(children.records, childId) }) }),
    failed: (error) =>
      toast({
        title: t(`${record}.failed`),
        description: error instanceof ApiError ? (error.serverMessage ?? undefined) : t('childRecord.networkError'),
        variant: 'destructive',
      }),
    lists: [form.list],
  })
  // Every T has these three fields; TypeScript cannot see that through the generic form types.
  const startField = field as unknown as FormFields<ChildRecordStart>

  return (
    <FormListTab
      formTitle={formTitle}
      onSubmit={onSubmit}
      grid
      fields={
        <>
          <ChildRecordFields field={startField} enrolled={children.records} categories={categories} />
          {fields(field)}
        </>
      }
      submitLabel={t(`${record}.submit`)}
      pendingLabel={t(`${record}.pending`)}
      pending={isSubmitting}
      listTitle={listTitle}
      list={records(children.records)}
    />
  )
}
