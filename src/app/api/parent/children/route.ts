import { ownChildren } from '@/server/families'
import { json, route } from '@/server/http/route'

/** The signed-in parent's own children. */
export const GET = route(async (viewer) => json(await ownChildren(viewer)))
