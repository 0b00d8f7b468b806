'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'

import { api } from '@/contract/api'
import { send } from '@/contract/client'
import { VIDEO_CATEGORIES } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import { developmentVideoSchema } from '@/contract/schemas/records'
import { DevelopmentVideoList } from '../shared/DevelopmentVideoList'
import { TextAreaField, TextField } from '../shared/fields'
import { FormListTab } from '../shared/FormListTab'
import { childNameOf, useStaffList } from '../shared/lists'
import { ChildRecordFields } from '../shared/recordFields'
import { useAddRecordForm } from '../shared/useAddRecordForm'
import { addedForChild, addFailed } from './childRecordToasts'

/** The /admin form sends a link to a video already online (the upload is /admin-dashboard's). */
const videoLinkSchema = developmentVideoSchema.pick({ childId: true, title: true, description: true, videoUrl: true, category: true })
type VideoLinkInput = z.input<typeof videoLinkSchema>

const EMPTY_VIDEO = { childId: '', title: '', description: '', videoUrl: '', category: '' } as unknown as VideoLinkInput

export function VideosTab() {
  const children = useStaffList(api.admin.children)
  const { register, errors, isSubmitting, onSubmit } = useAddRecordForm<VideoLinkInput>({
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
          <ChildRecordFields
            idPrefix="admin-video"
            enrolled={children.records}
            categories={VIDEO_CATEGORIES}
            register={register}
            errors={errors}
          />
          <TextField
            id="admin-video-videoUrl"
            label="Video URL"
            type="url"
            required
            hint="An https:// address of the video"
            className="sm:col-span-2"
            control={register('videoUrl')}
            error={errors.videoUrl?.message}
          />
          <TextAreaField
            id="admin-video-description"
            label="Description"
            hint="Optional"
            className="sm:col-span-2"
            control={register('description')}
            error={errors.description?.message}
          />
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
