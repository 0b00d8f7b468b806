import 'server-only'

import { pickupEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { readUpload } from '@/server/http/uploads'
import { PICKUP_PHOTO_UPLOAD, setPickupPhoto } from '../pickupPhotos'

/** Sets or replaces the photo of a person on a child's list: a multipart form with the image in `file` (the child's parent, or an admin). */
export const POST = route<{ pickupId: string }>(pickupEndpoints.setPickupPhoto, async ({ request, params, actor }) => {
  await requireCreate(actor, 'authorized-pickups') // 401/403 before the body is read
  const { file } = await readUpload(request, PICKUP_PHOTO_UPLOAD)
  return respond(pickupEndpoints.setPickupPhoto, await setPickupPhoto(actor, params.pickupId, file))
})
