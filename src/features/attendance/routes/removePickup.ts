import 'server-only'

import { pickupEndpoints } from '../endpoints'
import { requireSome } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { removePickup } from '../pickups'

/** Takes a person off a child's list (the child's parent, or an admin); 404 for anyone else's. */
export const POST = route<{ pickupId: string }>(pickupEndpoints.removePickup, async ({ params, actor }) => {
  await requireSome(actor, 'delete', 'authorized-pickups') // teachers, editors, integrations: 403 before the person is looked up
  return respond(pickupEndpoints.removePickup, await removePickup(actor, params.pickupId))
})
