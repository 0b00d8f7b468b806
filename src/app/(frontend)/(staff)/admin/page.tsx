import type { Metadata } from 'next'

import { mailReady } from '@/components/session/mail-ready'
import { AdminScreen } from '@/components/staff/admin/AdminScreen'

export const metadata: Metadata = { title: 'Admin Dashboard' }

export default async function AdminPage() {
  return <AdminScreen mailReady={await mailReady()} />
}
