import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'
import { BillingScreen } from './BillingScreen'

export const generateMetadata = titleFrom('staff.billing.metaTitle')

/** /staff/billing: the director's billing (admins only). */
export default async function BillingPage(props: LocaleParams) {
  await pageLocale(props)
  return <BillingScreen />
}
