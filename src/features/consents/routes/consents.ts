import 'server-only'

import { consentEndpoints } from '../endpoints'
import { requireCreate, requireSome } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { consentChild, consentHistory, recordConsent } from '../service'

/** The child's consents now and their history, newest first: the child's parents, the room's teachers, admins; else 404. */
export const GET = route<{ childId: string }>(consentEndpoints.history, async ({ params, actor }) => {
  await requireSome(actor, 'read', 'consents') // editors: 403 before the child is looked up
  return respond(consentEndpoints.history, await consentHistory(actor, params.childId))
})

/** A parent of the child grants or withdraws a consent (an admin: from a paper form); answers the history with the new row. */
export const POST = route<{ childId: string }>(consentEndpoints.record, async ({ request, params, actor }) => {
  await requireCreate(actor, 'consents') // 401/403 before the body is read
  await consentChild(actor, params.childId) // another family's child: 404, still before the body is read
  const body = await readBody(request, consentEndpoints.record)
  return respond(consentEndpoints.record, await recordConsent(actor, params.childId, body), 201)
})
