import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { ownShift } from '../service'

/** The caller's own open shift, or null. */
export const GET = route(async ({ actor }) => respond(api.operations.staffShift, { shift: await ownShift(actor) }))
