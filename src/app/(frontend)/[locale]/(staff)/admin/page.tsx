import { mailReady } from '@/components/session/mail-ready'
import { AdminScreen } from '@/registry/screens/AdminScreen'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'

export const generateMetadata = titleFrom('staff.admin.metaTitle')

export default async function AdminPage(props: LocaleParams) {
  await pageLocale(props)
  return <AdminScreen mailReady={await mailReady()} />
}
