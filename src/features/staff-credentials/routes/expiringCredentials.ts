import 'server-only'

import { credentialAdminEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { expiringCredentials } from '../service'

/** Admins: the newest card of each person and kind that is expired or expires within 30 days, the earliest first. */
export const GET = route(credentialAdminEndpoints.credentialsExpiring, async ({ actor }) => respond(credentialAdminEndpoints.credentialsExpiring, await expiringCredentials(actor)))
