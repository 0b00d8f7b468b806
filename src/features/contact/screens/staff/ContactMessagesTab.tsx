'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo } from 'react'

import { contactAdminEndpoints } from '../../endpoints'
import { FORMAT_LOCALE } from '@/i18n/routing'
import { useStaffList } from '@/components/staff/shared/lists'
import { Panel } from '@/components/staff/shared/Panel'
import { RecordList } from '@/components/staff/shared/RecordList'

/** /admin-dashboard, tab Messages: the Quick Contact messages from /contact, newest first. */
export function ContactMessagesTab() {
  const t = useTranslations('staff.dashboard.messages')
  const locale = useLocale()
  const submittedDay = useMemo(() => new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { year: 'numeric', month: 'long', day: 'numeric' }), [locale])
  /** When a message arrived, on the admin's own calendar; 'N/A' when it has no date (SPEC §2). */
  const submittedOn = (submittedAt: string | null) => {
    const time = submittedAt ? Date.parse(submittedAt) : NaN
    return Number.isNaN(time) ? t('notAvailable') : submittedDay.format(time)
  }
  const messages = useStaffList(contactAdminEndpoints.messages)
  return (
    <Panel title={t('title')}>
      <RecordList
        list={messages}
        what={t('what')}
        empty={t('empty')}
        scrollLabel={t('scrollLabel')}
        item={(message) => ({
          title: message.name,
          facts: [
            [t('email'), message.email],
            [t('submitted'), submittedOn(message.submittedAt)],
            [t('message'), <span key="message" className="whitespace-pre-line">{message.message}</span>],
          ],
        })}
      />
    </Panel>
  )
}
