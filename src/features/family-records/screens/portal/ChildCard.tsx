'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { ageInWholeYears } from '@/lib/dates'
import { childRecordEndpoints } from '../../endpoints'
import { photoEndpoints } from '@/features/photos/endpoints'
import type { ItemOf } from '@/contract/endpoint'
import { type ChildRecord, fullName } from '@/contract/records'
import { useChildTexts } from '@/components/portal/childAge'
import { ChildPhotoGallery } from '@/features/photos/screens/portal/ChildPhotoGallery'
import { usePortalDates } from '@/components/portal/dates'
import { Details, EmptyState, type ListRead, RecordsList, RecordSummary } from '@/components/portal/RecordStates'
import { useEndpoint } from '@/components/swr'
import { at } from '@/contract/endpoint'

type CurriculumActivity = ItemOf<typeof childRecordEndpoints.curriculumOfChild>
type DevelopmentVideo = ItemOf<typeof childRecordEndpoints.videosOfChild>
type Photo = ItemOf<typeof photoEndpoints.list>

/**
 * One child on the parent dashboard. The card reads this child's activities and videos once (SWR keeps
 * them): the default Overview tab shows both counts, and so do the tab labels. The video files
 * themselves load only when the Videos tab is open (radix mounts the open tab only), metadata first.
 */
export function ChildCard({ child }: { child: ChildRecord }) {
  const t = useTranslations('portal.card')
  const texts = useChildTexts()
  const enrolled = usePortalDates().day(child.enrollmentDate)
  const headingId = useId()
  const activities = useEndpoint(at(childRecordEndpoints.curriculumOfChild, child.id))
  const videos = useEndpoint(at(childRecordEndpoints.videosOfChild, child.id))
  // The photos the family may see (every tagged child's portal consent), newest first.
  const photos = useEndpoint(photoEndpoints.list, { childId: child.id })

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h3" id={headingId}>
          {fullName(child)}
        </CardTitle>
        <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('about', { firstName: child.firstName })}>
          <li className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">{texts.age(ageInWholeYears(child.dateOfBirth))}</li>
          <li className="rounded-full bg-sun-50 px-3 py-1 font-semibold text-ink">{texts.ageGroup(child.ageGroup)}</li>
          <li className="rounded-full bg-leaf-50 px-3 py-1 font-semibold text-leaf-700">
            {enrolled ? t('enrolledSince', { date: enrolled }) : t('enrolledSinceUnknown')}
          </li>
        </ul>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="overview">
          <TabsList aria-label={t('recordsLabel', { firstName: child.firstName })}>
            <TabsTrigger value="overview">{t('overview')}</TabsTrigger>
            <TabsTrigger value="activities">{activities.data ? t('activitiesCount', { count: activities.data.length }) : t('activities')}</TabsTrigger>
            <TabsTrigger value="videos">{videos.data ? t('videosCount', { count: videos.data.length }) : t('videos')}</TabsTrigger>
            <TabsTrigger value="photos">{photos.data ? t('photosCount', { count: photos.data.length }) : t('photos')}</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <ChildOverview child={child} activities={activities} videos={videos} photos={photos} />
          </TabsContent>
          <TabsContent value="activities">
            <RecordsList
              result={activities}
              what="activities"
              empty={<EmptyState title={t('noActivitiesTitle')}>{t('noActivitiesText', { firstName: child.firstName })}</EmptyState>}
              render={(activity) => <ActivityItem activity={activity} />}
            />
          </TabsContent>
          <TabsContent value="videos">
            <RecordsList
              result={videos}
              what="videos"
              className="grid gap-6 md:grid-cols-2"
              empty={<EmptyState title={t('noVideosTitle')}>{t('noVideosText', { firstName: child.firstName })}</EmptyState>}
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

function ChildOverview({
  child,
  activities,
  videos,
  photos,
}: {
  child: ChildRecord
  activities: ListRead<CurriculumActivity>
  videos: ListRead<DevelopmentVideo>
  photos: ListRead<Photo>
}) {
  const t = useTranslations('portal.card')
  const fields = useTranslations('portal.child')
  const texts = useChildTexts()
  const dates = usePortalDates()
  const countText = (result: { data?: readonly unknown[]; error?: unknown }) => (result.error ? t('notAvailable') : result.data ? String(result.data.length) : t('loadingCount'))
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="rounded-2xl bg-brand-50 p-5">
        <h4 className="mb-3 text-lg font-bold text-ink">{t('childInformation')}</h4>
        <Details
          items={[
            [fields('fullName'), fullName(child)],
            [fields('dateOfBirth'), dates.day(child.dateOfBirth, fields('notRecorded'))],
            [fields('ageGroup'), texts.ageGroup(child.ageGroup)],
            [fields('enrollmentDate'), dates.day(child.enrollmentDate, fields('notRecorded'))],
            [fields('specialNeeds'), child.specialNeeds],
          ]}
        />
      </section>
      <section className="rounded-2xl bg-leaf-50 p-5">
        <h4 className="mb-3 text-lg font-bold text-ink">{t('activitySummary')}</h4>
        <Details
          items={[
            [t('completedActivities'), countText(activities)],
            [t('availableVideos'), countText(videos)],
            [t('photos'), countText(photos)],
          ]}
        />
      </section>
    </div>
  )
}

function ActivityItem({ activity }: { activity: CurriculumActivity }) {
  const t = useTranslations('portal.card')
  const completed = usePortalDates().day(activity.completedAt)
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-4">
      <RecordSummary
        heading="h4"
        record={activity}
        when={completed ? t('completed', { date: completed }) : t('completedUnknown')}
        notes={{ label: t('teacherNotes'), text: activity.notes }}
      />
    </article>
  )
}

function VideoItem({ video }: { video: DevelopmentVideo }) {
  const t = useTranslations('portal.card')
  const recorded = usePortalDates().day(video.recordedAt)
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
        <a href={src}>{t('downloadVideo', { title: video.title })}</a>
      </video>
      <RecordSummary heading="h4" record={video} when={recorded ? t('recorded', { date: recorded }) : t('recordedUnknown')} />
    </article>
  )
}
