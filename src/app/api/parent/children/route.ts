import { api } from '@/contract/api'
import { ownChildren } from '@/server/children/children'
import { respond, route } from '@/server/http/route'

/** The signed-in parent's own children. */
export const GET = route(async ({ actor }) => respond(api.family.ownChildren, await ownChildren(actor)))
