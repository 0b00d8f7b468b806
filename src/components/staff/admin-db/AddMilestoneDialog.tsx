'use client'

import type { z } from 'zod'

import { api } from '@/contract/api'
import type { ChildRecord } from '@/contract/records'
import { DEFAULT_MILESTONE_CATEGORY, MILESTONE_CATEGORIES } from '@/lib/constants'
import { isoDate, localToday } from '@/lib/dates'
import { milestoneSchema } from '@/contract/schemas/records'
import { choicesOf } from '@/components/forms/choices'
import { RecordFormDialog } from '@/components/staff/shared/RecordFormDialog'
import { useCreateRecord } from '@/components/staff/shared/useCreateRecord'
import { childPicker, needsAChild } from './recordChoices'

const blankMilestone = (): z.input<typeof milestoneSchema> => ({
  childId: '',
  title: '',
  description: '',
  category: DEFAULT_MILESTONE_CATEGORY,
  achievedAt: isoDate(localToday()),
  notes: '',
})

/** A child's milestone (`api.records.addMilestone`); the server records who wrote it. */
export function AddMilestoneDialog({ childList }: { childList: ChildRecord[] }) {
  const { field, dialog } = useCreateRecord({
    id: 'add-milestone',
    kind: 'milestone',
    schema: milestoneSchema,
    blank: blankMilestone,
    endpoint: api.records.addMilestone,
  })

  return (
    <RecordFormDialog
      {...dialog}
      disabledReason={needsAChild(childList)}
      title="Add Milestone"
      description="Something new the child has learned or achieved."
      submitLabel="Add Milestone"
      pendingLabel="Adding Milestone..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {childPicker(field, childList)}
        {field.text('title', 'Title', { required: true })}
        {field.textarea('description', 'Description', { required: true, rows: 3, className: 'sm:col-span-2' })}
        {field.select('category', 'Category', choicesOf(MILESTONE_CATEGORIES))}
        {field.text('achievedAt', 'Achieved Date', { type: 'date' })}
        {field.textarea('notes', 'Notes', { rows: 2, className: 'sm:col-span-2' })}
      </div>
    </RecordFormDialog>
  )
}
