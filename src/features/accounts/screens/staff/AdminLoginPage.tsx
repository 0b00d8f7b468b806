import { DemoAdminLogin } from './DemoAdminLogin'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'

export const generateMetadata = titleFrom('staff.adminLogin.title')

export default async function AdminLoginPage(props: LocaleParams) {
  await pageLocale(props)
  return <DemoAdminLogin />
}
