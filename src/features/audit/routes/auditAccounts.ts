import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { auditAccounts } from '../service'

/** The accounts the audit log can be filtered by (admins), by name. */
export const GET = route(async ({ actor }) => respond(api.admin.auditAccounts, await auditAccounts(actor)))
