import { childSchema } from '@/contract/schemas/child'
import { allChildren } from '@/server/families'
import { readJsonObject, validate } from '@/server/http/request'
import { json, listJson, route } from '@/server/http/route'
import { requireCreate } from '@/server/permissions'
import { createChild } from '@/server/records'

/** Every child (admin: /admin-db, /secure-admin). */
export const GET = route(async (viewer) => listJson(await allChildren(viewer)))

/** Add a child (admin); returns the created child. */
export const POST = route(async ({ request, payload, user }) => {
  await requireCreate(payload, user, 'children')
  const child = validate(childSchema, await readJsonObject(request))
  return json(await createChild({ payload, user }, child), 201)
})
