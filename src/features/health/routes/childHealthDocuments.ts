import 'server-only'

import { healthEndpoints } from '../endpoints'
import { requireCreate, requireSome } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { readUpload } from '@/server/http/uploads'
import { HEALTH_DOCUMENT_UPLOAD, childHealthDocuments, uploadHealthDocument } from '../documentService'
import { requireHealthChild } from '../service'

/** A child's documents (certificate, exemptions', care plans'): the child's parent, the room's teachers, admins; else 404. */
export const GET = route<{ childId: string }>(healthEndpoints.documents, async ({ params, actor }) => {
  await requireSome(actor, 'read', 'health-documents') // editors, integrations: 403 before the child is looked up
  return respond(healthEndpoints.documents, await childHealthDocuments(actor, params.childId))
})

/** The child's parent sends the immunization certificate; an admin any of the child's documents (a multipart form, the file in `file`). */
export const POST = route<{ childId: string }>(healthEndpoints.uploadDocument, async ({ request, params, actor }) => {
  await requireCreate(actor, 'health-documents') // 401/403 before the body is read
  await requireHealthChild(actor, params.childId) // a child the caller cannot read: 404, still before the body is read
  const { fields, file } = await readUpload(request, HEALTH_DOCUMENT_UPLOAD)
  return respond(healthEndpoints.uploadDocument, await uploadHealthDocument(actor, params.childId, fields, file), 201)
})
