import type { Payload, TypedUser } from 'payload'
import type { z } from 'zod'

import type { childSchema } from '@/contract/schemas/child'
import type { curriculumActivitySchema, dailyActivitySchema, developmentVideoSchema, milestoneSchema } from '@/contract/schemas/records'
import { wireChild, wireCurriculumActivity, wireDailyActivity, wireDevelopmentVideo, wireMilestone } from './wire'

type Actor = { payload: Payload; user: TypedUser | null }
const asUser = (user: TypedUser | null) => ({ user, overrideAccess: false as const, depth: 0 })

export async function createChild({ payload, user }: Actor, { parentId, ...child }: z.output<typeof childSchema>) {
  const doc = await payload.create({ collection: 'children', data: { ...child, parent: parentId }, ...asUser(user) })
  return wireChild(doc)
}

export async function createCurriculumActivity({ payload, user }: Actor, { childId, ...activity }: z.output<typeof curriculumActivitySchema>) {
  const doc = await payload.create({ collection: 'curriculum-activities', data: { ...activity, child: childId }, ...asUser(user) })
  return wireCurriculumActivity(doc)
}

export async function createDevelopmentVideo(
  { payload, user }: Actor,
  { childId, ...video }: z.output<typeof developmentVideoSchema>,
  upload?: { mediaId: string },
) {
  const doc = await payload.create({
    collection: 'development-videos',
    data: { ...video, child: childId, ...(upload ? { video: upload.mediaId } : {}) },
    ...asUser(user),
  })
  return wireDevelopmentVideo(doc)
}

/**
 * Stores an uploaded video file through the media collection, private to the child's family (the
 * collection derives the family from the child and serves the file only to it and to admins).
 */
export async function storeChildVideo({ payload, user }: Actor, childId: string, file: File, title: string) {
  const data = Buffer.from(await file.arrayBuffer())
  const media = await payload.create({
    collection: 'media',
    data: { alt: title, child: childId },
    file: { data, mimetype: file.type, name: file.name || 'video.mp4', size: data.length },
    ...asUser(user),
  })
  return { mediaId: media.id, url: media.url ?? '' }
}

export async function createDailyActivity({ payload, user }: Actor, { childId, ...activity }: z.output<typeof dailyActivitySchema>) {
  // createdBy comes from the session (the collection's hook), never from the body.
  const doc = await payload.create({ collection: 'daily-activities', data: { ...activity, child: childId } as never, ...asUser(user) })
  return wireDailyActivity(doc)
}

export async function createMilestone({ payload, user }: Actor, { childId, ...milestone }: z.output<typeof milestoneSchema>) {
  const doc = await payload.create({ collection: 'milestones', data: { ...milestone, child: childId } as never, ...asUser(user) })
  return wireMilestone(doc)
}
