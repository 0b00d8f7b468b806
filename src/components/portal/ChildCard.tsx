'use client'

import { useId } from 'react'
import useSWR, { type SWRResponse } from 'swr'

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { ageInWholeYears, formatDate } from '@/lib/dates'
import { api } from '@/contract/api'
import type { ItemOf, ResponseOf } from '@/contract/endpoint'
import { type ChildRecord, fullName } from '@/contract/records'
import { labelOf } from '@/components/forms/choices'
import { withQuery } from '@/contract/endpoint'
import { PORTAL_AGE_GROUPS, ageText } from './childAge'
import { ChildPhotoGallery } from './ChildPhotoGallery'
import { Details, EmptyState, RecordsList, RecordSummary } from './RecordStates'

type ListResult<T> = Pick<SWRResponse<T[]>, 'data' | 'error' | 'mutate'>
type CurriculumActivity = ItemOf<typeof api.family.curriculumOfChild>
type DevelopmentVideo = ItemOf<typeof api.family.videosOfChild>
type Photo = ItemOf<typeof api.photos.list>

const countOf = (result: { data?: unknown[] }) => (result.data ? ` (${result.data.length})` : '')

/**
 * One child on the parent dashboard. The card reads this child's activities and videos once (SWR keeps
 * them): the default Overview tab shows both counts, and so do the tab labels. The video files
 * themselves load only when the Videos tab is open (radix mounts the open tab only), metadata first.
 */
export function ChildCard({ child }: { child: ChildRecord }) {
  const headingId = useId()
  const activities = useSWR<ResponseOf<typeof api.family.curriculumOfChild>>(api.family.curriculumOfChild.path(child.id))
  const videos = useSWR<ResponseOf<typeof api.family.videosOfChild>>(api.family.videosOfChild.path(child.id))
  // The photos the family may see (every tagged child's portal consent), newest first (issue 17).
  const photos = useSWR<ResponseOf<typeof api.photos.list>>(withQuery(api.photos.list.path, { childId: child.id }))

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h3" id={headingId}>
          {fullName(child)}
        </CardTitle>
        <ul className="flex flex-wrap gap-2 text-sm" aria-label={`About ${child.firstName}`}>
          <li className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">{ageText(ageInWholeYears(child.dateOfBirth))}</li>
          <li className="rounded-full bg-sun-50 px-3 py-1 font-semibold text-ink">{labelOf(PORTAL_AGE_GROUPS, child.ageGroup, 'Not set')}</li>
          <li className="rounded-full bg-leaf-50 px-3 py-1 font-semibold text-leaf-700">Enrolled since {formatDate(child.enrollmentDate, 'not recorded')}</li>
        </ul>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="overview">
          <TabsList aria-label={`${child.firstName}’s records`}>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="activities">Activities{countOf(activities)}</TabsTrigger>
            <TabsTrigger value="videos">Videos{countOf(videos)}</TabsTrigger>
            <TabsTrigger value="photos">Photos{countOf(photos)}</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <ChildOverview child={child} activities={activities} videos={videos} photos={photos} />
          </TabsContent>
          <TabsContent value="activities">
            <RecordsList
              result={activities}
              what="activities"
              empty={<EmptyState title="No Activities Yet">Activities appear here as {child.firstName}’s teachers record them.</EmptyState>}
              render={(activity) => <ActivityItem activity={activity} />}
            />
          </TabsContent>
          <TabsContent value="videos">
            <RecordsList
              result={videos}
              what="videos"
              className="grid gap-6 md:grid-cols-2"
              empty={<EmptyState title="No Videos Yet">Development videos appear here as {child.firstName}’s teachers share them.</EmptyState>}
              render={(video) => <VideoItem video={video} />}
            />
          </TabsContent>
          <TabsContent value="photos">
            <ChildPhotoGallery firstName={child.firstName} result={photos} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  )
}

const countText = (result: { data?: unknown[]; error?: unknown }) => (result.error ? 'Not available' : result.data ? String(result.data.length) : 'Loading...')

function ChildOverview({
  child,
  activities,
  videos,
  photos,
}: {
  child: ChildRecord
  activities: ListResult<CurriculumActivity>
  videos: ListResult<DevelopmentVideo>
  photos: ListResult<Photo>
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="rounded-2xl bg-brand-50 p-5">
        <h4 className="mb-3 text-lg font-bold text-ink">Child Information</h4>
        <Details
          items={[
            ['Full name', fullName(child)],
            ['Date of birth', formatDate(child.dateOfBirth, 'Not recorded')],
            ['Age group', labelOf(PORTAL_AGE_GROUPS, child.ageGroup, 'Not set')],
            ['Enrollment date', formatDate(child.enrollmentDate, 'Not recorded')],
            ['Special needs', child.specialNeeds],
          ]}
        />
      </section>
      <section className="rounded-2xl bg-leaf-50 p-5">
        <h4 className="mb-3 text-lg font-bold text-ink">Activity Summary</h4>
        <Details
          items={[
            ['Completed activities', countText(activities)],
            ['Available videos', countText(videos)],
            ['Photos', countText(photos)],
          ]}
        />
      </section>
    </div>
  )
}

function ActivityItem({ activity }: { activity: CurriculumActivity }) {
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-4">
      <RecordSummary
        heading="h4"
        record={activity}
        when={`Completed ${formatDate(activity.completedAt, 'on a date not recorded')}`}
        notes={{ label: 'Teacher notes:', text: activity.notes }}
      />
    </article>
  )
}

function VideoItem({ video }: { video: DevelopmentVideo }) {
  // The server sends our own uploads as paths on this site (wire.ts).
  const src = video.videoUrl
  return (
    <article className="flex flex-col gap-2">
      <video
        controls
        playsInline
        preload="metadata"
        poster={video.thumbnailUrl ?? undefined}
        src={src}
        aria-label={video.title}
        className="aspect-video w-full rounded-2xl bg-ink object-contain"
      >
        <a href={src}>Download {video.title}</a>
      </video>
      <RecordSummary heading="h4" record={video} when={`Recorded ${formatDate(video.recordedAt, 'on a date not recorded')}`} />
    </article>
  )
}
