'use client'

import { useTranslations } from 'next-intl'

import type { Endpoint } from '@/contract/endpoint'
import type { UserRecord } from '@/contract/records'
import { parentContactSchema } from '@/contract/schemas/parent'
import { RecordFormDialog } from './RecordFormDialog'
import { useCreateRecord } from './useCreateRecord'

const blankParent = () => ({ firstName: '', lastName: '', email: '' })

/** Where a parent is added: the families' `familyListEndpoints.addParent`, which the screen holding the dialog passes (the kernel imports no feature). */
export type AddParentEndpoint = Endpoint<'POST', string, () => Promise<typeof parentContactSchema>, UserRecord>

/** Add parent (/admin-db, /secure-admin): first and last name and email, sent to `endpoint`. */
export function AddParentDialog({ endpoint }: { endpoint: AddParentEndpoint }) {
  const { field, dialog } = useCreateRecord({ id: 'add-parent', kind: 'parent', schema: parentContactSchema, blank: blankParent, endpoint })
  const t = useTranslations('staff.shared')

  return (
    <RecordFormDialog
      {...dialog}
      title={t('addParent.title')}
      description={t('addParent.description')}
      submitLabel={t('addParent.submit')}
      pendingLabel={t('addParent.pending')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field.text('firstName', t('fields.firstName'), { required: true })}
        {field.text('lastName', t('fields.lastName'), { required: true })}
        {field.text('email', t('fields.email'), { required: true, type: 'email', className: 'sm:col-span-2' })}
      </div>
    </RecordFormDialog>
  )
}
