import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'
import { RatioBoardScreen } from './RatioBoardScreen'

export const generateMetadata = titleFrom('staff.operations.ratios.title')

/** /staff/ratios: the live ratio board. */
export default async function RatiosPage(props: LocaleParams) {
  await pageLocale(props)
  return <RatioBoardScreen />
}
