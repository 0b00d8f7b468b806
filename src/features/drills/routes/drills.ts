import 'server-only'

import { drillEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { drillYear, recordDrill } from '../service'

/** Admins: a year's board and drills (`?year=YYYY`, this year without it); others 401 / 403. */
export const GET = route(drillEndpoints.drills, async ({ request, actor }) => respond(drillEndpoints.drills, await drillYear(actor, new URL(request.url).searchParams.get('year'))))

/** Admins record a drill (201); everyone else is refused before the body is read. */
export const POST = route(drillEndpoints.recordDrill, async ({ request, actor }) => {
  await requireCreate(actor, 'drills') // 401/403 before the body is read
  const body = await readBody(request, drillEndpoints.recordDrill)
  return respond(drillEndpoints.recordDrill, await recordDrill(actor, body), 201)
})
