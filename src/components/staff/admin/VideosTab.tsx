'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'

import { api } from '@/contract/api'
import { send } from '@/contract/client'
import { VIDEO_CATEGORIES } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import { developmentVideoSchema } from '@/contract/schemas/records'
import { DevelopmentVideoList } from '../shared/DevelopmentVideoList'
import { FormListTab } from '../shared/FormListTab'
import { childNameOf, useStaffList } from '../shared/lists'
import { ChildRecordFields } from '../shared/fieldGroups'
import { useAddRecordForm } from '../shared/useAddRecordForm'
import { addedForChild, addFailed } from './childRecordToasts'

/** The /admin form sends a link to a video already online (the upload is /admin-dashboard's). */
const videoLinkSchema = developmentVideoSchema.pick({ childId: true, title: true, description: true, videoUrl: true, category: true })
type VideoLinkInput = z.input<typeof videoLinkSchema>

const EMPTY_VIDEO = { childId: '', title: '', description: '', videoUrl: '', category: '' } as unknown as VideoLinkInput

export function VideosTab() {
  const children = useStaffList(api.admin.children)
  const { field, isSubmitting, onSubmit } = useAddRecordForm<VideoLinkInput>({
    idPrefix: 'admin-video',
    blank: () => EMPTY_VIDEO,
    resolver: zodResolver(videoLinkSchema),
    send: (video) => send(api.admin.addVideo, video),
    created: addedForChild('Video Added', children.records),
    failed: addFailed('Failed to add video'),
    lists: [api.admin.videos],
  })

  return (
    <FormListTab
      formTitle="Add Development Video"
      onSubmit={onSubmit}
      grid
      fields={
        <>
          <ChildRecordFields field={field} enrolled={children.records} categories={VIDEO_CATEGORIES} />
          {field.text('videoUrl', 'Video URL', { type: 'url', required: true, hint: 'An https:// address of the video', className: 'sm:col-span-2' })}
          {field.textarea('description', 'Description', { hint: 'Optional', className: 'sm:col-span-2' })}
        </>
      }
      submitLabel="Add Video"
      pendingLabel="Adding Video..."
      pending={isSubmitting}
      listTitle="Development Videos"
      list={
        <DevelopmentVideoList
          details={(video) => ({
            facts: [
              ['Child', childNameOf(children.records, video.childId)],
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
      }
    />
  )
}
