'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { ApiError, apiRequest } from '@/lib/api-client'
import { CURRICULUM_CATEGORIES } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import { curriculumActivityFormSchema } from '@/schemas/records'
import { TextAreaField } from '../shared/fields'
import { showServerFieldErrors } from '../shared/forms'
import { Badge, ListState, RecordFacts, RecordItem, ScrollRegion } from '../shared/ListState'
import { childNameOf, useRefreshLists, useStaffList } from '../shared/lists'
import { FormAndList, Panel } from '../shared/Panel'
import { ChildRecordFields } from '../shared/recordFields'

type ActivityInput = z.input<typeof curriculumActivityFormSchema>

const EMPTY_ACTIVITY = { childId: '', title: '', description: '', category: '', notes: '' } as unknown as ActivityInput

export function CurriculumTab() {
  const activities = useStaffList('activities')
  const children = useStaffList('children')
  const refresh = useRefreshLists()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ActivityInput>({ resolver: zodResolver(curriculumActivityFormSchema), defaultValues: EMPTY_ACTIVITY })

  const onSubmit = async (activity: ActivityInput) => {
    try {
      await apiRequest('POST', '/api/admin/curriculum', activity)
      toast({ title: 'Activity Added', description: `“${activity.title}” was added for ${childNameOf(children.records, activity.childId)}.` })
      reset(EMPTY_ACTIVITY)
      await refresh('activities')
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(EMPTY_ACTIVITY))
      toast({
        title: 'Failed to add activity',
        description: error instanceof ApiError ? (error.serverMessage ?? undefined) : 'Please check your connection and try again.',
        variant: 'destructive',
      })
    }
  }

  return (
    <FormAndList>
      <Panel title="Add Curriculum Activity">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <ChildRecordFields
              idPrefix="admin-activity"
              enrolled={children.records}
              categories={CURRICULUM_CATEGORIES}
              controls={{ childId: register('childId'), category: register('category'), title: register('title') }}
              errors={{ childId: errors.childId?.message, category: errors.category?.message, title: errors.title?.message }}
            />
            <TextAreaField
              id="admin-activity-description"
              label="Description"
              required
              className="sm:col-span-2"
              control={register('description')}
              error={errors.description?.message}
            />
            <TextAreaField id="admin-activity-notes" label="Teacher Notes" hint="Optional" className="sm:col-span-2" control={register('notes')} error={errors.notes?.message} />
          </div>
          <Button type="submit" disabled={isSubmitting} className="self-start">
            {isSubmitting ? 'Adding Activity...' : 'Add Activity'}
          </Button>
        </form>
      </Panel>
      <Panel title="Curriculum Activities">
        <ListState {...activities} what="curriculum activities" empty="No curriculum activities yet.">
          {(records) => (
            <ScrollRegion label="Curriculum activities">
              <ul className="flex flex-col gap-3">
                {records.map((activity) => (
                  <RecordItem key={activity.id} title={activity.title} badge={<Badge>{activity.category}</Badge>}>
                    <RecordFacts
                      facts={[
                        ['Child', childNameOf(children.records, activity.childId)],
                        ['Completed', formatDate(activity.completedAt)],
                        ['Description', activity.description],
                        ['Notes', activity.notes],
                      ]}
                    />
                  </RecordItem>
                ))}
              </ul>
            </ScrollRegion>
          )}
        </ListState>
      </Panel>
    </FormAndList>
  )
}
