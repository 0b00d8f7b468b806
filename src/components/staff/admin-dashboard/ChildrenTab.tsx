'use client'

import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { apiRequest } from '@/lib/api-client'
import { DASHBOARD_AGE_GROUPS } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import type { ChildFormInput } from '@/schemas/child'
import { showServerFieldErrors } from '../shared/forms'
import { ListState, RecordFacts, RecordItem } from '../shared/ListState'
import { fullName, useRefreshLists, useStaffList } from '../shared/lists'
import { FormAndList, Panel } from '../shared/Panel'
import { ChildFields, emptyChild } from '../shared/recordFields'

const ageGroupLabel = (value: string | null) => DASHBOARD_AGE_GROUPS.find((group) => group.value === value)?.label ?? value

/** Add a child. SPEC §5: no checks in the browser here; the server's messages appear on the fields. */
export function ChildrenTab() {
  const children = useStaffList('children')
  const parents = useStaffList('parents')
  const refresh = useRefreshLists()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChildFormInput>({ defaultValues: emptyChild() })

  const onSubmit = async (child: ChildFormInput) => {
    try {
      await apiRequest('POST', '/api/admin/children', child)
      toast({ title: 'Child Added', description: `${fullName(child)} is now enrolled.` })
      reset(emptyChild())
      await refresh('children')
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(emptyChild()))
      toast({ title: 'Error', description: 'Failed to add child. Please try again.', variant: 'destructive' })
    }
  }

  return (
    <FormAndList>
      <Panel title="Add Child">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
          <ChildFields idPrefix="dashboard-child" register={register} errors={errors} ageGroups={DASHBOARD_AGE_GROUPS} parents={parents.records} />
          <Button type="submit" disabled={isSubmitting} className="self-start">
            {isSubmitting ? 'Adding Child...' : 'Add Child'}
          </Button>
        </form>
      </Panel>
      <Panel title="Children">
        <ListState {...children} what="children" empty="No children yet.">
          {(records) => (
            <ul className="flex flex-col gap-3">
              {records.map((child) => (
                <RecordItem key={child.id} title={fullName(child)}>
                  <RecordFacts
                    facts={[
                      ['Age group', ageGroupLabel(child.ageGroup)],
                      ['Enrolled', formatDate(child.enrollmentDate)],
                    ]}
                  />
                </RecordItem>
              ))}
            </ul>
          )}
        </ListState>
      </Panel>
    </FormAndList>
  )
}
