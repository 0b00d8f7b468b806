'use client'

import { useTranslations } from 'next-intl'

import { ChildCard } from './ChildCard'
import { BillingSummary } from '@/features/billing/screens/portal/BillingSummary'
import { Consents } from '@/features/consents/screens/portal/ChildConsents'
import { HealthRecords } from '@/features/health/screens/portal/HealthRecords'
import { RecordViews } from '@/features/audit/screens/portal/ChildRecordViews'
import { EmailNotices } from '@/features/accounts/screens/portal/EmailNotices'
import { PortalMessages } from '@/features/messages/screens/portal/PortalMessages'
import { TodayAtCentre } from './TodayAtCentre'
import { NoChildren } from './NoChildren'
import { ParentScreen } from './ParentScreen'
import { ownChildrenEndpoints } from '@/features/families/endpoints'
import { AsyncRecords } from './RecordStates'
import { useEndpoint } from '@/components/swr'

const DASHBOARD_PATH = '/parent-dashboard'

/** /parent-dashboard (SPEC §2): a parent's own children, each with overview, activities, videos, photos; then their email notices. */
export function ParentDashboard({ phone }: { phone: string | null }) {
  const t = useTranslations('portal.dashboard')
  return (
    <ParentScreen path={DASHBOARD_PATH}>
      {(user) => (
        <>
          <h1 className="text-3xl font-bold text-ink [overflow-wrap:anywhere]">{t('welcome', { name: user.firstName || user.username })}</h1>
          <p className="mt-2 text-lg text-ink-soft">{t('intro')}</p>
          <ChildrenList phone={phone} />
          <BillingSummary />
          <TodayAtCentre />
          <PortalMessages />
          <Consents />
          <HealthRecords />
          <RecordViews />
          <EmailNotices hasEmail={Boolean(user.email)} />
        </>
      )}
    </ParentScreen>
  )
}

function ChildrenList({ phone }: { phone: string | null }) {
  const t = useTranslations('portal.children')
  const children = useEndpoint(ownChildrenEndpoints.ownChildren)
  return (
    <section aria-labelledby="your-children" className="mt-8 flex flex-col gap-6">
      <h2 id="your-children" className="text-2xl font-bold text-ink">
        {t('heading')}
      </h2>
      <AsyncRecords
        result={children}
        loading={t('loading')}
        failed={t('failed')}
        empty={<NoChildren phone={phone} heading="h3" />}
      >
        {(items) => items.map((child) => <ChildCard key={child.id} child={child} />)}
      </AsyncRecords>
    </section>
  )
}
