'use client'

import { MOODS } from '@/lib/constants'
import { isoDate, localToday } from '@/lib/dates'
import { dailyActivitySchema } from '@/schemas/records'
import { RECORDS_PATH, type ServerChild } from '@/components/staff/server-records/records'
import { recordFields } from '@/components/staff/server-records/recordFields'
import { RecordFormDialog } from '@/components/staff/server-records/RecordFormDialog'
import { useCreateRecord } from '@/components/staff/server-records/useCreateRecord'
import { childChoices, choicesOf, NO_CHILD_YET } from './recordChoices'

const blankActivity = () => ({ childId: '', date: isoDate(localToday()), mealTime: '', napTime: '', activities: '', mood: '', notes: '' })

/** A child's daily report (POST /api/daily-activities); the server records who wrote it. */
export function AddDailyActivityDialog({ childList }: { childList: ServerChild[] }) {
  const { form, open, setOpen, submit, pending } = useCreateRecord({
    schema: dailyActivitySchema,
    blank: blankActivity,
    required: ['childId', 'date'],
    missingText: 'Please select a child and date.',
    path: RECORDS_PATH.dailyActivities,
    successText: 'Daily activity added successfully!',
    failureText: 'Failed to add activity. Please try again.',
  })
  const field = recordFields(form, 'add-daily-activity')

  return (
    <RecordFormDialog
      id="add-daily-activity"
      open={open}
      onOpenChange={setOpen}
      triggerLabel="Add Daily Activity"
      disabledReason={childList.length === 0 ? NO_CHILD_YET : undefined}
      title="Add Daily Activity"
      description="How the child’s day went: meals, nap, activities and mood."
      submitLabel="Add Activity"
      pendingLabel="Adding Activity..."
      pending={pending}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field.select('childId', 'Child', childChoices(childList), { required: true, placeholder: 'Select a child' })}
        {field.text('date', 'Date', { required: true, type: 'date' })}
        {field.text('mealTime', 'Meal Time', { hint: 'For example: lunch at 11:30 AM, ate well.' })}
        {field.text('napTime', 'Nap Time', { hint: 'For example: 12:30 PM - 2:00 PM.' })}
        {field.textarea('activities', 'Activities', { rows: 3, className: 'sm:col-span-2' })}
        {field.select('mood', 'Mood', choicesOf(MOODS), { placeholder: 'Select a mood' })}
        {field.textarea('notes', 'Notes', { rows: 3, className: 'sm:col-span-2' })}
      </div>
    </RecordFormDialog>
  )
}
