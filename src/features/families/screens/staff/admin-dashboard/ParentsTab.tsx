'use client'

import { useTranslations } from 'next-intl'

import { toast } from '@/components/ui/use-toast'
import { accountAdminEndpoints } from '@/features/accounts/endpoints'
import { familyAdminEndpoints } from '../../../endpoints'
import { send } from '@/contract/client'
import type { BodyOf, ResponseOf } from '@/contract/endpoint'
import { fullName } from '@/contract/records'
import type { ParentAccountInput } from '@/contract/schemas/parent'
import { FormListTab } from '@/components/staff/shared/FormListTab'
import { ParentAccountList } from '../ParentAccountList'
import { EMPTY_PARENT_ACCOUNT, ParentAccountFields } from '@/components/staff/shared/fieldGroups'
import { useAddRecordForm } from '@/components/staff/shared/useAddRecordForm'

/**
 * Add a parent login account (role parent), with a password or (mail permitting) an invitation to choose
 * one. No checks in the browser; the server's messages appear on the fields.
 */
export function ParentsTab({ mailReady }: { mailReady: boolean }) {
  const t = useTranslations('staff.dashboard')
  const form = useAddRecordForm<ParentAccountInput, ResponseOf<typeof accountAdminEndpoints.addParentAccount>>({
    idPrefix: 'dashboard-parent',
    blank: () => EMPTY_PARENT_ACCOUNT,
    // The seed's screen sends the role too; the server ignores it (the account is always a parent's).
    send: (account) => send(accountAdminEndpoints.addParentAccount, { ...account, role: 'parent' } as BodyOf<typeof accountAdminEndpoints.addParentAccount>),
    created: (account, { user }) =>
      toast({
        title: t('parents.added'),
        description: user.invitationPending
          ? t('parents.addedInvited', { name: fullName(account), username: account.username.toLowerCase(), email: String(account.email) })
          : t('parents.addedWithPassword', { name: fullName(account), username: account.username.toLowerCase() }),
      }),
    failed: () => toast({ title: t('error'), description: t('parents.failedRetry'), variant: 'destructive' }),
    lists: [familyAdminEndpoints.parents],
  })

  return (
    <FormListTab
      formTitle={t('parents.formTitle')}
      onSubmit={form.onSubmit}
      fields={<ParentAccountFields field={form.field} mailReady={mailReady} />}
      submitLabel={t('parents.submit')}
      pendingLabel={t('parents.pending')}
      pending={form.isSubmitting}
      listTitle={t('parents.listTitle')}
      list={<ParentAccountList />}
    />
  )
}
