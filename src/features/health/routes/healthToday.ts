import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { healthToday } from '../service'

/** Staff: their rooms' children (admins: all) with an active care plan or a medicine today. Parents and others: 403. */
export const GET = route(async ({ actor }) => respond(api.health.today, await healthToday(actor)))
