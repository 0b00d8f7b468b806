import 'server-only'

import { sessionEndpoints } from '../endpoints'
import { logOut } from '../session'
import { respond, route } from '@/server/http/route'

/** Ends the session on the server and clears the cookie. */
export const POST = route(sessionEndpoints.logout, async ({ actor }) => {
  const expired = await logOut(actor)
  return respond(sessionEndpoints.logout, { success: true, message: 'Logged out' }, 200, { 'Set-Cookie': expired })
})
