import { unauthorized } from '@/server/http/errors'
import { json, route } from '@/server/http/route'
import { wireUser } from '@/server/wire'

/** The signed-in user, or 401. */
export const GET = route(async ({ user }) => {
  if (!user) throw unauthorized('Not logged in.')
  return json(wireUser(user))
})
