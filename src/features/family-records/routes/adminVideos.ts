import 'server-only'

import { familyRecordAdminEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { listWindow } from '@/server/http/listing'
import { readBody, respond, respondList, route } from '@/server/http/route'
import { isMultipart, readUpload } from '@/server/http/uploads'
import { VIDEO_UPLOAD, addUploadedVideo, allDevelopmentVideos, createDevelopmentVideo, requireVideoUploader } from '../service'

/** Every development video (admin). */
export const GET = route(familyRecordAdminEndpoints.videos, async ({ request, actor }) => respondList(familyRecordAdminEndpoints.videos, await allDevelopmentVideos(actor, listWindow(request))))

const added = 'Video added successfully'

/**
 * Add a video: JSON with a `videoUrl`, or a multipart form (the /admin-dashboard upload) with the
 * video file in `video` (or `file`), stored privately for the child's family through the media collection.
 */
export const POST = route(familyRecordAdminEndpoints.addVideo, async ({ request, actor }) => {
  await requireCreate(actor, 'development-videos')
  if (!isMultipart(request)) {
    const video = await createDevelopmentVideo(actor, await readBody(request, familyRecordAdminEndpoints.addVideo))
    return respond(familyRecordAdminEndpoints.addVideo, { success: true, message: added, video }, 201)
  }
  await requireVideoUploader(actor)
  const { fields, file } = await readUpload(request, VIDEO_UPLOAD)
  return respond(familyRecordAdminEndpoints.uploadVideo, { success: true, message: added, video: await addUploadedVideo(actor, fields, file) }, 201)
})
