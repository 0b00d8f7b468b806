import 'server-only'

import { credentialAdminEndpoints } from '../endpoints'
import { requireCreate, requireUpdate } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { readUpload } from '@/server/http/uploads'
import { CREDENTIAL_CARD_UPLOAD, uploadCredentialCard } from '@/features/health/documentService'

/** Admins attach the scan of a staff member's card to its certification (a multipart form, the file in `file`). */
export const POST = route<{ credentialId: string }>(credentialAdminEndpoints.addCredentialCard, async ({ request, params, actor }) => {
  await requireCreate(actor, 'health-documents') // 401/403 before the body is read
  await requireUpdate(actor, 'staff-credentials') // a card is kept with its certification: who changes those (admins), not a parent sending a certificate
  const { file } = await readUpload(request, CREDENTIAL_CARD_UPLOAD)
  return respond(credentialAdminEndpoints.addCredentialCard, await uploadCredentialCard(actor, params.credentialId, file), 201)
})
