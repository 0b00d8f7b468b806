'use client'

import { useTranslations } from 'next-intl'

import { ChoiceSelect } from '@/components/forms/ChoiceSelect'
import { FormField } from '@/components/forms/FormField'
import { LoadState, StaffSection } from '@/components/staff/shared/StaffSection'
import type { PeriodState } from '../../drillRules'
import type { DrillYearRecord } from '../../record'
import { useDrillWords } from './drillWords'

const cell = 'px-3 py-2 text-left align-top'
const STATE_STYLE: Record<PeriodState, string> = { done: 'text-brand-800', missing: 'font-semibold text-coral-700', due: 'font-semibold text-ink', upcoming: 'text-ink-soft' }

/**
 * The board of a year (this one and the four before): each month's fire drill and each quarter's
 * shelter-in-place or lockdown drill, done, missing, to do by the period's last day, or upcoming.
 */
export function DrillBoard({
  year,
  years,
  onYear,
  record,
  failed,
  retry,
}: {
  year: number
  years: number[]
  onYear: (year: number) => void
  record: DrillYearRecord | undefined
  failed: boolean
  retry: () => void
}) {
  const t = useTranslations('staff.drills')
  const words = useDrillWords()
  const state = (value: PeriodState, endsOn: string) => (value === 'due' ? t('states.due', { date: words.day(endsOn) }) : t(`states.${value}`))
  return (
    <StaffSection id="drills-board" title={t('board.heading')}>
      <p className="mb-4 text-ink-soft">{t('board.intro')}</p>
      <FormField id="drills-year" label={t('board.year')} className="max-w-48">
        {(aria) => <ChoiceSelect choices={years.map((value) => ({ value: String(value), label: String(value) }))} value={String(year)} onChange={(event) => onYear(Number(event.target.value))} {...aria} />}
      </FormField>
      {!record || record.year !== year ? (
        <LoadState loading={t('board.loading')} failed={failed ? t('board.loadFailed') : undefined} retry={retry} retryLabel={t('tryAgain')} />
      ) : (
        <>
          <p className="mt-4 font-semibold text-ink" data-testid="drills-summary">
            {t('board.summary', { missing: record.fireDrills.filter((month) => month.state === 'missing').length, year })}
          </p>
          <div className="mt-4 overflow-x-auto" role="region" aria-labelledby="drills-fire-caption" tabIndex={0}>
            <table className="w-full min-w-[36rem] border-collapse text-base">
              <caption id="drills-fire-caption" className="mb-2 text-left text-lg font-bold text-ink">
                {t('board.fireCaption', { year })}
              </caption>
              <thead>
                <tr className="border-b-2 border-slate-300">
                  <th scope="col" className={cell}>{t('board.month')}</th>
                  <th scope="col" className={cell}>{t('board.fireDrill')}</th>
                  <th scope="col" className={cell}>{t('board.heldAt')}</th>
                  <th scope="col" className={cell}>{t('board.evacuation')}</th>
                </tr>
              </thead>
              <tbody>
                {record.fireDrills.map((row) => (
                  <tr key={row.month} className="border-b border-slate-200" data-month={row.month} data-state={row.state}>
                    <th scope="row" className={`${cell} font-semibold`}>{words.month(row.month)}</th>
                    <td className={`${cell} ${STATE_STYLE[row.state]}`}>{state(row.state, row.endsOn)}</td>
                    <td className={cell}>{row.drill ? words.when(row.drill.heldAt) : t('none')}</td>
                    <td className={cell}>{row.drill ? words.duration(row.drill.evacuationSeconds) : t('none')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-8 overflow-x-auto" role="region" aria-labelledby="drills-shelter-caption" tabIndex={0}>
            <table className="w-full min-w-[36rem] border-collapse text-base">
              <caption id="drills-shelter-caption" className="mb-2 text-left text-lg font-bold text-ink">
                {t('board.shelterCaption', { year })}
              </caption>
              <thead>
                <tr className="border-b-2 border-slate-300">
                  <th scope="col" className={cell}>{t('board.quarter')}</th>
                  <th scope="col" className={cell}>{t('board.shelterDrill')}</th>
                  <th scope="col" className={cell}>{t('board.heldAt')}</th>
                  <th scope="col" className={cell}>{t('board.kind')}</th>
                </tr>
              </thead>
              <tbody>
                {record.shelterDrills.map((row) => (
                  <tr key={row.quarter} className="border-b border-slate-200" data-quarter={row.quarter} data-state={row.state}>
                    <th scope="row" className={`${cell} font-semibold`}>{t(`board.quarters.q${row.quarter}`)}</th>
                    <td className={`${cell} ${STATE_STYLE[row.state]}`}>{state(row.state, row.endsOn)}</td>
                    <td className={cell}>{row.drill ? words.when(row.drill.heldAt) : t('none')}</td>
                    <td className={cell}>{row.drill ? words.kind(row.drill.kind) : t('none')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </StaffSection>
  )
}
