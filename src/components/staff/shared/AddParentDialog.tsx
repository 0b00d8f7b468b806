'use client'

import { api } from '@/contract/api'
import { parentContactSchema } from '@/contract/schemas/parent'
import { RecordFormDialog } from './RecordFormDialog'
import { useCreateRecord } from './useCreateRecord'

const blankParent = () => ({ firstName: '', lastName: '', email: '' })

/** Add parent (/admin-db, /secure-admin): first and last name and email, `api.records.addParent`. */
export function AddParentDialog() {
  const { field, dialog } = useCreateRecord({ id: 'add-parent', kind: 'parent', schema: parentContactSchema, blank: blankParent, endpoint: api.records.addParent })

  return (
    <RecordFormDialog
      {...dialog}
      title="Add Parent"
      description="The parent gets an account with a username made from the email; reset its password before handing it to the family."
      submitLabel="Add Parent"
      pendingLabel="Adding Parent..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field.text('firstName', 'First Name', { required: true })}
        {field.text('lastName', 'Last Name', { required: true })}
        {field.text('email', 'Email', { required: true, type: 'email', className: 'sm:col-span-2' })}
      </div>
    </RecordFormDialog>
  )
}
