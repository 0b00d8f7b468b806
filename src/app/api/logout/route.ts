import { json, route } from '@/server/http/route'
import { logOut } from '@/server/session'

/** Ends the session on the server and clears the cookie. */
export const POST = route(async ({ payload, user }) => {
  const expired = await logOut(payload, user)
  return json({ success: true, message: 'Logged out' }, 200, { 'Set-Cookie': expired })
})
