import { createExampleFamily } from '@/server/exampleFamily'
import { readJsonObject } from '@/server/http/request'
import { json, route } from '@/server/http/route'

/** Adds an example parent and an example child (admin: /secure-admin's Add Example Data). */
export const POST = route(async ({ request, payload, user }) => {
  await readJsonObject(request, { optional: true })
  await createExampleFamily({ payload, user })
  return json({ success: true }, 201)
})
