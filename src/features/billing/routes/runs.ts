import 'server-only'

import { billingAdminEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { runBilling } from '../service'

/** A billing run for a month (admins): one invoice per family with a plan then; run again, it issues none twice. */
export const POST = route(billingAdminEndpoints.billingRun, async ({ request, actor }) => {
  await requireCreate(actor, 'invoices') // 401/403 before the body is read
  const body = await readBody(request, billingAdminEndpoints.billingRun)
  return respond(billingAdminEndpoints.billingRun, await runBilling(actor, body))
})
