import 'server-only'

import { healthEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { carePlansForReview } from '../service'

/** Admins: the active care plans whose yearly review is overdue or due within 30 days. */
export const GET = route(healthEndpoints.carePlansForReview, async ({ actor }) => respond(healthEndpoints.carePlansForReview, await carePlansForReview(actor)))
