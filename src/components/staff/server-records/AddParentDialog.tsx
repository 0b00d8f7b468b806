'use client'

import { parentContactSchema } from '@/schemas/parent'
import { RECORDS_PATH } from './records'
import { recordFields } from './recordFields'
import { RecordFormDialog } from './RecordFormDialog'
import { useCreateRecord } from './useCreateRecord'

const blankParent = () => ({ firstName: '', lastName: '', email: '' })

/** Add parent (/admin-db, /secure-admin): first and last name and email, POST /api/parents. */
export function AddParentDialog() {
  const { form, open, setOpen, submit, pending } = useCreateRecord({
    schema: parentContactSchema,
    blank: blankParent,
    required: ['firstName', 'lastName', 'email'],
    path: RECORDS_PATH.parents,
    successText: 'Parent added successfully!',
    failureText: 'Failed to add parent. Please try again.',
  })
  const field = recordFields(form, 'add-parent')

  return (
    <RecordFormDialog
      id="add-parent"
      open={open}
      onOpenChange={setOpen}
      triggerLabel="Add Parent"
      title="Add Parent"
      description="The parent gets an account with a username made from the email; reset its password before handing it to the family."
      submitLabel="Add Parent"
      pendingLabel="Adding Parent..."
      pending={pending}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field.text('firstName', 'First Name', { required: true })}
        {field.text('lastName', 'Last Name', { required: true })}
        {field.text('email', 'Email', { required: true, type: 'email', className: 'sm:col-span-2' })}
      </div>
    </RecordFormDialog>
  )
}
