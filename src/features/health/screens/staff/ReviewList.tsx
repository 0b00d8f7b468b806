'use client'

import { useTranslations } from 'next-intl'

import { usePortalDates } from '@/components/portal/dates'
import { LoadState, StaffSection } from '@/components/staff/shared/StaffSection'
import { useEndpoint } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { healthEndpoints } from '../../endpoints'
import type { OpenedChild } from './openedChild'

const cell = 'px-3 py-2 text-left align-top'

/** The active care plans whose yearly review is overdue or due within 30 days; each child's name opens its record. */
export function ReviewList({ onOpen }: { onOpen: (child: OpenedChild) => void }) {
  const t = useTranslations('staff.health.review')
  const plans = useTranslations('staff.health.plans')
  const health = useTranslations('staff.health')
  const { day } = usePortalDates()
  const { data, error, mutate } = useEndpoint(healthEndpoints.carePlansForReview)
  return (
    <StaffSection id="health-review" title={t('heading')}>
      <p className="mb-4 text-ink-soft">{t('intro')}</p>
      {!data ? (
        <LoadState loading={t('loading')} failed={error ? t('loadFailed') : undefined} retry={() => void mutate()} retryLabel={health('tryAgain')} />
      ) : data.length === 0 ? (
        <p className="rounded-2xl bg-brand-50 p-4 text-ink">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-labelledby="health-review-caption" tabIndex={0}>
          <table className="w-full min-w-[36rem] border-collapse text-base">
            <caption id="health-review-caption" className="sr-only">
              {t('caption')}
            </caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className={cell}>{t('child')}</th>
                <th scope="col" className={cell}>{t('plan')}</th>
                <th scope="col" className={cell}>{t('severity')}</th>
                <th scope="col" className={cell}>{t('dueOn')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((plan) => (
                <tr key={plan.id} className="border-b border-slate-200" data-testid="review-row">
                  <th scope="row" className={`${cell} font-normal`}>
                    <Button variant="link" className="min-h-11 px-0 text-left" aria-label={t('open', { name: plan.childName })} onClick={() => onOpen({ id: plan.childId, name: plan.childName })}>
                      {plan.childName}
                    </Button>
                  </th>
                  <td className={cell}>{plan.name}</td>
                  <td className={cell}>{plans(`severities.${plan.severity}`)}</td>
                  <td className={`${cell} ${plan.review === 'overdue' ? 'font-semibold text-coral-700' : ''}`}>{day(plan.reviewDueOn)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StaffSection>
  )
}
