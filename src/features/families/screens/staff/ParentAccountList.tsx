'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { Badge } from '@/components/staff/shared/ListState'
import { familyAdminEndpoints } from '../../endpoints'
import { ApiError, send } from '@/contract/client'
import { at } from '@/contract/endpoint'
import { fullName, type UserRecord } from '@/contract/records'
import { useRefreshLists, useStaffList } from '@/components/staff/shared/lists'
import { RecordList } from '@/components/staff/shared/RecordList'

/**
 * The parent accounts: name, username, email; with `withIds`, their ids and a Parent badge (/admin). A
 * parent invited by email who has not chosen a password yet is marked so, with a way to mail the
 * invitation again.
 */
export function ParentAccountList({ withIds = false }: { withIds?: boolean }) {
  const parents = useStaffList(familyAdminEndpoints.parents)
  const t = useTranslations('staff.shared.parentAccounts')
  return (
    <RecordList
      list={parents}
      what={t('what')}
      empty={t('empty')}
      item={(parent) => ({
        title: fullName(parent) || parent.username,
        badge: (withIds || parent.invitationPending) && (
          <span className="flex flex-wrap gap-2">
            {parent.invitationPending && <Badge>{t('invitationPending')}</Badge>}
            {withIds && <Badge>{t('parentBadge')}</Badge>}
          </span>
        ),
        facts: [
          [t('username'), parent.username],
          [t('email'), parent.email || t('notProvided')],
          [t('id'), withIds && parent.id],
        ],
        extra: parent.invitationPending && <ResendInvitation parent={parent} />,
      })}
    />
  )
}

/** Mails the parent a new "set your password" link (the earlier one stops working), then reloads the list. */
function ResendInvitation({ parent }: { parent: UserRecord }) {
  const refresh = useRefreshLists()
  const [pending, setPending] = useState(false)
  const t = useTranslations('staff.shared.parentAccounts')

  const resend = async () => {
    setPending(true)
    try {
      const { message } = await send(at(familyAdminEndpoints.inviteParent, parent.id))
      toast({ title: t('invitationSent'), description: message })
    } catch (error) {
      const description = (error instanceof ApiError && error.serverMessage) || t('inviteFailed')
      toast({ title: t('error'), description, variant: 'destructive' })
    } finally {
      setPending(false)
    }
    await refresh(familyAdminEndpoints.parents)
  }

  return (
    <Button variant="outline" size="sm" className="mt-3" disabled={pending} onClick={() => void resend()}>
      {pending
        ? t('sending')
        : t.rich('resend', { name: fullName(parent) || parent.username, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
    </Button>
  )
}
