import { ParentPortal } from './ParentPortal'
import { centrePhone } from '@/components/portal/centre-phone'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'

export const generateMetadata = titleFrom('portal.meta.parentPortal')

export default async function ParentPortalPage(props: LocaleParams) {
  await pageLocale(props)
  return <ParentPortal phone={await centrePhone()} />
}
