import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'
import { HealthScreen } from './HealthScreen'

export const generateMetadata = titleFrom('staff.health.metaTitle')

/** /staff/health: the director's health records (admins only). */
export default async function HealthPage(props: LocaleParams) {
  await pageLocale(props)
  return <HealthScreen />
}
