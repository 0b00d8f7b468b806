'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { AdminOnlyScreen, type AdminOnlyWords } from '@/components/staff/shared/AdminOnlyScreen'
import { AgencyPaymentForm } from './AgencyPaymentForm'
import { AgingSection, type OpenedFamily } from './AgingSection'
import { BillingRunForm } from './BillingRunForm'
import { FamilyLedger } from './FamilyLedger'
import { SubsidyReportForm } from './SubsidyReportForm'

const BILLING_PATH = '/staff/billing'

/** /staff/billing: the director's billing, for admins only (AdminOnlyScreen: anyone else is sent to /login). */
export function BillingScreen() {
  const t = useTranslations('staff.billing')
  const words = Object.fromEntries((['title', 'welcome', 'sessionCheckFailed', 'tryAgain', 'checkingSession', 'adminDashboard', 'logout'] as const).map((key) => [key, t(key)])) as AdminOnlyWords
  return (
    <AdminOnlyScreen path={BILLING_PATH} words={words}>
      <BillingSections />
    </AdminOnlyScreen>
  )
}

/** The balances, the opened family's ledger under them, then the month's work: the run, the subsidy report and the agencies' payments. */
function BillingSections() {
  const [family, setFamily] = useState<OpenedFamily | null>(null)
  const close = useCallback(() => {
    const closed = family
    setFamily(null)
    // Back where the director opened it: the family's button, or the picker when it has left the list.
    requestAnimationFrame(() => (document.getElementById(closed ? `open-ledger-${closed.id}` : '') ?? document.getElementById('billing-any-family'))?.focus())
  }, [family])
  return (
    <div className="flex flex-col gap-8">
      <AgingSection opened={family?.id ?? null} onOpen={setFamily} />
      {family && <FamilyLedger key={family.id} family={family} onClose={close} />}
      <div className="grid gap-8 lg:grid-cols-2">
        <BillingRunForm />
        <SubsidyReportForm />
      </div>
      <AgencyPaymentForm />
    </div>
  )
}
