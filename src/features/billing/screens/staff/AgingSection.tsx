'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { ChoiceSelect } from '@/components/forms/ChoiceSelect'
import { FormField } from '@/components/forms/FormField'
import { useEndpoint } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { billingAdminEndpoints } from '../../endpoints'
import { familyAdminEndpoints } from '@/features/families/endpoints'
import { AGING_BUCKETS, type Aging } from '../../ledger'
import { formatCents } from '../../money'
import { BillingSection, LoadState } from './BillingSection'
import { dayText } from './billingText'
import { TableHead } from './TableHead'

/** The family whose ledger is open: its id and its name as the lists show it. */
export type OpenedFamily = { id: string; name: string }

const numeric = 'px-3 py-2 text-right tabular-nums whitespace-nowrap'

/**
 * Every family with a balance, what it owes by how late (current, 1–30, 31–60, 61–90, over 90 days past
 * due), most owed first, and the totals; each family's name opens its ledger. Below, any family's ledger
 * (one with nothing owed too: a payment in advance).
 */
export function AgingSection({ opened, onOpen }: { opened: string | null; onOpen: (family: OpenedFamily) => void }) {
  const t = useTranslations('staff.billing.aging')
  const billing = useTranslations('staff.billing')
  const locale = useLocale()
  const { data, error, mutate } = useEndpoint(billingAdminEndpoints.billingAging)
  const money = (cents: number) => formatCents(cents, locale)
  const bucketLabel = (bucket: keyof Aging) => t(bucket)

  return (
    <BillingSection id="billing-aging" title={t('heading')}>
      {!data ? (
        <LoadState loading={t('loading')} failed={error ? t('loadFailed') : undefined} retry={() => void mutate()} retryLabel={billing('tryAgain')} />
      ) : (
        <>
          <p id="billing-aging-intro" className="mb-4 text-ink-soft">
            {t('intro', { date: dayText(data.asOf, locale) })}
          </p>
          {data.families.length === 0 ? (
            <p className="rounded-2xl bg-brand-50 p-4 text-ink">{t('empty')}</p>
          ) : (
            <div className="overflow-x-auto" role="region" aria-labelledby="billing-aging-caption" tabIndex={0}>
              <table className="w-full min-w-[44rem] border-collapse text-base">
                <caption id="billing-aging-caption" className="sr-only">
                  {t('caption')}
                </caption>
                <TableHead columns={[{ label: t('family') }, { label: t('balance'), amount: true }, ...AGING_BUCKETS.map((bucket) => ({ label: bucketLabel(bucket), amount: true }))]} />
                <tbody>
                  {data.families.map((family) => (
                    <tr key={family.familyId} className={`border-b border-slate-200 ${opened === family.familyId ? 'bg-brand-50' : ''}`}>
                      <th scope="row" className="px-3 py-2 text-left font-normal">
                        <Button
                          id={`open-ledger-${family.familyId}`}
                          variant="link"
                          className="min-h-11 px-0 text-left"
                          aria-describedby="billing-aging-intro"
                          aria-current={opened === family.familyId ? 'true' : undefined}
                          onClick={() => onOpen({ id: family.familyId, name: family.familyName })}
                        >
                          {family.familyName}
                        </Button>
                      </th>
                      <td className={`${numeric} font-semibold`} data-testid="family-balance">
                        {money(family.balanceCents)}
                      </td>
                      {AGING_BUCKETS.map((bucket) => (
                        <td key={bucket} className={numeric}>
                          {money(family.aging[bucket])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-slate-300 font-bold">
                    <th scope="row" className="px-3 py-2 text-left">
                      {t('totals')}
                    </th>
                    <td className={numeric} data-testid="total-balance">
                      {money(data.totals.balanceCents)}
                    </td>
                    {AGING_BUCKETS.map((bucket) => (
                      <td key={bucket} className={numeric}>
                        {money(data.totals.aging[bucket])}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </>
      )}
      <AnyFamily onOpen={onOpen} />
    </BillingSection>
  )
}

/** Any parent's account, by name: its ledger opens even with nothing owed. */
function AnyFamily({ onOpen }: { onOpen: (family: OpenedFamily) => void }) {
  const t = useTranslations('staff.billing.aging')
  const { data: parents } = useEndpoint(familyAdminEndpoints.parents, { limit: 1000 })
  const [chosen, setChosen] = useState('')
  const choices = (parents ?? [])
    .map((parent) => ({ value: parent.id, label: [parent.firstName, parent.lastName].filter(Boolean).join(' ') || parent.username }))
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }))
  const open = () => {
    const choice = choices.find((candidate) => candidate.value === chosen)
    if (choice) onOpen({ id: choice.value, name: choice.label })
  }
  return (
    <form
      className="mt-6 flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault()
        open()
      }}
    >
      <FormField id="billing-any-family" label={t('otherFamily')} hint={t('otherFamilyHint')} className="min-w-64 flex-1">
        {(aria) => <ChoiceSelect choices={choices} placeholder={t('otherFamilyPlaceholder')} value={chosen} onChange={(event) => setChosen(event.target.value)} {...aria} />}
      </FormField>
      <Button type="submit" variant="outline" disabled={!chosen} className="mb-7">
        {t('open')}
      </Button>
    </form>
  )
}
