'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { ApiError, apiRequest } from '@/lib/api-client'
import { VIDEO_CATEGORIES } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import { developmentVideoSchema } from '@/schemas/records'
import { TextAreaField, TextField } from '../shared/fields'
import { showServerFieldErrors } from '../shared/forms'
import { Badge, ListState, RecordFacts, RecordItem, ScrollRegion } from '../shared/ListState'
import { childNameOf, useRefreshLists, useStaffList } from '../shared/lists'
import { FormAndList, Panel } from '../shared/Panel'
import { ChildRecordFields } from '../shared/recordFields'

/** The /admin form sends a link to a video already online (the upload is /admin-dashboard's). */
const videoLinkSchema = developmentVideoSchema.pick({ childId: true, title: true, description: true, videoUrl: true, category: true })
type VideoLinkInput = z.input<typeof videoLinkSchema>

const EMPTY_VIDEO = { childId: '', title: '', description: '', videoUrl: '', category: '' } as unknown as VideoLinkInput

export function VideosTab() {
  const videos = useStaffList('videos')
  const children = useStaffList('children')
  const refresh = useRefreshLists()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VideoLinkInput>({ resolver: zodResolver(videoLinkSchema), defaultValues: EMPTY_VIDEO })

  const onSubmit = async (video: VideoLinkInput) => {
    try {
      await apiRequest('POST', '/api/admin/videos', video)
      toast({ title: 'Video Added', description: `“${video.title}” was added for ${childNameOf(children.records, video.childId)}.` })
      reset(EMPTY_VIDEO)
      await refresh('videos')
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(EMPTY_VIDEO))
      toast({
        title: 'Failed to add video',
        description: error instanceof ApiError ? (error.serverMessage ?? undefined) : 'Please check your connection and try again.',
        variant: 'destructive',
      })
    }
  }

  return (
    <FormAndList>
      <Panel title="Add Development Video">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <ChildRecordFields
              idPrefix="admin-video"
              enrolled={children.records}
              categories={VIDEO_CATEGORIES}
              controls={{ childId: register('childId'), category: register('category'), title: register('title') }}
              errors={{ childId: errors.childId?.message, category: errors.category?.message, title: errors.title?.message }}
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
          </div>
          <Button type="submit" disabled={isSubmitting} className="self-start">
            {isSubmitting ? 'Adding Video...' : 'Add Video'}
          </Button>
        </form>
      </Panel>
      <Panel title="Development Videos">
        <ListState {...videos} what="development videos" empty="No development videos yet.">
          {(records) => (
            <ScrollRegion label="Development videos">
              <ul className="flex flex-col gap-3">
                {records.map((video) => (
                  <RecordItem key={video.id} title={video.title} badge={<Badge>{video.category}</Badge>}>
                    <RecordFacts
                      facts={[
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
                      ]}
                    />
                  </RecordItem>
                ))}
              </ul>
            </ScrollRegion>
          )}
        </ListState>
      </Panel>
    </FormAndList>
  )
}
