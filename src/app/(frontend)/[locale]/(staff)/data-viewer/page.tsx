import { getTranslations } from 'next-intl/server'

import { DataViewerScreen } from '@/components/staff/practice-store/DataViewerScreen'
import { PracticeScreenFrame } from '@/components/staff/practice-store/PracticeScreenFrame'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'

export const generateMetadata = titleFrom('staff.practice.dataViewer.metaTitle')

/** SPEC §2 Data viewer: the in-memory admin's records of this tab, read-only, with a JSON export. */
export default async function DataViewerPage(props: LocaleParams) {
  const locale = await pageLocale(props)
  const t = await getTranslations({ locale, namespace: 'staff.practice.dataViewer' })
  return (
    <PracticeScreenFrame title={t('title')} otherScreen={{ href: '/firebase-admin', label: t('back') }}>
      <DataViewerScreen />
    </PracticeScreenFrame>
  )
}
