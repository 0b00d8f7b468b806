import type { Metadata } from 'next'

import { mailReady } from '@/components/session/mail-ready'
import { AdminDashboardScreen } from '@/components/staff/admin-dashboard/AdminDashboardScreen'

export const metadata: Metadata = { title: 'Admin Dashboard' }

export default async function AdminDashboardPage() {
  return <AdminDashboardScreen mailReady={await mailReady()} />
}
