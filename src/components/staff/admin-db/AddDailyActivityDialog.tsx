'use client'

import { api } from '@/contract/api'
import type { ChildRecord } from '@/contract/records'
import { MOODS } from '@/lib/constants'
import { isoDate, localToday } from '@/lib/dates'
import { dailyActivitySchema } from '@/contract/schemas/records'
import { choicesOf } from '@/components/forms/choices'
import { RecordFormDialog } from '@/components/staff/shared/RecordFormDialog'
import { useCreateRecord } from '@/components/staff/shared/useCreateRecord'
import { childPicker, needsAChild } from './recordChoices'

const blankActivity = () => ({ childId: '', date: isoDate(localToday()), mealTime: '', napTime: '', activities: '', mood: '', notes: '' })

/** A child's daily report (`api.records.addDailyActivity`); the server records who wrote it. */
export function AddDailyActivityDialog({ childList }: { childList: ChildRecord[] }) {
  const { field, dialog } = useCreateRecord({
    id: 'add-daily-activity',
    kind: 'dailyActivity',
    schema: dailyActivitySchema,
    blank: blankActivity,
    endpoint: api.records.addDailyActivity,
  })

  return (
    <RecordFormDialog
      {...dialog}
      disabledReason={needsAChild(childList)}
      title="Add Daily Activity"
      description="How the child’s day went: meals, nap, activities and mood."
      submitLabel="Add Activity"
      pendingLabel="Adding Activity..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {childPicker(field, childList)}
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
