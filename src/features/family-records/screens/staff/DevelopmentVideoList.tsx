'use client'

import { useLocale, useTranslations } from 'next-intl'

import { useCategoryLabel } from '@/components/staff/shared/displayLabels'
import { Badge } from '@/components/staff/shared/ListState'
import { useStaffList } from '@/components/staff/shared/lists'
import { RecordList, type ListedItem } from '@/components/staff/shared/RecordList'
import { familyRecordAdminEndpoints } from '../../endpoints'
import { DEFAULT_LOCALE } from '@/i18n/routing'
import type { DevelopmentVideoRecord } from '../../record'

/** Both admin screens' list of development videos: each titled, its category as a badge, then the screen's own `details`. */
export function DevelopmentVideoList({ details }: { details: (video: DevelopmentVideoRecord) => Pick<ListedItem, 'facts' | 'extra'> }) {
  const videos = useStaffList(familyRecordAdminEndpoints.videos)
  const t = useTranslations('staff.shared.videos')
  const categoryLabel = useCategoryLabel()
  // English shows the category as it is stored ('milestone'); another language, its label.
  const english = useLocale() === DEFAULT_LOCALE
  return (
    <RecordList
      list={videos}
      what={t('what')}
      empty={t('empty')}
      scrollLabel={t('scrollLabel')}
      item={(video) => ({ title: video.title, badge: <Badge>{english ? video.category : categoryLabel(video.category)}</Badge>, ...details(video) })}
    />
  )
}
