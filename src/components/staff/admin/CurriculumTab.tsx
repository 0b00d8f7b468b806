'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'

import { api } from '@/contract/api'
import { send } from '@/contract/client'
import { CURRICULUM_CATEGORIES } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import { curriculumActivityFormSchema } from '@/contract/schemas/records'
import { FormListTab } from '../shared/FormListTab'
import { Badge } from '../shared/ListState'
import { childNameOf, useStaffList } from '../shared/lists'
import { RecordList } from '../shared/RecordList'
import { ChildRecordFields } from '../shared/fieldGroups'
import { useAddRecordForm } from '../shared/useAddRecordForm'
import { addedForChild, addFailed } from './childRecordToasts'

type ActivityInput = z.input<typeof curriculumActivityFormSchema>

const EMPTY_ACTIVITY = { childId: '', title: '', description: '', category: '', notes: '' } as unknown as ActivityInput

export function CurriculumTab() {
  const activities = useStaffList(api.admin.activities)
  const children = useStaffList(api.admin.children)
  const { field, isSubmitting, onSubmit } = useAddRecordForm<ActivityInput>({
    idPrefix: 'admin-activity',
    blank: () => EMPTY_ACTIVITY,
    resolver: zodResolver(curriculumActivityFormSchema),
    send: (activity) => send(api.admin.addActivity, activity),
    created: addedForChild('Activity Added', children.records),
    failed: addFailed('Failed to add activity'),
    lists: [api.admin.activities],
  })

  return (
    <FormListTab
      formTitle="Add Curriculum Activity"
      onSubmit={onSubmit}
      grid
      fields={
        <>
          <ChildRecordFields field={field} enrolled={children.records} categories={CURRICULUM_CATEGORIES} />
          {field.textarea('description', 'Description', { required: true, className: 'sm:col-span-2' })}
          {field.textarea('notes', 'Teacher Notes', { hint: 'Optional', className: 'sm:col-span-2' })}
        </>
      }
      submitLabel="Add Activity"
      pendingLabel="Adding Activity..."
      pending={isSubmitting}
      listTitle="Curriculum Activities"
      list={
        <RecordList
          list={activities}
          what="curriculum activities"
          empty="No curriculum activities yet."
          scrollLabel="Curriculum activities"
          item={(activity) => ({
            title: activity.title,
            badge: <Badge>{activity.category}</Badge>,
            facts: [
              ['Child', childNameOf(children.records, activity.childId)],
              ['Completed', formatDate(activity.completedAt)],
              ['Description', activity.description],
              ['Notes', activity.notes],
            ],
          })}
        />
      }
    />
  )
}
