import { ParentDashboard } from '@/registry/screens/ParentDashboard'
import { centrePhone } from '@/components/portal/centre-phone'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'

export const generateMetadata = titleFrom('portal.meta.parentDashboard')

export default async function ParentDashboardPage(props: LocaleParams) {
  await pageLocale(props)
  return <ParentDashboard phone={await centrePhone()} />
}
