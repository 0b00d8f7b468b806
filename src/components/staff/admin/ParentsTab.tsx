'use client'

import { zodResolver } from '@hookform/resolvers/zod'

import { toast } from '@/components/ui/use-toast'
import { ApiError, apiRequest } from '@/contract/client'
import { parentAccountSchema, type ParentAccountInput } from '@/contract/schemas/parent'
import { FormListTab } from '../shared/FormListTab'
import { fullName } from '../shared/lists'
import { ParentAccountList } from '../shared/ParentAccountList'
import { EMPTY_PARENT_ACCOUNT, ParentAccountFields } from '../shared/recordFields'
import { useAddRecordForm } from '../shared/useAddRecordForm'

type Created = { user: { id: string; firstName: string | null; lastName: string | null } }

/** SPEC §8: the server's message when it gave one, else the fallback; a network error says so. */
function failureToast(error: unknown) {
  const description =
    error instanceof ApiError ? (error.serverMessage ?? 'Failed to create parent account') : 'Failed to create parent account. Please try again.'
  toast({ title: 'Error', description, variant: 'destructive' })
}

export function ParentsTab() {
  const form = useAddRecordForm<ParentAccountInput, Created['user']>({
    blank: () => EMPTY_PARENT_ACCOUNT,
    resolver: zodResolver(parentAccountSchema),
    send: async (account) => {
      const response = await apiRequest('POST', '/api/admin/users', { ...account, role: 'parent' })
      return ((await response.json()) as Created).user
    },
    created: (_account, user) => toast({ title: 'Parent Account Created', description: `${fullName(user)} can now sign in. User ID: ${user.id}` }),
    failed: failureToast,
    lists: ['parents'],
  })

  return (
    <FormListTab
      formTitle="Create Parent Account"
      formDescription="The parent signs in at /login with this username and password."
      onSubmit={form.onSubmit}
      fields={<ParentAccountFields idPrefix="admin-parent" register={form.register} errors={form.errors} />}
      submitLabel="Create Parent Account"
      pendingLabel="Creating Account..."
      pending={form.isSubmitting}
      listTitle="Parent Accounts"
      list={<ParentAccountList withIds />}
    />
  )
}
