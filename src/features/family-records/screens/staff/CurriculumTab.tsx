'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import type { z } from 'zod'

import { useFormatDate } from '@/components/staff/shared/displayLabels'
import { Badge } from '@/components/staff/shared/ListState'
import { useStaffList } from '@/components/staff/shared/lists'
import { RecordList } from '@/components/staff/shared/RecordList'
import { familyRecordAdminEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { CURRICULUM_CATEGORIES } from '@/lib/constants'
import { curriculumActivityFormSchema } from '../../schemas'
import { useChildName } from './childName'
import { ChildRecordTab } from './ChildRecordTab'

type ActivityInput = z.input<typeof curriculumActivityFormSchema>

const ACTIVITY_FORM = {
  idPrefix: 'admin-activity',
  blank: { childId: '', title: '', description: '', category: '', notes: '' } as unknown as ActivityInput,
  resolver: zodResolver(curriculumActivityFormSchema),
  send: (activity: ActivityInput) => send(familyRecordAdminEndpoints.addActivity, activity),
  list: familyRecordAdminEndpoints.activities,
}

const isCurriculumCategory = (value: string): value is (typeof CURRICULUM_CATEGORIES)[number] => (CURRICULUM_CATEGORIES as readonly string[]).includes(value)

export function CurriculumTab() {
  const t = useTranslations('staff.admin')
  const formatDay = useFormatDate()
  const childName = useChildName()
  const activities = useStaffList(familyRecordAdminEndpoints.activities)
  return (
    <ChildRecordTab
      record="activity"
      form={ACTIVITY_FORM}
      categories={CURRICULUM_CATEGORIES}
      formTitle={t('activity.formTitle')}
      fields={(field) => (
        <>
          {field.textarea('description', t('description'), { required: true, className: 'sm:col-span-2' })}
          {field.textarea('notes', t('activity.teacherNotes'), { hint: t('optional'), className: 'sm:col-span-2' })}
        </>
      )}
      listTitle={t('activity.listTitle')}
      records={(children) => (
        <RecordList
          list={activities}
          what={t('activity.what')}
          empty={t('activity.empty')}
          scrollLabel={t('activity.scrollLabel')}
          item={(activity) => ({
            title: activity.title,
            badge: <Badge>{isCurriculumCategory(activity.category) ? t(`category.${activity.category}`) : activity.category}</Badge>,
            facts: [
              [t('activity.child'), childName(children, activity.childId)],
              [t('activity.completed'), formatDay(activity.completedAt)],
              [t('description'), activity.description],
              [t('activity.notes'), activity.notes],
            ],
          })}
        />
      )}
    />
  )
}
