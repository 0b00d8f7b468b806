'use client'

import { useLocale, useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import { useEndpoint } from '@/components/swr'
import { billingEndpoints } from '../../endpoints'
import { BILLING_PATH, BalanceLine } from './FamilyBilling'

/** The dashboard's word on the family's account: the balance, and the way to the billing screen. */
export function BillingSummary() {
  const t = useTranslations('portal.billing.summary')
  const locale = useLocale()
  const { data } = useEndpoint(billingEndpoints.account)
  return (
    <section aria-labelledby="billing-summary" className="mt-8 rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="billing-summary" className="text-2xl font-bold text-ink">
        {t('heading')}
      </h2>
      {data && <BalanceLine balanceCents={data.balanceCents} locale={locale} />}
      <p className="mt-2">
        <Link href={BILLING_PATH} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {t('link')}
        </Link>
      </p>
    </section>
  )
}
