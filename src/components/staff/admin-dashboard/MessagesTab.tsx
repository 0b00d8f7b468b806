'use client'

import { api } from '@/contract/api'
import { useStaffList } from '../shared/lists'
import { Panel } from '../shared/Panel'
import { RecordList } from '../shared/RecordList'

const submittedDay = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

/** When a message arrived, on the admin's own calendar; 'N/A' when it has no date (SPEC §2). */
const submittedOn = (submittedAt: string | null) => {
  const time = submittedAt ? Date.parse(submittedAt) : NaN
  return Number.isNaN(time) ? 'N/A' : submittedDay.format(time)
}

/** Contact messages from /contact, newest first. */
export function MessagesTab() {
  const messages = useStaffList(api.admin.messages)
  return (
    <Panel title="Contact Messages">
      <RecordList
        list={messages}
        what="messages"
        empty="No messages yet."
        scrollLabel="Contact messages"
        item={(message) => ({
          title: message.name,
          facts: [
            ['Email', message.email],
            ['Submitted', submittedOn(message.submittedAt)],
            ['Message', <span key="message" className="whitespace-pre-line">{message.message}</span>],
          ],
        })}
      />
    </Panel>
  )
}
