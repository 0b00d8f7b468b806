'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { ratioEndpoints } from '../../endpoints'
import { timeOfDay } from '@/i18n/times'
import { FloorScreen } from '@/components/staff/operations/useFloorStaff'
import { useEndpoint } from '@/components/swr'
import { NC_RATIO_BANDS, type RatioBandName } from '../../ratioTable'
import type { RatioBoard, RatioRow } from '../../record'

/** The catalogue's key of each NC age band (the board names a band by its English label). */
const BAND_KEYS = {
  infant: 'infant',
  toddler: 'toddler',
  twos: 'twos',
  threes: 'threes',
  fours: 'fours',
  'school-age': 'schoolAge',
} as const satisfies Record<RatioBandName, string>

type Live = 'connecting' | 'live' | 'reconnecting'

/**
 * /staff/ratios: per classroom, the children and staff present against what the NC table requires,
 * live: the board listens to GET /api/ratios/stream and changes within moments of a check-in anywhere.
 */
export function RatioBoardScreen() {
  const t = useTranslations('staff.operations.ratios')
  return (
    <FloorScreen screen="ratios" title={t('title')} welcome={t('welcome')} links={['attendance']}>
      {() => <LiveBoard />}
    </FloorScreen>
  )
}

/** The board as it stands, then as each change arrives on the stream. */
function LiveBoard() {
  const { data, error: loadError, mutate } = useEndpoint(ratioEndpoints.ratios)
  const [live, setLive] = useState<Live>('connecting')
  const t = useTranslations('staff.operations.ratios')
  const floor = useTranslations('staff.operations.floor')
  const locale = useLocale()

  useEffect(() => {
    const source = new EventSource(ratioEndpoints.ratiosStream.path)
    source.addEventListener('board', (event) => {
      setLive('live')
      void mutate(JSON.parse((event as MessageEvent<string>).data) as RatioBoard, { revalidate: false })
    })
    source.onopen = () => setLive('live')
    source.onerror = () => setLive('reconnecting')
    return () => source.close()
  }, [mutate])

  return (
    <>
      <p role="status" className="mb-4 text-sm text-ink-soft" data-live={live}>
        {live === 'live' ? t('live') : live === 'connecting' ? t('connecting') : t('reconnecting')}
        {data && <span> {t('lastUpdated', { time: timeOfDay(new Date(data.at), locale, { seconds: true }) })}</span>}
      </p>
      {!data && !loadError && <p className="py-10 text-center text-lg text-ink-soft">{t('loading')}</p>}
      {!data && loadError && (
        <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
          <p className="text-lg">{t('loadFailed')}</p>
          <Button onClick={() => void mutate()}>{floor('tryAgain')}</Button>
        </div>
      )}
      {data && <Board board={data} />}
    </>
  )
}

function Board({ board }: { board: RatioBoard }) {
  const t = useTranslations('staff.operations.ratios')
  if (board.classrooms.length === 0) {
    return <p className="py-10 text-center text-lg text-ink-soft">{t('noClassrooms')}</p>
  }
  // Rooms with someone in them and no staff present holding current CPR and first aid (10A NCAC 09 .1102).
  const uncovered = board.classrooms.filter((room) => room.missingCprFirstAid).map((room) => room.name)
  return (
    <>
      {board.overRatio.length > 0 && (
        <div role="alert" className="mb-6 rounded-2xl border-2 border-coral-700 bg-coral-50 p-4 text-lg font-semibold text-coral-700">
          {t('overRatioAlert', { rooms: board.overRatio.join(', ') })}
        </div>
      )}
      {uncovered.length > 0 && (
        <div role="alert" className="mb-6 rounded-2xl border-2 border-coral-700 bg-coral-50 p-4 text-lg font-semibold text-coral-700" data-testid="missing-cpr-first-aid-alert">
          {t('missingCprFirstAidAlert', { rooms: uncovered.join(', ') })}
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('classrooms')}>
        {board.classrooms.map((row) => (
          <RoomCard key={row.id} row={row} />
        ))}
      </ul>
    </>
  )
}

function RoomCard({ row }: { row: RatioRow }) {
  const t = useTranslations('staff.operations.ratios')
  // The band as the server names it (its English label), in the page's language; an unknown one as it came.
  const band = NC_RATIO_BANDS.find((candidate) => candidate.label === row.ageBand)
  const ageBand = band ? t(`bands.${BAND_KEYS[band.band]}`) : row.ageBand
  const trouble = row.overRatio || row.overGroupSize || row.overCapacity || row.missingCprFirstAid
  const missing = Math.max(0, row.staffRequired - row.staffPresent)
  return (
    <li
      aria-label={row.name}
      data-over-ratio={row.overRatio}
      data-missing-cpr-first-aid={row.missingCprFirstAid}
      className={`rounded-3xl border-2 bg-white p-5 shadow-sm ${trouble ? 'border-coral-700' : 'border-slate-200'}`}
    >
      <h2 className="text-xl font-bold text-ink">{row.name}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-base">
        <dt className="text-ink-soft">{t('childrenPresent')}</dt>
        <dd className="text-right font-semibold" data-testid="children-present">
          {row.childrenPresent}
        </dd>
        <dt className="text-ink-soft">{t('staffPresent')}</dt>
        <dd className="text-right font-semibold" data-testid="staff-present">
          {row.staffPresent}
        </dd>
        <dt className="text-ink-soft">{t('staffRequired')}</dt>
        <dd className="text-right font-semibold" data-testid="staff-required">
          {row.staffRequired}
        </dd>
        <dt className="text-ink-soft">{t('ratio')}</dt>
        <dd className="text-right">{row.ratio ? `${row.ratio} (${ageBand})` : '—'}</dd>
      </dl>
      <p className={`mt-3 font-semibold ${trouble ? 'text-coral-700' : 'text-brand-800'}`}>
        {row.overRatio ? t('overRatio', { missing }) : row.childrenPresent === 0 ? t('noChildren') : t('withinRatio')}
        {row.overGroupSize && ` · ${t('overGroupSize', { size: String(row.maxGroupSize) })}`}
        {row.overCapacity && ` · ${t('overCapacity', { capacity: String(row.capacity) })}`}
      </p>
      {row.missingCprFirstAid && (
        <p className="mt-2 font-semibold text-coral-700" data-testid="missing-cpr-first-aid">
          {t('missingCprFirstAid')}
        </p>
      )}
      {row.forgottenCheckOuts > 0 && (
        <p className="mt-2 font-semibold text-coral-700" data-testid="forgotten-check-outs">
          {t('forgottenCheckOuts', { count: row.forgottenCheckOuts })}
        </p>
      )}
    </li>
  )
}
