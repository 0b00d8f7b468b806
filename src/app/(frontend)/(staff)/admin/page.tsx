import type { Metadata } from 'next'

import { AdminScreen } from '@/components/staff/admin/AdminScreen'

export const metadata: Metadata = { title: 'Admin Dashboard' }

export default function AdminPage() {
  return <AdminScreen />
}
