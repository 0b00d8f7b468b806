import { getTranslations } from 'next-intl/server'

import { InMemoryAdminScreen } from '@/components/staff/practice-store/InMemoryAdminScreen'
import { PracticeScreenFrame } from '@/components/staff/practice-store/PracticeScreenFrame'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'

export const generateMetadata = titleFrom('staff.practice.inMemory.metaTitle')

/** SPEC §2 In-memory admin: records kept in this browser tab only. */
export default async function FirebaseAdminPage(props: LocaleParams) {
  const locale = await pageLocale(props)
  const t = await getTranslations({ locale, namespace: 'staff.practice.inMemory' })
  return (
    <PracticeScreenFrame title={t('title')} otherScreen={{ href: '/data-viewer', label: t('viewAll') }}>
      <InMemoryAdminScreen />
    </PracticeScreenFrame>
  )
}
