import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'
import { FamilyBilling } from './FamilyBilling'

export const generateMetadata = titleFrom('portal.meta.billing')

/** /billing and /es/billing: the parent's family account. */
export default async function BillingPage(props: LocaleParams) {
  await pageLocale(props)
  return <FamilyBilling />
}
