import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { videosOfChild } from '../service'

/** Development videos of one child: the parent's own child, or any child for an admin; else 404. */
export const GET = route<{ childId: string }>(async ({ params, actor }) => respond(api.family.videosOfChild, await videosOfChild(actor, params.childId)))
