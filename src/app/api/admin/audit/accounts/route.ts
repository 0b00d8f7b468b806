import { api } from '@/contract/api'
import { auditAccounts } from '@/server/audit/audit'
import { respond, route } from '@/server/http/route'

/** The accounts the audit log can be filtered by (admins), by name. */
export const GET = route(async ({ actor }) => respond(api.admin.auditAccounts, await auditAccounts(actor)))
