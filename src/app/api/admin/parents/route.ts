import { allParents } from '@/server/families'
import { listJson, route } from '@/server/http/route'

/** Every parent account (admin). */
export const GET = route(async (viewer) => listJson(await allParents(viewer)))

/** Create a parent login account (/admin-dashboard): the same operation as POST /api/admin/users. */
export { POST } from '../users/route'
