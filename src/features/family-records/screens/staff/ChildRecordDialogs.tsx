'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import type { z } from 'zod'

import type { FormFields } from '@/components/forms/formFields'
import { RecordFormDialog } from '@/components/staff/shared/RecordFormDialog'
import { childChoices } from '@/components/staff/shared/recordChoices'
import { useCreateRecord, type CreateRecordDialog } from '@/components/staff/shared/useCreateRecord'
import { dailyRecordEndpoints } from '../../endpoints'
import type { ChildRecord } from '@/contract/records'
import { DEFAULT_MILESTONE_CATEGORY, MILESTONE_CATEGORIES, MOODS } from '@/lib/constants'
import { isoDate, localToday } from '@/lib/dates'
import { dailyActivitySchema, milestoneSchema } from '../../schemas'

/** Each dialog's texts: the catalogue's `staff.db.dialogs.{kind}` (title, description, submit and pending labels). */
type DialogKind = 'dailyActivity' | 'milestone'

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
  kind: DialogKind
  dialog: CreateRecordDialog
  field: Pick<FormFields<{ childId: string }>, 'select'>
  childList: ChildRecord[]
  children: React.ReactNode
}) {
  const t = useTranslations('staff.db')
  return (
    <RecordFormDialog
      {...dialog}
      title={t(`dialogs.${kind}.title`)}
      description={t(`dialogs.${kind}.description`)}
      submitLabel={t(`dialogs.${kind}.submitLabel`)}
      pendingLabel={t(`dialogs.${kind}.pendingLabel`)}
      disabledReason={childList.length === 0 ? t('addChildFirst') : undefined}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field.select('childId', t('fields.child'), childChoices(childList), { required: true, placeholder: t('fields.selectChild') })}
        {children}
      </div>
    </RecordFormDialog>
  )
}

const blankActivity = () => ({ childId: '', date: isoDate(localToday()), mealTime: '', napTime: '', activities: '', mood: '', notes: '' })

/** A child's daily report (`dailyRecordEndpoints.addDailyActivity`). */
export function AddDailyActivityDialog({ childList }: { childList: ChildRecord[] }) {
  const t = useTranslations('staff.db')
  const endpoint = dailyRecordEndpoints.addDailyActivity
  const { field, dialog } = useCreateRecord({ id: 'add-daily-activity', kind: 'dailyActivity', schema: dailyActivitySchema, blank: blankActivity, endpoint })
  const moods = MOODS.map((mood) => ({ value: mood, label: t(`moods.${mood}`) }))
  return (
    <ChildRecordDialog kind="dailyActivity" dialog={dialog} field={field} childList={childList}>
      {field.text('date', t('fields.date'), { required: true, type: 'date' })}
      {field.text('mealTime', t('fields.mealTime'), { hint: t('fields.mealTimeHint') })}
      {field.text('napTime', t('fields.napTime'), { hint: t('fields.napTimeHint') })}
      {field.textarea('activities', t('fields.activities'), { rows: 3, className: 'sm:col-span-2' })}
      {field.select('mood', t('fields.mood'), moods, { placeholder: t('fields.selectMood') })}
      {field.textarea('notes', t('fields.notes'), { rows: 3, className: 'sm:col-span-2' })}
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

/** A child's milestone (`dailyRecordEndpoints.addMilestone`). */
export function AddMilestoneDialog({ childList }: { childList: ChildRecord[] }) {
  const t = useTranslations('staff.db')
  const endpoint = dailyRecordEndpoints.addMilestone
  const { field, dialog } = useCreateRecord({ id: 'add-milestone', kind: 'milestone', schema: milestoneSchema, blank: blankMilestone, endpoint })
  const categories = MILESTONE_CATEGORIES.map((category) => ({ value: category, label: t(`milestoneCategories.${category}`) }))
  return (
    <ChildRecordDialog kind="milestone" dialog={dialog} field={field} childList={childList}>
      {field.text('title', t('fields.title'), { required: true })}
      {field.textarea('description', t('fields.description'), { required: true, rows: 3, className: 'sm:col-span-2' })}
      {field.select('category', t('fields.category'), categories)}
      {field.text('achievedAt', t('fields.achievedDate'), { type: 'date' })}
      {field.textarea('notes', t('fields.notes'), { rows: 2, className: 'sm:col-span-2' })}
    </ChildRecordDialog>
  )
}
