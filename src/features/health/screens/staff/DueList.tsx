'use client'

import { useTranslations } from 'next-intl'

import { usePortalDates } from '@/components/portal/dates'
import { useEndpoint } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { healthEndpoints } from '../../endpoints'
import type { OpenedChild } from './openedChild'
import { LoadState, StaffSection } from '@/components/staff/shared/StaffSection'

const cell = 'px-3 py-2 text-left align-top'

/** The children whose immunizations are overdue, then due within 30 days; each child's name opens its record. */
export function DueList({ opened, onOpen }: { opened: string | null; onOpen: (child: OpenedChild) => void }) {
  const t = useTranslations('staff.health.due')
  const health = useTranslations('staff.health')
  const { day } = usePortalDates()
  const { data, error, mutate } = useEndpoint(healthEndpoints.immunizationsDue)
  return (
    <StaffSection id="health-due" title={t('heading')}>
      <p id="health-due-intro" className="mb-4 text-ink-soft">
        {t('intro')}
      </p>
      {!data ? (
        <LoadState loading={t('loading')} failed={error ? t('loadFailed') : undefined} retry={() => void mutate()} retryLabel={health('tryAgain')} />
      ) : data.length === 0 ? (
        <p className="rounded-2xl bg-brand-50 p-4 text-ink">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-labelledby="health-due-caption" tabIndex={0}>
          <table className="w-full min-w-[40rem] border-collapse text-base">
            <caption id="health-due-caption" className="sr-only">
              {t('caption')}
            </caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className={cell}>{t('child')}</th>
                <th scope="col" className={cell}>{t('room')}</th>
                <th scope="col" className={cell}>{t('state')}</th>
                <th scope="col" className={cell}>{t('dueOn')}</th>
                <th scope="col" className={cell}>{t('vaccines')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.childId} className={`border-b border-slate-200 ${opened === row.childId ? 'bg-brand-50' : ''}`} data-testid="due-row">
                  <th scope="row" className={`${cell} font-normal`}>
                    <Button
                      id={`open-health-${row.childId}`}
                      variant="link"
                      className="min-h-11 px-0 text-left"
                      aria-label={t('open', { name: row.childName })}
                      aria-current={opened === row.childId ? 'true' : undefined}
                      onClick={() => onOpen({ id: row.childId, name: row.childName })}
                    >
                      {row.childName}
                    </Button>
                  </th>
                  <td className={cell}>{row.classroom?.name ?? t('noRoom')}</td>
                  <td className={`${cell} ${row.status === 'overdue' ? 'font-semibold text-coral-700' : ''}`}>{health(`status.${row.status}`)}</td>
                  <td className={cell}>{day(row.dueOn)}</td>
                  <td className={cell}>{row.vaccines.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StaffSection>
  )
}
