'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'

import { toast } from '@/components/ui/use-toast'
import { accountAdminEndpoints } from '@/features/accounts/endpoints'
import { familyAdminEndpoints } from '../../../endpoints'
import { ApiError, send } from '@/contract/client'
import type { BodyOf, ResponseOf } from '@/contract/endpoint'
import { fullName } from '@/contract/records'
import { parentAccountSchema, type ParentAccountInput } from '@/contract/schemas/parent'
import { FormListTab } from '@/components/staff/shared/FormListTab'
import { ParentAccountList } from '../ParentAccountList'
import { EMPTY_PARENT_ACCOUNT, ParentAccountFields } from '@/components/staff/shared/fieldGroups'
import { useAddRecordForm } from '@/components/staff/shared/useAddRecordForm'

/** Create a parent account with a password, or (with mail on the server) invite the parent to choose one. */
export function ParentsTab({ mailReady }: { mailReady: boolean }) {
  const t = useTranslations('staff.admin')

  /** SPEC §8: the server's message when it gave one, else the fallback; a network error says so. */
  const failureToast = (error: unknown) => {
    const description = error instanceof ApiError ? (error.serverMessage ?? t('parents.failed')) : t('parents.failedRetry')
    toast({ title: t('error'), description, variant: 'destructive' })
  }

  const form = useAddRecordForm<ParentAccountInput, ResponseOf<typeof accountAdminEndpoints.addUser>['user']>({
    idPrefix: 'admin-parent',
    blank: () => EMPTY_PARENT_ACCOUNT,
    resolver: zodResolver(parentAccountSchema),
    send: async (account) => {
      // The seed's screen sends the role too; the server ignores it (the account is always a parent's).
      const { user } = await send(accountAdminEndpoints.addUser, { ...account, role: 'parent' } as BodyOf<typeof accountAdminEndpoints.addUser>)
      return user
    },
    created: (account, user) =>
      toast({
        title: t('parents.created'),
        description: user.invitationPending
          ? t('parents.createdInvited', { name: fullName(user), email: String(account.email), id: user.id })
          : t('parents.createdWithPassword', { name: fullName(user), id: user.id }),
      }),
    failed: failureToast,
    lists: [familyAdminEndpoints.parents],
  })

  return (
    <FormListTab
      formTitle={t('parents.formTitle')}
      formDescription={t('parents.formDescription')}
      onSubmit={form.onSubmit}
      fields={<ParentAccountFields field={form.field} mailReady={mailReady} />}
      submitLabel={t('parents.submit')}
      pendingLabel={t('parents.pending')}
      pending={form.isSubmitting}
      listTitle={t('parents.listTitle')}
      list={<ParentAccountList withIds />}
    />
  )
}
