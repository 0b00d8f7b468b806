import type { Metadata } from 'next'
import Link from 'next/link'
import { connection } from 'next/server'

import { SecureAdminScreen } from '@/components/staff/secure-admin/SecureAdminScreen'
import { StaffScreenMessage } from '@/components/staff/shared/StaffHeader'
import { GATE_CLOSED_MESSAGE, secureAdminPassword } from '@/server/accounts/secureAdmin'

export const metadata: Metadata = { title: 'Secure Admin' }

/**
 * The gate, or (in production without SECURE_ADMIN_PASSWORD) a clear message instead of a form that
 * could only fail. Decided on each request, from the running server's environment, not at build time.
 */
export default async function SecureAdminPage() {
  await connection()
  if (!secureAdminPassword()) {
    return (
      <StaffScreenMessage title="Secure Admin">
        <p role="status" className="max-w-md text-lg text-ink-soft">
          {GATE_CLOSED_MESSAGE} Staff accounts sign in on the{' '}
          <Link href="/login" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            login page
          </Link>
          .
        </p>
      </StaffScreenMessage>
    )
  }
  return <SecureAdminScreen />
}
