import 'server-only'

import { recordViewEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { recordViews } from '../service'

/** Which staff accounts opened the child's record (the child's parent; admins); another family's child: 404. */
export const GET = route<{ childId: string }>(recordViewEndpoints.ofChild, async ({ params, actor }) => respond(recordViewEndpoints.ofChild, await recordViews(actor, params.childId)))
