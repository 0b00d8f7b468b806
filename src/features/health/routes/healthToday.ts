import 'server-only'

import { healthEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { healthToday } from '../service'

/** Staff: their rooms' children (admins: all) with an active care plan or a medicine today. Parents and others: 403. */
export const GET = route(healthEndpoints.today, async ({ actor }) => respond(healthEndpoints.today, await healthToday(actor)))
