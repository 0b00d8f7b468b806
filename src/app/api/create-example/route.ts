import { createExampleFamily } from '@/server/exampleFamily'
import { readJsonObject } from '@/server/http/request'
import { json, route } from '@/server/http/route'
import { requireCreate } from '@/server/permissions'

/** Adds an example parent and an example child (admin: /secure-admin's Add Example Data). */
export const POST = route(async ({ request, payload, user }) => {
  await requireCreate(payload, user, 'users', 'children')
  await readJsonObject(request, { optional: true })
  await createExampleFamily({ payload, user })
  return json({ success: true }, 201)
})
