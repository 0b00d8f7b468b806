'use client'

import type { z } from 'zod'

import { DEFAULT_MILESTONE_CATEGORY, MILESTONE_CATEGORIES } from '@/lib/constants'
import { isoDate, localToday } from '@/lib/dates'
import { milestoneSchema } from '@/schemas/records'
import { RECORDS_PATH, type ServerChild } from '@/components/staff/server-records/records'
import { recordFields } from '@/components/staff/server-records/recordFields'
import { RecordFormDialog } from '@/components/staff/server-records/RecordFormDialog'
import { useCreateRecord } from '@/components/staff/server-records/useCreateRecord'
import { childChoices, choicesOf, NO_CHILD_YET } from './recordChoices'

const blankMilestone = (): z.input<typeof milestoneSchema> => ({
  childId: '',
  title: '',
  description: '',
  category: DEFAULT_MILESTONE_CATEGORY,
  achievedAt: isoDate(localToday()),
  notes: '',
})

/** A child's milestone (POST /api/milestones); the server records who wrote it. */
export function AddMilestoneDialog({ childList }: { childList: ServerChild[] }) {
  const { form, open, setOpen, submit, pending } = useCreateRecord({
    schema: milestoneSchema,
    blank: blankMilestone,
    required: ['childId', 'title', 'description'],
    path: RECORDS_PATH.milestones,
    successText: 'Milestone added successfully!',
    failureText: 'Failed to add milestone. Please try again.',
  })
  const field = recordFields(form, 'add-milestone')

  return (
    <RecordFormDialog
      id="add-milestone"
      open={open}
      onOpenChange={setOpen}
      triggerLabel="Add Milestone"
      disabledReason={childList.length === 0 ? NO_CHILD_YET : undefined}
      title="Add Milestone"
      description="Something new the child has learned or achieved."
      submitLabel="Add Milestone"
      pendingLabel="Adding Milestone..."
      pending={pending}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field.select('childId', 'Child', childChoices(childList), { required: true, placeholder: 'Select a child' })}
        {field.text('title', 'Title', { required: true })}
        {field.textarea('description', 'Description', { required: true, rows: 3, className: 'sm:col-span-2' })}
        {field.select('category', 'Category', choicesOf(MILESTONE_CATEGORIES))}
        {field.text('achievedAt', 'Achieved Date', { type: 'date' })}
        {field.textarea('notes', 'Notes', { rows: 2, className: 'sm:col-span-2' })}
      </div>
    </RecordFormDialog>
  )
}
