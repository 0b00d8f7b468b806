'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { ApiError, apiRequest } from '@/lib/api-client'
import { ADMIN_AGE_GROUP_LABELS } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import { childFormSchema, type ChildFormInput } from '@/schemas/child'
import { showServerFieldErrors } from '../shared/forms'
import { ListState, RecordFacts, RecordItem } from '../shared/ListState'
import { fullName, useRefreshLists, useStaffList } from '../shared/lists'
import { FormAndList, Panel } from '../shared/Panel'
import { ChildFields, emptyChild } from '../shared/recordFields'

/** /admin's age groups are free-text labels: the label is the stored value. */
const AGE_GROUPS = ADMIN_AGE_GROUP_LABELS.map((label) => ({ value: label, label }))

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
  } = useForm<ChildFormInput>({ resolver: zodResolver(childFormSchema), defaultValues: emptyChild() })

  const onSubmit = async (child: ChildFormInput) => {
    try {
      await apiRequest('POST', '/api/admin/children', child)
      toast({ title: 'Child Added', description: `${fullName(child)} is now enrolled.` })
      reset(emptyChild())
      await refresh('children')
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(emptyChild()))
      toast(
        error instanceof ApiError
          ? { title: 'Failed to add child', description: error.serverMessage ?? undefined, variant: 'destructive' }
          : { title: 'Error', description: 'Failed to add child. Please try again.', variant: 'destructive' },
      )
    }
  }

  const parentName = (parentId: string | null) => {
    const parent = parents.records?.find(({ id }) => id === parentId)
    return parent ? fullName(parent) || parent.username : null
  }

  return (
    <FormAndList>
      <Panel title="Add Child">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
          <ChildFields idPrefix="admin-child" register={register} errors={errors} ageGroups={AGE_GROUPS} parents={parents.records} />
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
                      ['Born', formatDate(child.dateOfBirth)],
                      ['Enrolled', formatDate(child.enrollmentDate)],
                      ['Child ID', child.id],
                      ['Age group', child.ageGroup],
                      ['Parent', [parentName(child.parentId), child.parentId && `ID ${child.parentId}`].filter(Boolean).join(', ')],
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
