import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { ratioBoard } from '@/server/operations/ratios'

/** The ratio board now (admins and teachers; integrations read it too). */
export const GET = route(async ({ actor }) => respond(api.operations.ratios, await ratioBoard(actor)))
