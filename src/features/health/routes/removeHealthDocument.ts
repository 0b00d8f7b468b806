import 'server-only'

import { healthEndpoints } from '../endpoints'
import { requireSome } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { removeHealthDocument } from '../documentService'

/** An admin removes a document; a parent their own certificate until it is verified. No body; answers the child's remaining documents. */
export const POST = route<{ documentId: string }>(healthEndpoints.removeDocument, async ({ params, actor }) => {
  await requireSome(actor, 'delete', 'health-documents') // teachers, editors, integrations: 403 before the document is looked up
  return respond(healthEndpoints.removeDocument, await removeHealthDocument(actor, params.documentId))
})
