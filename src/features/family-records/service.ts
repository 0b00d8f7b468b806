import 'server-only'

import type { z } from 'zod'

import { MAX_UPLOAD_BYTES, VIDEO_TYPE_MESSAGE } from '@/lib/constants'
import { type Actor, asUser, inTransaction, requireCreate, requireReadAll, requireUser } from '@/server/actor'
import { requireVisibleChild } from '@/features/families/service'
import { badRequest, notFound } from '@/server/http/errors'
import { type ListWindow, isRecordId, listed } from '@/server/http/listing'
import type { UploadRule } from '@/server/http/uploads'
import { type curriculumActivitySchema, type dailyActivitySchema, type developmentVideoSchema, developmentVideoUploadSchema, type milestoneSchema } from './schemas'
import { wireCurriculumActivity, wireDailyActivity, wireDevelopmentVideo, wireMilestone } from './wire'

/**
 * The records kept about a child (docs/architecture.md, "family records"). Every read goes through the
 * collection's own row filter: a parent's own children's rows, all rows for an admin.
 */

type ChildList = { window: ListWindow; childId?: string }

const NOT_A_CHILD_ID = 'childId must be the id of a child.'

/**
 * `childId` given: only that child's rows, of those the actor may read anyway (another family's child
 * gives [], as a child without records does); a value that is not a record id is a 400.
 */
function ofChild(childId?: string) {
  if (childId === undefined) return {}
  if (!isRecordId(childId)) throw badRequest(NOT_A_CHILD_ID, [{ field: 'childId', message: NOT_A_CHILD_ID }])
  return { where: { child: { equals: childId } } }
}

/**
 * One child's records, newest first, for the portal. Rows found prove the child is visible; only an
 * empty answer needs the child itself looked up, to tell "no records yet" (200, []) from another
 * family's child (404).
 */
async function recordsOfChild<C extends 'curriculum-activities' | 'development-videos'>(actor: Actor, childId: string, collection: C, sort: string) {
  requireUser(actor)
  if (!isRecordId(childId)) throw notFound()
  const { docs } = await actor.payload.find({ collection, where: { child: { equals: childId } }, sort, pagination: false, ...asUser(actor) })
  if (docs.length === 0) await requireVisibleChild(actor, childId)
  return docs
}

export async function curriculumOfChild(actor: Actor, childId: string) {
  return (await recordsOfChild(actor, childId, 'curriculum-activities', '-completedAt')).map(wireCurriculumActivity)
}

export async function videosOfChild(actor: Actor, childId: string) {
  return (await recordsOfChild(actor, childId, 'development-videos', '-recordedAt')).map(wireDevelopmentVideo)
}

/** Every curriculum activity (staff lists). */
export async function allCurriculumActivities(actor: Actor, window: ListWindow) {
  await requireReadAll(actor, 'curriculum-activities')
  return listed(await actor.payload.find({ collection: 'curriculum-activities', sort: '-completedAt', ...window, ...asUser(actor) }), wireCurriculumActivity)
}

/** Every development video (staff lists). */
export async function allDevelopmentVideos(actor: Actor, window: ListWindow) {
  await requireReadAll(actor, 'development-videos')
  return listed(await actor.payload.find({ collection: 'development-videos', sort: '-recordedAt', ...window, ...asUser(actor) }), wireDevelopmentVideo)
}

/** Daily reports: all for an admin, a parent's own children's for a parent (the collection's row filter). */
export async function dailyActivities(actor: Actor, { window, childId }: ChildList) {
  requireUser(actor)
  return listed(await actor.payload.find({ collection: 'daily-activities', ...ofChild(childId), sort: '-date', ...window, ...asUser(actor) }), wireDailyActivity)
}

export async function milestones(actor: Actor, { window, childId }: ChildList) {
  requireUser(actor)
  return listed(await actor.payload.find({ collection: 'milestones', ...ofChild(childId), sort: '-achievedAt', ...window, ...asUser(actor) }), wireMilestone)
}

export async function createCurriculumActivity(actor: Actor, { childId, ...activity }: z.output<typeof curriculumActivitySchema>) {
  const doc = await actor.payload.create({ collection: 'curriculum-activities', data: { ...activity, child: childId }, ...asUser(actor) })
  return wireCurriculumActivity(doc)
}

/** A video record; `mediaId` when its file was uploaded here (addUploadedVideo, below). */
export async function createDevelopmentVideo(actor: Actor, { childId, ...video }: z.output<typeof developmentVideoSchema>, mediaId?: string) {
  const doc = await actor.payload.create({
    collection: 'development-videos',
    data: { ...video, child: childId, ...(mediaId ? { video: mediaId } : {}) },
    ...asUser(actor),
  })
  return wireDevelopmentVideo(doc)
}

// createdBy comes from the session (the collection's hook), never from the body: the data leaves it out.
export async function createDailyActivity(actor: Actor, { childId, ...activity }: z.output<typeof dailyActivitySchema>) {
  const doc = await actor.payload.create({ collection: 'daily-activities', data: { ...activity, child: childId } as never, ...asUser(actor) })
  return wireDailyActivity(doc)
}

export async function createMilestone(actor: Actor, { childId, ...milestone }: z.output<typeof milestoneSchema>) {
  const doc = await actor.payload.create({ collection: 'milestones', data: { ...milestone, child: childId } as never, ...asUser(actor) })
  return wireMilestone(doc)
}

/** A development video sent as a file from /admin-dashboard. */
export const VIDEO_UPLOAD: UploadRule<typeof developmentVideoUploadSchema> = {
  fields: developmentVideoUploadSchema,
  fileFields: ['video', 'file'],
  kind: 'video',
  maxBytes: MAX_UPLOAD_BYTES,
  messages: {
    missing: 'Please choose a video file.',
    declaredType: 'Only video files can be uploaded here.',
    detectedType: VIDEO_TYPE_MESSAGE,
    tooLarge: `Video files may be at most ${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB.`,
  },
}

/**
 * Before the file is read (the video record's own create rule is asked first, for either form): the
 * upload also makes a media document, and the screen lists every video, so those rules are asked too.
 */
export async function requireVideoUploader(actor: Actor): Promise<void> {
  await requireCreate(actor, 'media')
  await requireReadAll(actor, 'development-videos')
}

/**
 * Stores the file through the media collection, private to the child's family (the collection derives
 * the family from the child and serves the file only to it and to admins), then the video record: both
 * records or neither, in one transaction. (A file already written when the video record fails stays in
 * MEDIA_DIR with no record pointing at it.)
 */
export async function addUploadedVideo(actor: Actor, fields: z.output<typeof developmentVideoUploadSchema>, file: File) {
  const data = Buffer.from(await file.arrayBuffer())
  return inTransaction(actor, async (tx) => {
    const media = await tx.payload.create({
      collection: 'media',
      data: { alt: fields.title, child: fields.childId },
      file: { data, mimetype: file.type, name: file.name || 'video.mp4', size: data.length },
      ...asUser(tx),
    })
    return createDevelopmentVideo(tx, { ...fields, videoUrl: media.url ?? '' }, media.id)
  })
}
