import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { sharedRatioBoard } from '../sharedBoard'

/** The ratio board now (admins and teachers; integrations read it too), shared with whoever asks at the same moment. */
export const GET = route(async ({ actor }) => respond(api.operations.ratios, await sharedRatioBoard(actor)))
