'use client'

import type React from 'react'
import type { z } from 'zod'

import { choicesOf } from '@/components/forms/choices'
import type { FormFields } from '@/components/forms/formFields'
import { RecordFormDialog } from '@/components/staff/shared/RecordFormDialog'
import { childChoices } from '@/components/staff/shared/recordChoices'
import { useCreateRecord, type CreateRecordDialog } from '@/components/staff/shared/useCreateRecord'
import { api } from '@/contract/api'
import type { ChildRecord } from '@/contract/records'
import { dailyActivitySchema, milestoneSchema } from '@/contract/schemas/records'
import { DEFAULT_MILESTONE_CATEGORY, MILESTONE_CATEGORIES, MOODS } from '@/lib/constants'
import { isoDate, localToday } from '@/lib/dates'

const TEXTS = {
  dailyActivity: {
    title: 'Add Daily Activity',
    description: 'How the child’s day went: meals, nap, activities and mood.',
    submitLabel: 'Add Activity',
    pendingLabel: 'Adding Activity...',
  },
  milestone: {
    title: 'Add Milestone',
    description: 'Something new the child has learned or achieved.',
    submitLabel: 'Add Milestone',
    pendingLabel: 'Adding Milestone...',
  },
}

/**
 * The add dialog of a child's record: disabled (saying why) until there is a child, the child picked
 * first, then the record's own fields. The server records who wrote it.
 */
function ChildRecordDialog({
  kind,
  dialog,
  field,
  childList,
  children,
}: {
  kind: keyof typeof TEXTS
  dialog: CreateRecordDialog
  field: Pick<FormFields<{ childId: string }>, 'select'>
  childList: ChildRecord[]
  children: React.ReactNode
}) {
  return (
    <RecordFormDialog {...dialog} {...TEXTS[kind]} disabledReason={childList.length === 0 ? 'Add a child first.' : undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field.select('childId', 'Child', childChoices(childList), { required: true, placeholder: 'Select a child' })}
        {children}
      </div>
    </RecordFormDialog>
  )
}

const blankActivity = () => ({ childId: '', date: isoDate(localToday()), mealTime: '', napTime: '', activities: '', mood: '', notes: '' })

/** A child's daily report (`api.records.addDailyActivity`). */
export function AddDailyActivityDialog({ childList }: { childList: ChildRecord[] }) {
  const endpoint = api.records.addDailyActivity
  const { field, dialog } = useCreateRecord({ id: 'add-daily-activity', kind: 'dailyActivity', schema: dailyActivitySchema, blank: blankActivity, endpoint })
  return (
    <ChildRecordDialog kind="dailyActivity" dialog={dialog} field={field} childList={childList}>
      {field.text('date', 'Date', { required: true, type: 'date' })}
      {field.text('mealTime', 'Meal Time', { hint: 'For example: lunch at 11:30 AM, ate well.' })}
      {field.text('napTime', 'Nap Time', { hint: 'For example: 12:30 PM - 2:00 PM.' })}
      {field.textarea('activities', 'Activities', { rows: 3, className: 'sm:col-span-2' })}
      {field.select('mood', 'Mood', choicesOf(MOODS), { placeholder: 'Select a mood' })}
      {field.textarea('notes', 'Notes', { rows: 3, className: 'sm:col-span-2' })}
    </ChildRecordDialog>
  )
}

const blankMilestone = (): z.input<typeof milestoneSchema> => ({
  childId: '',
  title: '',
  description: '',
  category: DEFAULT_MILESTONE_CATEGORY,
  achievedAt: isoDate(localToday()),
  notes: '',
})

/** A child's milestone (`api.records.addMilestone`). */
export function AddMilestoneDialog({ childList }: { childList: ChildRecord[] }) {
  const endpoint = api.records.addMilestone
  const { field, dialog } = useCreateRecord({ id: 'add-milestone', kind: 'milestone', schema: milestoneSchema, blank: blankMilestone, endpoint })
  return (
    <ChildRecordDialog kind="milestone" dialog={dialog} field={field} childList={childList}>
      {field.text('title', 'Title', { required: true })}
      {field.textarea('description', 'Description', { required: true, rows: 3, className: 'sm:col-span-2' })}
      {field.select('category', 'Category', choicesOf(MILESTONE_CATEGORIES))}
      {field.text('achievedAt', 'Achieved Date', { type: 'date' })}
      {field.textarea('notes', 'Notes', { rows: 2, className: 'sm:col-span-2' })}
    </ChildRecordDialog>
  )
}
