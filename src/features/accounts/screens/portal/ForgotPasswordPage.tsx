import { ForgotPasswordScreen } from './ForgotPasswordScreen'
import { centrePhone } from '@/components/portal/centre-phone'
import { MAIL_NOT_SET_UP, mailReady } from '@/components/session/mail-ready'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'
import { translateServerText } from '@/server/http/language'

export const generateMetadata = titleFrom('portal.meta.forgotPassword')

export default async function ForgotPasswordPage(props: LocaleParams) {
  const locale = await pageLocale(props)
  const [ready, phone] = await Promise.all([mailReady(), centrePhone()])
  return <ForgotPasswordScreen phone={phone} mailNotSetUp={ready ? null : translateServerText(MAIL_NOT_SET_UP, locale)} />
}
