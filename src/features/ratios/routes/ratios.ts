import 'server-only'

import { ratioEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { sharedRatioBoard } from '../sharedBoard'

/** The ratio board now (admins and teachers; integrations read it too), shared with whoever asks at the same moment. */
export const GET = route(ratioEndpoints.ratios, async ({ actor }) => respond(ratioEndpoints.ratios, await sharedRatioBoard(actor)))
