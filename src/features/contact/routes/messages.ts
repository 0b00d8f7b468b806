import 'server-only'

import { contactAdminEndpoints } from '../endpoints'
import { listWindow } from '@/server/http/listing'
import { respondList, route } from '@/server/http/route'
import { listContactMessages } from '../service'

/** GET /api/admin/messages: the contact messages (admins), newest first. */
export const GET = route(contactAdminEndpoints.messages, async ({ request, actor }) => respondList(contactAdminEndpoints.messages, await listContactMessages(actor, listWindow(request))))
