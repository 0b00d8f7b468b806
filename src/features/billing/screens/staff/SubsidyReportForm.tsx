'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { ChoiceSelect } from '@/components/forms/ChoiceSelect'
import { FormField } from '@/components/forms/FormField'
import { useEndpoint } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { billingAdminEndpoints } from '../../endpoints'
import { withQuery } from '@/contract/endpoint'
import { BillingSection } from './BillingSection'
import { currentPeriod, isPeriod, monthText } from './billingText'

/** The subsidy agencies' attendance report of a month (the current one first), every agency's or one's, as a CSV download. */
export function SubsidyReportForm() {
  const t = useTranslations('staff.billing.subsidy')
  const locale = useLocale()
  const [month, setMonth] = useState(currentPeriod)
  const [agencyId, setAgencyId] = useState('')
  // The agencies to choose from; until they come (or if they cannot), the report of every agency still downloads.
  const { data } = useEndpoint(billingAdminEndpoints.subsidyAuthorizations)
  const agencies = data?.agencies ?? []
  return (
    <BillingSection id="billing-subsidy" title={t('heading')}>
      <p className="mb-4 text-ink-soft">{t('intro')}</p>
      <div className="flex flex-col gap-4">
        <FormField id="billing-subsidy-month" label={t('month')} hint={t('monthHint')} required>
          {(aria) => <Input type="month" value={month} onChange={(event) => setMonth(event.target.value)} {...aria} />}
        </FormField>
        {agencies.length > 1 && (
          <FormField id="billing-subsidy-agency" label={t('agency')}>
            {(aria) => (
              <ChoiceSelect
                choices={[{ value: '', label: t('allAgencies') }, ...agencies.map((agency) => ({ value: agency.id, label: agency.name }))]}
                value={agencyId}
                onChange={(event) => setAgencyId(event.target.value)}
                {...aria}
              />
            )}
          </FormField>
        )}
        {isPeriod(month) ? (
          <Button asChild variant="outline" className="self-start whitespace-normal text-left">
            <a href={withQuery(billingAdminEndpoints.subsidyReport.path, { month, ...(agencyId ? { agencyId } : {}) })} download={`subsidy-attendance-${month}.csv`}>
              {t('download', { month: monthText(month, locale) })}
            </a>
          </Button>
        ) : (
          <p className="text-ink-soft">{t('chooseMonth')}</p>
        )}
      </div>
    </BillingSection>
  )
}
