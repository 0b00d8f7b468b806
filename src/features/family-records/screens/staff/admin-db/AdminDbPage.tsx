import { AdminDbScreen } from './AdminDbScreen'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'

export const generateMetadata = titleFrom('staff.db.metaTitle')

export default async function AdminDbPage(props: LocaleParams) {
  await pageLocale(props)
  return <AdminDbScreen />
}
