import 'server-only'

import { auditAdminEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { auditAccounts } from '../service'

/** The accounts the audit log can be filtered by (admins), by name. */
export const GET = route(auditAdminEndpoints.auditAccounts, async ({ actor }) => respond(auditAdminEndpoints.auditAccounts, await auditAccounts(actor)))
