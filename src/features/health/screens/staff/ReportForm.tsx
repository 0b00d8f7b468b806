'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { ChoiceSelect } from '@/components/forms/ChoiceSelect'
import { FormField } from '@/components/forms/FormField'
import { Button } from '@/components/ui/button'
import { healthEndpoints } from '../../endpoints'
import { withQuery } from '@/contract/endpoint'
import { StaffSection } from '@/components/staff/shared/StaffSection'
import { centreToday } from '@/lib/dates'

/** How many years the report can be downloaded for: this one and the four before it. */
const REPORT_YEARS = 5

/** The annual immunization report of a year (this one first), as a CSV download. */
export function ReportForm() {
  const t = useTranslations('staff.health.report')
  const thisYear = Number(centreToday().slice(0, 4))
  const [year, setYear] = useState(String(thisYear))
  const years = Array.from({ length: REPORT_YEARS }, (_, index) => String(thisYear - index))
  return (
    <StaffSection id="health-report" title={t('heading')}>
      <p className="mb-4 text-ink-soft">{t('intro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="health-report-year" label={t('year')}>
          {(aria) => <ChoiceSelect choices={years.map((value) => ({ value, label: value }))} value={year} onChange={(event) => setYear(event.target.value)} {...aria} />}
        </FormField>
        <Button asChild variant="outline" className="whitespace-normal text-left">
          <a href={withQuery(healthEndpoints.immunizationReport.path, { year })} download={`immunization-report-${year}.csv`}>
            {t('download', { year })}
          </a>
        </Button>
      </div>
    </StaffSection>
  )
}
