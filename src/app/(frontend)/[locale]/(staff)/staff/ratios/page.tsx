import { RatioBoardScreen } from '@/components/staff/operations/RatioBoardScreen'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'

export const generateMetadata = titleFrom('staff.operations.ratios.title')

export default async function RatiosPage(props: LocaleParams) {
  await pageLocale(props)
  return <RatioBoardScreen />
}
