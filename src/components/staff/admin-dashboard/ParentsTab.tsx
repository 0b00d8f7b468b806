'use client'

import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { apiRequest } from '@/lib/api-client'
import type { ParentAccountInput } from '@/schemas/parent'
import { showServerFieldErrors } from '../shared/forms'
import { fullName, useRefreshLists } from '../shared/lists'
import { FormAndList, Panel } from '../shared/Panel'
import { ParentAccountList } from '../shared/ParentAccountList'
import { EMPTY_PARENT_ACCOUNT, ParentAccountFields } from '../shared/recordFields'

/** Add a parent login account (role parent). No checks in the browser; the server's messages appear on the fields. */
export function ParentsTab() {
  const refresh = useRefreshLists()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ParentAccountInput>({ defaultValues: EMPTY_PARENT_ACCOUNT })

  const onSubmit = async (account: ParentAccountInput) => {
    try {
      await apiRequest('POST', '/api/admin/parents', { ...account, role: 'parent' })
      toast({ title: 'Parent Added', description: `${fullName(account)} can now sign in as ${account.username.toLowerCase()}.` })
      reset(EMPTY_PARENT_ACCOUNT)
      await refresh('parents')
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(EMPTY_PARENT_ACCOUNT))
      toast({ title: 'Error', description: 'Failed to create parent account. Please try again.', variant: 'destructive' })
    }
  }

  return (
    <FormAndList>
      <Panel title="Add Parent">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
          <ParentAccountFields idPrefix="dashboard-parent" register={register} errors={errors} />
          <Button type="submit" disabled={isSubmitting} className="self-start">
            {isSubmitting ? 'Adding Parent...' : 'Add Parent'}
          </Button>
        </form>
      </Panel>
      <Panel title="Parents">
        <ParentAccountList />
      </Panel>
    </FormAndList>
  )
}
