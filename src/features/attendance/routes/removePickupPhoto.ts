import 'server-only'

import { pickupEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { removePickupPhoto } from '../pickupPhotos'

/** Removes the photo of a person on a child's list (the child's parent, or an admin); 404 for anyone else's. */
export const POST = route<{ pickupId: string }>(pickupEndpoints.removePickupPhoto, async ({ params, actor }) => {
  await requireCreate(actor, 'authorized-pickups') // teachers and editors: 403
  return respond(pickupEndpoints.removePickupPhoto, await removePickupPhoto(actor, params.pickupId))
})
