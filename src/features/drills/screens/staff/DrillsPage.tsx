import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'
import { DrillsScreen } from './DrillsScreen'

export const generateMetadata = titleFrom('staff.drills.metaTitle')

/** /staff/drills: the director's emergency drills (admins only). */
export default async function DrillsPage(props: LocaleParams) {
  await pageLocale(props)
  return <DrillsScreen />
}
