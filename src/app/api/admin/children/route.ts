import { childSchema } from '@/contract/schemas/child'
import { allChildren } from '@/server/families'
import { readJsonObject, validate } from '@/server/http/request'
import { json, listJson, route } from '@/server/http/route'
import { requireCreate } from '@/server/permissions'
import { createChild } from '@/server/records'

/** Every child (admin). */
export const GET = route(async (viewer) => listJson(await allChildren(viewer)))

/** Add a child (/admin). */
export const POST = route(async ({ request, payload, user }) => {
  await requireCreate(payload, user, 'children')
  const child = validate(childSchema, await readJsonObject(request))
  const created = await createChild({ payload, user }, child)
  return json({ success: true, message: 'Child added successfully', child: created }, 201)
})
