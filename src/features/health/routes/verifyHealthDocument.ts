import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { verifyHealthDocument } from '../documentService'

/** An admin marks a document verified against the record (who and when from the session); no body. */
export const POST = route<{ documentId: string }>(async ({ params, actor }) => respond(api.health.verifyDocument, await verifyHealthDocument(actor, params.documentId)))
