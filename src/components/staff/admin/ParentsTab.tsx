'use client'

import { zodResolver } from '@hookform/resolvers/zod'

import { toast } from '@/components/ui/use-toast'
import { api } from '@/contract/api'
import { ApiError, send } from '@/contract/client'
import type { BodyOf, ResponseOf } from '@/contract/endpoint'
import { fullName } from '@/contract/records'
import { parentAccountSchema, type ParentAccountInput } from '@/contract/schemas/parent'
import { FormListTab } from '../shared/FormListTab'
import { ParentAccountList } from '../shared/ParentAccountList'
import { EMPTY_PARENT_ACCOUNT, ParentAccountFields, invitationEmailed } from '../shared/fieldGroups'
import { useAddRecordForm } from '../shared/useAddRecordForm'

/** SPEC §8: the server's message when it gave one, else the fallback; a network error says so. */
function failureToast(error: unknown) {
  const description =
    error instanceof ApiError ? (error.serverMessage ?? 'Failed to create parent account') : 'Failed to create parent account. Please try again.'
  toast({ title: 'Error', description, variant: 'destructive' })
}

/** Create a parent account with a password, or (with mail on the server) invite the parent to choose one. */
export function ParentsTab({ mailReady }: { mailReady: boolean }) {
  const form = useAddRecordForm<ParentAccountInput, ResponseOf<typeof api.admin.addUser>['user']>({
    idPrefix: 'admin-parent',
    blank: () => EMPTY_PARENT_ACCOUNT,
    resolver: zodResolver(parentAccountSchema),
    send: async (account) => {
      // The seed's screen sends the role too; the server ignores it (the account is always a parent's).
      const { user } = await send(api.admin.addUser, { ...account, role: 'parent' } as BodyOf<typeof api.admin.addUser>)
      return user
    },
    created: (account, user) =>
      toast({
        title: 'Parent Account Created',
        description: user.invitationPending
          ? `${fullName(user)} was added. ${invitationEmailed(account.email)} User ID: ${user.id}`
          : `${fullName(user)} can now sign in. User ID: ${user.id}`,
      }),
    failed: failureToast,
    lists: [api.admin.parents],
  })

  return (
    <FormListTab
      formTitle="Create Parent Account"
      formDescription="The parent signs in at /login with this username and password."
      onSubmit={form.onSubmit}
      fields={<ParentAccountFields field={form.field} mailReady={mailReady} />}
      submitLabel="Create Parent Account"
      pendingLabel="Creating Account..."
      pending={form.isSubmitting}
      listTitle="Parent Accounts"
      list={<ParentAccountList withIds />}
    />
  )
}
