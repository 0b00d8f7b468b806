import type { Metadata } from 'next'

import { ForgotPasswordScreen } from '@/components/portal/ForgotPasswordScreen'
import { centrePhone } from '@/components/portal/centre-phone'
import { MAIL_NOT_SET_UP, mailReady } from '@/components/session/mail-ready'

export const metadata: Metadata = { title: 'Forgot Your Password' }

export default async function ForgotPasswordPage() {
  const [ready, phone] = await Promise.all([mailReady(), centrePhone()])
  return <ForgotPasswordScreen phone={phone} mailNotSetUp={ready ? null : MAIL_NOT_SET_UP} />
}
