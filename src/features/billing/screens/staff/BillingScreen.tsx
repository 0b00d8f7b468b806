'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { StaffLoading, StaffScreen } from '@/components/staff/shared/StaffScreen'
import { SessionCheckFailed, useAdminGate } from '@/components/staff/shared/useAdminGate'
import { Button } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { AgencyPaymentForm } from './AgencyPaymentForm'
import { AgingSection, type OpenedFamily } from './AgingSection'
import { BillingRunForm } from './BillingRunForm'
import { FamilyLedger } from './FamilyLedger'
import { SubsidyReportForm } from './SubsidyReportForm'

const BILLING_PATH = '/staff/billing'

/**
 * /staff/billing: the director's billing, for admins only. Anyone else (or nobody) is sent to /login,
 * which brings an admin back here; teachers and editors never see it linked. The client only hides the
 * screen: every call is checked again by the server.
 */
export function BillingScreen() {
  const t = useTranslations('staff.billing')
  const { user, logout, checkFailed, retry } = useAdminGate(BILLING_PATH)

  if (checkFailed) return <SessionCheckFailed title={t('title')} message={t('sessionCheckFailed')} retryLabel={t('tryAgain')} onRetry={retry} />
  if (!user || user.role !== 'admin') return <StaffLoading title={t('title')} text={t('checkingSession')} languageSwitcher />
  return (
    <StaffScreen
      title={t('title')}
      welcome={t('welcome')}
      languageSwitcher
      actions={
        <>
          <Button asChild variant="outline">
            <Link href="/admin">{t('adminDashboard')}</Link>
          </Button>
          <Button onClick={() => void logout()}>{t('logout')}</Button>
        </>
      }
    >
      <BillingSections />
    </StaffScreen>
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
