import 'server-only'

import { api } from '@/contract/api'
import { requireCreate } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { staffCheckOut } from '../service'

/** A member of staff checks out of their open shift (409 when not checked in). */
export const POST = route(async ({ actor }) => {
  await requireCreate(actor, 'staff-attendance')
  return respond(api.operations.staffCheckOut, await staffCheckOut(actor))
})
