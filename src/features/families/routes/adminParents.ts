import 'server-only'

import { api } from '@/contract/api'
import { allParents } from '@/features/accounts/service'
import { listWindow } from '@/server/http/listing'
import { respondList, route } from '@/server/http/route'

/** Every parent account (admin). */
export const GET = route(async ({ request, actor }) => respondList(api.admin.parents, await allParents(actor, listWindow(request))))
