import type { Metadata } from 'next'

import { SecureAdminScreen } from '@/components/staff/secure-admin/SecureAdminScreen'

export const metadata: Metadata = { title: 'Secure Admin' }

export default function SecureAdminPage() {
  return <SecureAdminScreen />
}
