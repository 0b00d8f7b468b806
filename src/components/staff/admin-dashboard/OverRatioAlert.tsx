'use client'

import Link from 'next/link'
import useSWR from 'swr'

import { api } from '@/contract/api'
import type { RatioAlertRecord } from '@/contract/records'

/** The rooms over ratio now: the open ratio alerts (GET /api/ratio-alerts?open=true). */
const OPEN_ALERTS_KEY = `${api.operations.ratioAlerts.path}?open=true`

const startedAt = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
const since = (iso: string) => {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : ` since ${startedAt.format(time)}`
}

/**
 * A plain alert above the dashboard's sections when classrooms are over the NC ratio (issue 16): each
 * room, since when, and the staff it needed at the start, with a link to the live ratio board. Nothing
 * when every room is within ratio (or the list cannot be read: the board itself still shows it). The
 * admins are also mailed when a room goes over ratio (src/server/operations/ratioAlerts.ts).
 */
export function OverRatioAlert() {
  const { data } = useSWR<RatioAlertRecord[]>(OPEN_ALERTS_KEY)
  if (!data?.length) return null
  return (
    <div role="alert" className="mb-6 rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-950">
      <p className="font-semibold">{data.length === 1 ? 'A classroom is over ratio' : `${data.length} classrooms are over ratio`}</p>
      <ul className="mt-2 list-disc pl-6">
        {data.map((alert) => (
          <li key={alert.id}>
            {alert.classroomName ?? 'A classroom'}
            {since(alert.startedAt)}: {alert.childrenPresent} {alert.childrenPresent === 1 ? 'child' : 'children'}, {alert.staffPresent} staff present,{' '}
            {alert.staffRequired} needed{alert.ratio ? ` (ratio ${alert.ratio})` : ''}.
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <Link href="/staff/ratios" className="font-medium underline">
          Open the ratio board
        </Link>{' '}
        to see the rooms now.
      </p>
    </div>
  )
}
