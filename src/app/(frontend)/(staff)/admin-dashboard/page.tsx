import type { Metadata } from 'next'

import { AdminDashboardScreen } from '@/components/staff/admin-dashboard/AdminDashboardScreen'

export const metadata: Metadata = { title: 'Admin Dashboard' }

export default function AdminDashboardPage() {
  return <AdminDashboardScreen />
}
