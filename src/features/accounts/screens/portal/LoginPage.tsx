import { LoginScreen } from './LoginScreen'
import { centrePhone } from '@/components/portal/centre-phone'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'

type Props = LocaleParams & { searchParams: Promise<{ next?: string | string[] }> }

export const generateMetadata = titleFrom('portal.meta.login')

export default async function LoginPage(props: Props) {
  await pageLocale(props)
  const [{ next }, phone] = await Promise.all([props.searchParams, centrePhone()])
  return <LoginScreen phone={phone} next={typeof next === 'string' ? next : null} />
}
