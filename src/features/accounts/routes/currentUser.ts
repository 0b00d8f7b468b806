import 'server-only'

import { sessionEndpoints } from '../endpoints'
import { requireUser } from '@/server/actor'
import { wireUser } from '../wire'
import { respond, route } from '@/server/http/route'

/** The signed-in user, or 401. */
export const GET = route(sessionEndpoints.currentUser, async ({ actor }) => respond(sessionEndpoints.currentUser, wireUser(requireUser(actor, 'Not logged in.'))))
