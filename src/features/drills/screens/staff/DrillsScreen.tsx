'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { AdminOnlyScreen, type AdminOnlyWords } from '@/components/staff/shared/AdminOnlyScreen'
import { useEndpoint } from '@/components/swr'
import { drillEndpoints } from '../../endpoints'
import { centreToday } from '@/lib/dates'
import type { DrillRecord } from '../../record'
import { DrillBoard } from './DrillBoard'
import { DrillForm } from './DrillForm'
import { DrillList } from './DrillList'

const DRILLS_PATH = '/staff/drills'

/** How many years the board shows: this one and the four before it. */
const BOARD_YEARS = 5

/** /staff/drills: the director's emergency drills, for admins only (AdminOnlyScreen: anyone else is sent to /login; docs/spec.md §15). */
export function DrillsScreen() {
  const t = useTranslations('staff.drills')
  const words = Object.fromEntries((['title', 'welcome', 'sessionCheckFailed', 'tryAgain', 'checkingSession', 'adminDashboard', 'logout'] as const).map((key) => [key, t(key)])) as AdminOnlyWords
  return (
    <AdminOnlyScreen path={DRILLS_PATH} words={words}>
      <DrillSections />
    </AdminOnlyScreen>
  )
}

/** The year's board, the form that records a drill, and the year's drills: one read of the year feeds the board and the list. */
function DrillSections() {
  const thisYear = Number(centreToday().slice(0, 4))
  const years = Array.from({ length: BOARD_YEARS }, (_, index) => thisYear - index)
  const [year, setYear] = useState(thisYear)
  const { data, error, mutate } = useEndpoint(drillEndpoints.drills, { year })
  const recorded = async (drill: DrillRecord) => {
    // A drill of another year the board offers: show that year, where it now is.
    const drillYear = Number(drill.day.slice(0, 4))
    if (drillYear !== year && years.includes(drillYear)) setYear(drillYear)
    else await mutate()
  }
  return (
    <div className="flex flex-col gap-8">
      <DrillBoard year={year} years={years} onYear={setYear} record={data} failed={Boolean(error)} retry={() => void mutate()} />
      <div className="grid gap-8 xl:grid-cols-[2fr_3fr]">
        <DrillForm onRecorded={recorded} />
        <DrillList year={year} record={data} failed={Boolean(error)} retry={() => void mutate()} />
      </div>
    </div>
  )
}
