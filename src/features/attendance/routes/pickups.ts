import 'server-only'

import { pickupEndpoints } from '../endpoints'
import { requireCreate, requireSome } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { addPickup, pickups } from '../pickups'

/** The authorized pickups the caller may read, by name (`?childId=` narrows). */
export const GET = route(pickupEndpoints.pickups, async ({ request, actor }) => {
  await requireSome(actor, 'read', 'authorized-pickups') // editors: 403 whatever child is named
  return respond(pickupEndpoints.pickups, await pickups(actor, { childId: new URL(request.url).searchParams.get('childId') ?? undefined }))
})

/** A parent authorizes a person to collect one of their children (admins: any child). */
export const POST = route(pickupEndpoints.addPickup, async ({ request, actor }) => {
  await requireCreate(actor, 'authorized-pickups') // 401/403 before the body is read
  const body = await readBody(request, pickupEndpoints.addPickup)
  return respond(pickupEndpoints.addPickup, await addPickup(actor, body), 201)
})
