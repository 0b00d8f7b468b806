'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'

import { api } from '@/contract/api'
import { send } from '@/contract/client'
import { developmentVideoSchema } from '@/contract/schemas/records'
import { VIDEO_CATEGORIES } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import { DevelopmentVideoList } from '../shared/DevelopmentVideoList'
import { childNameOf } from '../shared/lists'
import { ChildRecordTab } from './ChildRecordTab'

/** The /admin form sends a link to a video already online (the upload is /admin-dashboard's). */
const videoLinkSchema = developmentVideoSchema.pick({ childId: true, title: true, description: true, videoUrl: true, category: true })
type VideoLinkInput = z.input<typeof videoLinkSchema>

const VIDEO_LINK_FORM = {
  idPrefix: 'admin-video',
  blank: { childId: '', title: '', description: '', videoUrl: '', category: '' } as unknown as VideoLinkInput,
  resolver: zodResolver(videoLinkSchema),
  send: (video: VideoLinkInput) => send(api.admin.addVideo, video),
  list: api.admin.videos,
}

export function VideosTab() {
  return (
    <ChildRecordTab
      record="Video"
      form={VIDEO_LINK_FORM}
      categories={VIDEO_CATEGORIES}
      formTitle="Add Development Video"
      fields={(field) => (
        <>
          {field.text('videoUrl', 'Video URL', { type: 'url', required: true, hint: 'An https:// address of the video', className: 'sm:col-span-2' })}
          {field.textarea('description', 'Description', { hint: 'Optional', className: 'sm:col-span-2' })}
        </>
      )}
      listTitle="Development Videos"
      records={(children) => (
        <DevelopmentVideoList
          details={(video) => ({
            facts: [
              ['Child', childNameOf(children, video.childId)],
              ['Recorded', formatDate(video.recordedAt)],
              ['Description', video.description],
              [
                'URL',
                <a key="url" href={video.videoUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2">
                  {video.videoUrl}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>,
              ],
            ],
          })}
        />
      )}
    />
  )
}
