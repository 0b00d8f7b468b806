import 'server-only'

import { api } from '@/contract/api'
import { listWindow } from '@/server/http/listing'
import { respondList, route } from '@/server/http/route'
import { listContactMessages } from '../service'

/** GET /api/admin/messages: the contact messages (admins), newest first. */
export const GET = route(async ({ request, actor }) => respondList(api.admin.messages, await listContactMessages(actor, listWindow(request))))
