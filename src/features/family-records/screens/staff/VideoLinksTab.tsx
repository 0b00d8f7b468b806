'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import type { z } from 'zod'

import { useFormatDate } from '@/components/staff/shared/displayLabels'
import { familyRecordAdminEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { VIDEO_CATEGORIES } from '@/lib/constants'
import { developmentVideoSchema } from '../../schemas'
import { useChildName } from './childName'
import { ChildRecordTab } from './ChildRecordTab'
import { DevelopmentVideoList } from './DevelopmentVideoList'

/** The /admin form sends a link to a video already online (the upload is /admin-dashboard's). */
const videoLinkSchema = developmentVideoSchema.pick({ childId: true, title: true, description: true, videoUrl: true, category: true })
type VideoLinkInput = z.input<typeof videoLinkSchema>

const VIDEO_LINK_FORM = {
  idPrefix: 'admin-video',
  blank: { childId: '', title: '', description: '', videoUrl: '', category: '' } as unknown as VideoLinkInput,
  resolver: zodResolver(videoLinkSchema),
  send: (video: VideoLinkInput) => send(familyRecordAdminEndpoints.addVideo, video),
  list: familyRecordAdminEndpoints.videos,
}

export function VideoLinksTab() {
  const t = useTranslations('staff.admin')
  const formatDay = useFormatDate()
  const childName = useChildName()
  return (
    <ChildRecordTab
      record="video"
      form={VIDEO_LINK_FORM}
      categories={VIDEO_CATEGORIES}
      formTitle={t('video.formTitle')}
      fields={(field) => (
        <>
          {field.text('videoUrl', t('video.videoUrl'), { type: 'url', required: true, hint: t('video.videoUrlHint'), className: 'sm:col-span-2' })}
          {field.textarea('description', t('description'), { hint: t('optional'), className: 'sm:col-span-2' })}
        </>
      )}
      listTitle={t('video.listTitle')}
      records={(children) => (
        <DevelopmentVideoList
          details={(video) => ({
            facts: [
              [t('video.child'), childName(children, video.childId)],
              [t('video.recorded'), formatDay(video.recordedAt)],
              [t('description'), video.description],
              [
                t('video.url'),
                <a key="url" href={video.videoUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2">
                  {video.videoUrl}
                  <span className="sr-only">{t('video.opensInNewTab')}</span>
                </a>,
              ],
            ],
          })}
        />
      )}
    />
  )
}
