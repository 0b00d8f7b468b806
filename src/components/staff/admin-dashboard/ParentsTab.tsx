'use client'

import { toast } from '@/components/ui/use-toast'
import { api } from '@/contract/api'
import { send } from '@/contract/client'
import type { BodyOf, ResponseOf } from '@/contract/endpoint'
import { fullName } from '@/contract/records'
import type { ParentAccountInput } from '@/contract/schemas/parent'
import { FormListTab } from '../shared/FormListTab'
import { ParentAccountList } from '../shared/ParentAccountList'
import { EMPTY_PARENT_ACCOUNT, ParentAccountFields, invitationEmailed } from '../shared/fieldGroups'
import { useAddRecordForm } from '../shared/useAddRecordForm'

/**
 * Add a parent login account (role parent), with a password or (mail permitting) an invitation to choose
 * one. No checks in the browser; the server's messages appear on the fields.
 */
export function ParentsTab({ mailReady }: { mailReady: boolean }) {
  const form = useAddRecordForm<ParentAccountInput, ResponseOf<typeof api.admin.addParentAccount>>({
    idPrefix: 'dashboard-parent',
    blank: () => EMPTY_PARENT_ACCOUNT,
    // The seed's screen sends the role too; the server ignores it (the account is always a parent's).
    send: (account) => send(api.admin.addParentAccount, { ...account, role: 'parent' } as BodyOf<typeof api.admin.addParentAccount>),
    created: (account, { user }) =>
      toast({
        title: 'Parent Added',
        description: user.invitationPending
          ? `${fullName(account)} will sign in as ${account.username.toLowerCase()}. ${invitationEmailed(account.email)}`
          : `${fullName(account)} can now sign in as ${account.username.toLowerCase()}.`,
      }),
    failed: () => toast({ title: 'Error', description: 'Failed to create parent account. Please try again.', variant: 'destructive' }),
    lists: [api.admin.parents],
  })

  return (
    <FormListTab
      formTitle="Add Parent"
      onSubmit={form.onSubmit}
      fields={<ParentAccountFields field={form.field} mailReady={mailReady} />}
      submitLabel="Add Parent"
      pendingLabel="Adding Parent..."
      pending={form.isSubmitting}
      listTitle="Parents"
      list={<ParentAccountList />}
    />
  )
}
