'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { ApiError, apiRequest } from '@/lib/api-client'
import { parentAccountSchema, type ParentAccountInput } from '@/schemas/parent'
import { showServerFieldErrors } from '../shared/forms'
import { fullName, useRefreshLists } from '../shared/lists'
import { FormAndList, Panel } from '../shared/Panel'
import { ParentAccountList } from '../shared/ParentAccountList'
import { EMPTY_PARENT_ACCOUNT, ParentAccountFields } from '../shared/recordFields'

type Created = { user: { id: string; firstName: string | null; lastName: string | null } }

/** SPEC §8: the server's message when it gave one, else the fallback; a network error says so. */
function failureToast(error: unknown) {
  const description =
    error instanceof ApiError ? (error.serverMessage ?? 'Failed to create parent account') : 'Failed to create parent account. Please try again.'
  toast({ title: 'Error', description, variant: 'destructive' })
}

export function ParentsTab() {
  const refresh = useRefreshLists()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ParentAccountInput>({ resolver: zodResolver(parentAccountSchema), defaultValues: EMPTY_PARENT_ACCOUNT })

  const onSubmit = async (account: ParentAccountInput) => {
    try {
      const response = await apiRequest('POST', '/api/admin/users', { ...account, role: 'parent' })
      const { user } = (await response.json()) as Created
      toast({ title: 'Parent Account Created', description: `${fullName(user)} can now sign in. User ID: ${user.id}` })
      reset(EMPTY_PARENT_ACCOUNT)
      await refresh('parents')
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(EMPTY_PARENT_ACCOUNT))
      failureToast(error)
    }
  }

  return (
    <FormAndList>
      <Panel title="Create Parent Account" description="The parent signs in at /login with this username and password.">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
          <ParentAccountFields idPrefix="admin-parent" register={register} errors={errors} />
          <Button type="submit" disabled={isSubmitting} className="self-start">
            {isSubmitting ? 'Creating Account...' : 'Create Parent Account'}
          </Button>
        </form>
      </Panel>
      <Panel title="Parent Accounts">
        <ParentAccountList withIds />
      </Panel>
    </FormAndList>
  )
}
