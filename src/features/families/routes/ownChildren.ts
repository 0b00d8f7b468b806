import 'server-only'

import { api } from '@/contract/api'
import { ownChildren } from '../service'
import { respond, route } from '@/server/http/route'

/** The signed-in parent's own children. */
export const GET = route(async ({ actor }) => respond(api.family.ownChildren, await ownChildren(actor)))
