import { mailReady } from '@/components/session/mail-ready'
import { AdminDashboardScreen } from '@/registry/screens/AdminDashboardScreen'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'

export const generateMetadata = titleFrom('staff.dashboard.metaTitle')

export default async function AdminDashboardPage(props: LocaleParams) {
  await pageLocale(props)
  return <AdminDashboardScreen mailReady={await mailReady()} />
}
