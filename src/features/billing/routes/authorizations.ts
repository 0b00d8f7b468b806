import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { subsidyAuthorizations } from '../service'

/** The subsidy agencies and authorizations: admins only. */
export const GET = route(async ({ actor }) => respond(api.admin.subsidyAuthorizations, await subsidyAuthorizations(actor)))
