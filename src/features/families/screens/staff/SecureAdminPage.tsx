import { getTranslations } from 'next-intl/server'
import { connection } from 'next/server'

import { SecureAdminScreen } from '@/features/accounts/screens/staff/SecureAdminScreen'
import { StaffScreenMessage } from '@/components/staff/shared/StaffHeader'
import { Link } from '@/i18n/navigation'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'
import { secureAdminPassword } from '@/features/accounts/secureAdmin'
import { SecureAdminDashboard } from './SecureAdminDashboard'

export const generateMetadata = titleFrom('staff.secureAdmin.title')

/**
 * The gate, or (in production without SECURE_ADMIN_PASSWORD) a clear message instead of a form that
 * could only fail. Decided on each request, from the running server's environment, not at build time.
 * The message's first sentence is the API's GATE_CLOSED_MESSAGE (src/features/accounts/secureAdmin.ts).
 */
export default async function SecureAdminPage(props: LocaleParams) {
  const locale = await pageLocale(props)
  await connection()
  if (!secureAdminPassword()) {
    const t = await getTranslations({ locale, namespace: 'staff.secureAdmin' })
    return (
      <StaffScreenMessage title={t('title')} languageSwitcher>
        <p role="status" className="max-w-md text-lg text-ink-soft">
          {t.rich('gateClosed', {
            link: (chunks) => (
              <Link href="/login" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </StaffScreenMessage>
    )
  }
  // The accounts' gate, then the families' lists and add forms (the families stand on the accounts, not the other way).
  return <SecureAdminScreen dashboard={<SecureAdminDashboard />} />
}
