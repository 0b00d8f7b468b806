import { MAX_UPLOAD_BYTES, MULTIPART_OVERHEAD_BYTES, VIDEO_TYPE_MESSAGE } from '@/lib/constants'
import { developmentVideoSchema } from '@/contract/schemas/records'
import { allDevelopmentVideos } from '@/server/families'
import { HttpError, badRequest } from '@/server/http/errors'
import { readJsonObject, refuseUnstorableText, validate, withBodyLimit } from '@/server/http/request'
import { json, listJson, route } from '@/server/http/route'
import { requireCreate, requireReadAll } from '@/server/permissions'
import { createDevelopmentVideo, storeChildVideo } from '@/server/records'
import { detectUploadType } from '@/lib/uploadType'

/** Every development video (admin). */
export const GET = route(async (viewer) => listJson(await allDevelopmentVideos(viewer)))

const uploadFields = developmentVideoSchema.omit({ videoUrl: true })

const TOO_LARGE = `Video files may be at most ${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB.`

/**
 * Add a video: JSON with a `videoUrl`, or a multipart form (the /admin-dashboard upload) with the
 * video file in `video` (or `file`), stored privately for the child's family through the media collection.
 */
export const POST = route(async ({ request, payload, user }) => {
  await requireCreate(payload, user, 'development-videos')
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(type)) {
    const video = validate(developmentVideoSchema, await readJsonObject(request))
    const created = await createDevelopmentVideo({ payload, user }, video)
    return json({ success: true, message: 'Video added successfully', video: created }, 201)
  }
  // An uploaded file is stored through the media collection (private to the family): its create rule too.
  await requireCreate(payload, user, 'media')
  await requireReadAll(payload, user, 'development-videos')
  // Declared or counted as it streams (a chunked body declares nothing): never read past the limit.
  const body = withBodyLimit(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, TOO_LARGE)
  const form = await body.request.formData().catch(() => {
    throw body.exceeded() ? new HttpError(413, TOO_LARGE) : badRequest('Malformed form data.')
  })
  const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
  refuseUnstorableText(fields)
  const input = validate(uploadFields, fields)
  const file = form.get('video') ?? form.get('file')
  if (!(file instanceof File) || file.size === 0) throw badRequest('Please choose a video file.', [{ field: 'video', message: 'Please choose a video file.' }])
  if (!file.type.startsWith('video/')) throw new HttpError(415, 'Only video files can be uploaded here.', [{ field: 'video', message: 'Only video files can be uploaded here.' }])
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE)
  // The declared type is the client's word; the bytes decide (an image or a page declared video/mp4 is no video).
  if ((await detectUploadType({ data: new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer()) }))?.kind !== 'video') {
    throw badRequest(VIDEO_TYPE_MESSAGE, [{ field: 'video', message: VIDEO_TYPE_MESSAGE }])
  }
  const stored = await storeChildVideo({ payload, user }, input.childId, file, input.title)
  const created = await createDevelopmentVideo({ payload, user }, { ...input, videoUrl: stored.url }, { mediaId: stored.mediaId })
  return json({ success: true, message: 'Video added successfully', video: created }, 201)
})
