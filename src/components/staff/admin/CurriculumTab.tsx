'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'

import { api } from '@/contract/api'
import { send } from '@/contract/client'
import { curriculumActivityFormSchema } from '@/contract/schemas/records'
import { CURRICULUM_CATEGORIES } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import { Badge } from '../shared/ListState'
import { childNameOf, useStaffList } from '../shared/lists'
import { RecordList } from '../shared/RecordList'
import { ChildRecordTab } from './ChildRecordTab'

type ActivityInput = z.input<typeof curriculumActivityFormSchema>

const ACTIVITY_FORM = {
  idPrefix: 'admin-activity',
  blank: { childId: '', title: '', description: '', category: '', notes: '' } as unknown as ActivityInput,
  resolver: zodResolver(curriculumActivityFormSchema),
  send: (activity: ActivityInput) => send(api.admin.addActivity, activity),
  list: api.admin.activities,
}

export function CurriculumTab() {
  const activities = useStaffList(api.admin.activities)
  return (
    <ChildRecordTab
      record="Activity"
      form={ACTIVITY_FORM}
      categories={CURRICULUM_CATEGORIES}
      formTitle="Add Curriculum Activity"
      fields={(field) => (
        <>
          {field.textarea('description', 'Description', { required: true, className: 'sm:col-span-2' })}
          {field.textarea('notes', 'Teacher Notes', { hint: 'Optional', className: 'sm:col-span-2' })}
        </>
      )}
      listTitle="Curriculum Activities"
      records={(children) => (
        <RecordList
          list={activities}
          what="curriculum activities"
          empty="No curriculum activities yet."
          scrollLabel="Curriculum activities"
          item={(activity) => ({
            title: activity.title,
            badge: <Badge>{activity.category}</Badge>,
            facts: [
              ['Child', childNameOf(children, activity.childId)],
              ['Completed', formatDate(activity.completedAt)],
              ['Description', activity.description],
              ['Notes', activity.notes],
            ],
          })}
        />
      )}
    />
  )
}
