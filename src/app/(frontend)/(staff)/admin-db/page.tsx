import type { Metadata } from 'next'

import { AdminDbScreen } from '@/components/staff/admin-db/AdminDbScreen'

export const metadata: Metadata = { title: 'Database Admin' }

export default function AdminDbPage() {
  return <AdminDbScreen />
}
