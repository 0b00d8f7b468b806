import 'server-only'

import { credentialAdminEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { addCredential, staffCredentials } from '../service'

/** Admins: every staff member with their credentials; anyone else 401/403. */
export const GET = route(credentialAdminEndpoints.credentials, async ({ actor }) => respond(credentialAdminEndpoints.credentials, await staffCredentials(actor)))

/** Admins record a staff member's card; answers it (201). */
export const POST = route(credentialAdminEndpoints.addCredential, async ({ request, actor }) => {
  await requireCreate(actor, 'staff-credentials') // 401/403 before the body is read
  const body = await readBody(request, credentialAdminEndpoints.addCredential)
  return respond(credentialAdminEndpoints.addCredential, await addCredential(actor, body), 201)
})
