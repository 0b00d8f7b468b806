import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { removeHealthDocument } from '../documentService'

/** An admin removes a document; a parent their own certificate until it is verified. No body; answers the child's remaining documents. */
export const POST = route<{ documentId: string }>(async ({ params, actor }) => respond(api.health.removeDocument, await removeHealthDocument(actor, params.documentId)))
