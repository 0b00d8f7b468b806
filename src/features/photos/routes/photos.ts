import 'server-only'

import { photoEndpoints } from '../endpoints'
import { childListQuery } from '@/server/http/listing'
import { respond, respondList, route } from '@/server/http/route'
import { readUpload } from '@/server/http/uploads'
import { PHOTO_UPLOAD, photos, requirePhotoUploader, uploadPhoto } from '../service'

/** Photos of children, newest first: a parent's family's (with consent), a teacher's classrooms', all for an admin; `?childId=` narrows. */
export const GET = route(photoEndpoints.list, async ({ request, actor }) => respondList(photoEndpoints.list, await photos(actor, childListQuery(request))))

/** Uploads a photo and tags the children in it (admins, teachers): a multipart form with `file`, `title`, `description`, `childIds`. */
export const POST = route(photoEndpoints.upload, async ({ request, actor }) => {
  await requirePhotoUploader(actor) // 401/403 before the body is read
  const { fields, file } = await readUpload(request, PHOTO_UPLOAD)
  return respond(photoEndpoints.upload, await uploadPhoto(actor, fields, file), 201)
})
