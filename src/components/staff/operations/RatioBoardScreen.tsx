'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import useSWR from 'swr'

import { Button } from '@/components/ui/button'
import { api } from '@/contract/api'
import type { RatioBoard, RatioRow } from '@/contract/records'
import { StaffLoading, StaffScreen } from '../shared/StaffScreen'
import { SessionCheckFailed, useFloorStaff } from './useFloorStaff'

const TITLE = 'Ratio Board'
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' })

type Live = 'connecting' | 'live' | 'reconnecting'

/**
 * /staff/ratios: per classroom, the children and staff present against what the NC table requires,
 * live: the board listens to GET /api/ratios/stream and changes within moments of a check-in anywhere.
 */
export function RatioBoardScreen() {
  const { user, error, retry, logout } = useFloorStaff('/staff/ratios')
  const { data, error: loadError, mutate } = useSWR<RatioBoard>(user ? api.operations.ratios.path : null)
  const [live, setLive] = useState<Live>('connecting')

  useEffect(() => {
    if (!user) return
    const source = new EventSource(api.operations.ratiosStream.path)
    source.addEventListener('board', (event) => {
      setLive('live')
      void mutate(JSON.parse((event as MessageEvent<string>).data) as RatioBoard, { revalidate: false })
    })
    source.onopen = () => setLive('live')
    source.onerror = () => setLive('reconnecting')
    return () => source.close()
  }, [user, mutate])

  if (error) return <SessionCheckFailed title={TITLE} onRetry={retry} />
  if (!user) return <StaffLoading title={TITLE} text="Checking your session…" />

  return (
    <StaffScreen
      title={TITLE}
      welcome="Children and staff present in each classroom, against the North Carolina ratios."
      actions={
        <>
          <Button asChild variant="outline">
            <Link href="/staff/attendance">Attendance</Link>
          </Button>
          <Button onClick={() => void logout()}>Logout</Button>
        </>
      }
    >
      <p role="status" className="mb-4 text-sm text-ink-soft" data-live={live}>
        {live === 'live' ? 'Live: the board updates as children and staff arrive and leave.' : live === 'connecting' ? 'Connecting…' : 'Reconnecting… the board may be out of date.'}
        {data && <span> Last updated {time.format(new Date(data.at))}.</span>}
      </p>
      {!data && !loadError && <p className="py-10 text-center text-lg text-ink-soft">Loading the board…</p>}
      {!data && loadError && (
        <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
          <p className="text-lg">We could not load the board.</p>
          <Button onClick={() => void mutate()}>Try again</Button>
        </div>
      )}
      {data && <Board board={data} />}
    </StaffScreen>
  )
}

function Board({ board }: { board: RatioBoard }) {
  if (board.classrooms.length === 0) {
    return <p className="py-10 text-center text-lg text-ink-soft">No classrooms to show. An admin assigns teachers to classrooms.</p>
  }
  return (
    <>
      {board.overRatio.length > 0 && (
        <div role="alert" className="mb-6 rounded-2xl border-2 border-coral-700 bg-coral-50 p-4 text-lg font-semibold text-coral-700">
          Over ratio: {board.overRatio.join(', ')}. More staff are needed now.
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Classrooms">
        {board.classrooms.map((row) => (
          <RoomCard key={row.id} row={row} />
        ))}
      </ul>
    </>
  )
}

function RoomCard({ row }: { row: RatioRow }) {
  const trouble = row.overRatio || row.overGroupSize || row.overCapacity
  const missing = Math.max(0, row.staffRequired - row.staffPresent)
  return (
    <li
      aria-label={row.name}
      data-over-ratio={row.overRatio}
      className={`rounded-3xl border-2 bg-white p-5 shadow-sm ${trouble ? 'border-coral-700' : 'border-slate-200'}`}
    >
      <h2 className="text-xl font-bold text-ink">{row.name}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-base">
        <dt className="text-ink-soft">Children present</dt>
        <dd className="text-right font-semibold" data-testid="children-present">
          {row.childrenPresent}
        </dd>
        <dt className="text-ink-soft">Staff present</dt>
        <dd className="text-right font-semibold" data-testid="staff-present">
          {row.staffPresent}
        </dd>
        <dt className="text-ink-soft">Staff required</dt>
        <dd className="text-right font-semibold" data-testid="staff-required">
          {row.staffRequired}
        </dd>
        <dt className="text-ink-soft">Ratio</dt>
        <dd className="text-right">{row.ratio ? `${row.ratio} (${row.ageBand})` : '—'}</dd>
      </dl>
      <p className={`mt-3 font-semibold ${trouble ? 'text-coral-700' : 'text-brand-800'}`}>
        {row.overRatio
          ? `Over ratio: ${missing} more staff needed`
          : row.childrenPresent === 0
            ? 'No children present'
            : 'Within ratio'}
        {row.overGroupSize && ` · over the group size of ${row.maxGroupSize}`}
        {row.overCapacity && ` · over the room's capacity of ${row.capacity}`}
      </p>
    </li>
  )
}
