import 'server-only'

import type { z } from 'zod'

import { developmentVideoUploadSchema } from '@/contract/schemas/familyRecords'
import { MAX_UPLOAD_BYTES, VIDEO_TYPE_MESSAGE } from '@/lib/constants'
import { type Actor, asUser, inTransaction, requireCreate, requireReadAll } from '../actor'
import { createDevelopmentVideo } from '../family-records/familyRecords'
import type { UploadRule } from '../http/uploads'

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
