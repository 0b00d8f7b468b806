import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'
import { CredentialsScreen } from './CredentialsScreen'

export const generateMetadata = titleFrom('staff.credentials.metaTitle')

/** /staff/credentials: the staff's certifications (admins only). */
export default async function CredentialsPage(props: LocaleParams) {
  await pageLocale(props)
  return <CredentialsScreen />
}
