import 'server-only'

import { api } from '@/contract/api'
import { requireCreate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { addCredential, staffCredentials } from '../service'

/** Admins: every staff member with their credentials; anyone else 401/403. */
export const GET = route(async ({ actor }) => respond(api.admin.credentials, await staffCredentials(actor)))

/** Admins record a staff member's card; answers it (201). */
export const POST = route(async ({ request, actor }) => {
  await requireCreate(actor, 'staff-credentials') // 401/403 before the body is read
  const body = await readBody(request, api.admin.addCredential)
  return respond(api.admin.addCredential, await addCredential(actor, body), 201)
})
