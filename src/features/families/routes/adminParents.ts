import 'server-only'

import { familyAdminEndpoints } from '../endpoints'
import { allParents } from '@/features/accounts/service'
import { listWindow } from '@/server/http/listing'
import { respondList, route } from '@/server/http/route'

/** Every parent account (admin). */
export const GET = route(familyAdminEndpoints.parents, async ({ request, actor }) => respondList(familyAdminEndpoints.parents, await allParents(actor, listWindow(request))))
