import { api } from '@/contract/api'
import { allParents } from '@/server/accounts/accounts'
import { listWindow } from '@/server/http/listing'
import { respondList, route } from '@/server/http/route'

/** Every parent account (admin). */
export const GET = route(async ({ request, actor }) => respondList(api.admin.parents, await allParents(actor, listWindow(request))))

/** Create a parent login account (/admin-dashboard): the same operation as POST /api/admin/users. */
export { POST } from '../users/route'
