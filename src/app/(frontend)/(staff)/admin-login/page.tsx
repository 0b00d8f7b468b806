import type { Metadata } from 'next'

import { DemoAdminLogin } from '@/components/staff/admin-login/DemoAdminLogin'

export const metadata: Metadata = { title: 'Admin Login' }

export default function AdminLoginPage() {
  return <DemoAdminLogin />
}
