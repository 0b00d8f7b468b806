import 'server-only'

import { healthEndpoints } from '../endpoints'
import { requireUpdate } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { verifyHealthDocument } from '../documentService'

/** An admin marks a document verified against the record (who and when from the session); no body. */
export const POST = route<{ documentId: string }>(healthEndpoints.verifyDocument, async ({ params, actor }) => {
  await requireUpdate(actor, 'health-documents') // admins only: 401/403 before the document is looked up
  return respond(healthEndpoints.verifyDocument, await verifyHealthDocument(actor, params.documentId))
})
