import type { Metadata } from 'next'

import { ParentDashboard } from '@/components/portal/ParentDashboard'
import { centrePhone } from '@/components/portal/centre-phone'

export const metadata: Metadata = { title: 'Parent Dashboard' }

export default async function ParentDashboardPage() {
  return <ParentDashboard phone={await centrePhone()} />
}
