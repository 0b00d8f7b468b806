'use client'

import { Badge } from './ListState'
import { api } from '@/contract/api'
import type { DevelopmentVideoRecord } from '@/contract/records'
import { useStaffList } from './lists'
import { RecordList, type ListedItem } from './RecordList'

/** Both admin screens' list of development videos: each titled, its category as a badge, then the screen's own `details`. */
export function DevelopmentVideoList({ details }: { details: (video: DevelopmentVideoRecord) => Pick<ListedItem, 'facts' | 'extra'> }) {
  const videos = useStaffList(api.admin.videos)
  return (
    <RecordList
      list={videos}
      what="development videos"
      empty="No development videos yet."
      scrollLabel="Development videos"
      item={(video) => ({ title: video.title, badge: <Badge>{video.category}</Badge>, ...details(video) })}
    />
  )
}
