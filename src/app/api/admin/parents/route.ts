import { allParents } from '@/server/families'
import { json, route } from '@/server/http/route'

/** Every parent account (admin). */
export const GET = route(async (viewer) => json(await allParents(viewer)))

/** Create a parent login account (/admin-dashboard): the same operation as POST /api/admin/users. */
export { POST } from '../users/route'
