'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId } from 'react'

import { usePortalDates } from '@/components/portal/dates'
import { AsyncRecords, LoadError } from '@/components/portal/RecordStates'
import { useEndpoint } from '@/components/swr'
import { ownChildrenEndpoints } from '@/features/families/endpoints'
import { healthEndpoints } from '../../endpoints'
import { at } from '@/contract/endpoint'
import type { ChildRecord } from '@/contract/records'
import { CarePlanList, carePlanWordsOf } from '../CarePlanList'
import { ChildDocuments } from './ChildDocuments'
import { ChildMedication } from './ChildMedication'
import { VaccineTable, type VaccineTableWords } from '../VaccineTable'

/**
 * The parent dashboard's health records: each of the family's children's immunizations as the centre has
 * them on file, with the status they add up to today (docs/spec.md §15), vaccine names in the page's language;
 * their care plans; their medicines (the authorizations the parent signs here, and every dose given); their
 * documents (the immunization certificate the parent sends here, and the centre's papers).
 */
export function HealthRecords() {
  const t = useTranslations('portal.health')
  const family = useTranslations('portal.children')
  const children = useEndpoint(ownChildrenEndpoints.ownChildren)
  return (
    <section aria-labelledby="health-records" className="mt-10 flex flex-col gap-4">
      <h2 id="health-records" className="text-2xl font-bold text-ink">
        {t('heading')}
      </h2>
      <p className="text-ink-soft">{t('intro')}</p>
      <AsyncRecords result={children} loading={t('loading')} failed={family('failed')} empty={null}>
        {(items) => items.map((child) => <ChildImmunizations key={child.id} child={child} />)}
      </AsyncRecords>
    </section>
  )
}

function ChildImmunizations({ child }: { child: ChildRecord }) {
  const t = useTranslations('portal.health')
  const locale = useLocale()
  const { day } = usePortalDates()
  const headingId = useId()
  const { data, error, mutate } = useEndpoint(at(healthEndpoints.immunizations, child.id), { locale })
  const words: VaccineTableWords = {
    vaccine: t('vaccine'),
    doses: t('doses'),
    state: t('state'),
    dueOn: t('dueOn'),
    noDue: t('noDue'),
    dosesValue: ({ given, required }) => t('dosesValue', { given, required }),
    status: (status) => t(`status.${status}`),
    day: (value) => day(value),
  }
  return (
    <article aria-labelledby={headingId} className="rounded-3xl bg-white p-6 shadow-sm" data-testid="child-immunizations">
      <h3 id={headingId} className="text-xl font-bold text-ink">
        {t('childHeading', { firstName: child.firstName })}
      </h3>
      <h4 className="mt-4 text-lg font-bold text-ink">{t('immunizationsHeading')}</h4>
      {error ? (
        <LoadError message={t('loadFailed', { firstName: child.firstName })} onRetry={() => void mutate()} />
      ) : !data ? (
        <p role="status" className="mt-2 text-ink-soft">
          {t('loadingChild', { firstName: child.firstName })}
        </p>
      ) : (
        <>
          <p className={`mt-2 text-lg font-semibold ${data.status === 'overdue' ? 'text-coral-700' : 'text-ink'}`} data-testid="immunization-summary">
            {t('summary', { status: data.status, date: day(data.dueOn) })}
          </p>
          <VaccineTable record={data} caption={t('caption', { firstName: child.firstName })} words={words} />
        </>
      )}
      <ChildCarePlans child={child} />
      <ChildMedication child={child} />
      <ChildDocuments child={child} />
    </article>
  )
}

/** The child's active care plans (allergies and conditions), under its immunizations. */
function ChildCarePlans({ child }: { child: ChildRecord }) {
  const t = useTranslations('portal.health.plans')
  const { day } = usePortalDates()
  const { data, error, mutate } = useEndpoint(at(healthEndpoints.carePlans, child.id))
  const words = carePlanWordsOf(t, day)
  const active = data?.filter((plan) => plan.active) ?? []
  return (
    <>
      <h4 className="mt-6 text-lg font-bold text-ink">{t('plansHeading')}</h4>
      {error ? (
        <LoadError message={t('plansLoadFailed')} onRetry={() => void mutate()} />
      ) : !data ? null : active.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t('noPlans')}</p>
      ) : (
        <CarePlanList plans={active} words={words} testId="care-plans" />
      )}
    </>
  )
}
