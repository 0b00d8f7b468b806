'use client'

import { useTranslations } from 'next-intl'

import { LoadState, StaffSection } from '@/components/staff/shared/StaffSection'
import type { DrillYearRecord } from '../../record'
import { useDrillWords } from './drillWords'

const cell = 'px-3 py-2 text-left align-top'

/** The drills recorded in the board's year, newest first, with the children and staff the server counted. */
export function DrillList({ year, record, failed, retry }: { year: number; record: DrillYearRecord | undefined; failed: boolean; retry: () => void }) {
  const t = useTranslations('staff.drills')
  const words = useDrillWords()
  return (
    <StaffSection id="drills-list" title={t('list.heading', { year })}>
      {!record || record.year !== year ? (
        <LoadState loading={t('board.loading')} failed={failed ? t('board.loadFailed') : undefined} retry={retry} retryLabel={t('tryAgain')} />
      ) : record.drills.length === 0 ? (
        <p className="rounded-2xl bg-brand-50 p-4 text-ink">{t('list.empty', { year })}</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-labelledby="drills-list-caption" tabIndex={0}>
          <table className="w-full min-w-[40rem] border-collapse text-base">
            <caption id="drills-list-caption" className="sr-only">
              {t('list.caption', { year })}
            </caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className={cell}>{t('list.when')}</th>
                <th scope="col" className={cell}>{t('list.kind')}</th>
                <th scope="col" className={cell}>{t('list.evacuation')}</th>
                <th scope="col" className={cell}>{t('list.children')}</th>
                <th scope="col" className={cell}>{t('list.staff')}</th>
                <th scope="col" className={cell}>{t('list.notes')}</th>
              </tr>
            </thead>
            <tbody>
              {record.drills.map((drill) => (
                <tr key={drill.id} className="border-b border-slate-200" data-testid="drill-row">
                  <th scope="row" className={`${cell} font-normal`}>{words.when(drill.heldAt)}</th>
                  <td className={cell}>{words.kind(drill.kind)}</td>
                  <td className={cell}>{words.duration(drill.evacuationSeconds)}</td>
                  <td className={cell}>{drill.childrenPresent}</td>
                  <td className={cell}>{drill.staffPresent}</td>
                  <td className={cell}>{drill.notes ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StaffSection>
  )
}
