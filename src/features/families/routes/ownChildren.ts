import 'server-only'

import { ownChildrenEndpoints } from '../endpoints'
import { ownChildren } from '../service'
import { respond, route } from '@/server/http/route'

/** The signed-in parent's own children. */
export const GET = route(ownChildrenEndpoints.ownChildren, async ({ actor }) => respond(ownChildrenEndpoints.ownChildren, await ownChildren(actor)))
