import 'server-only'

import { childRecordEndpoints } from '../endpoints'
import { requireSome } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { curriculumOfChild } from '../service'

/** Curriculum activities of one child: the parent's own child, or any child for an admin; else 404. */
export const GET = route<{ childId: string }>(childRecordEndpoints.curriculumOfChild, async ({ params, actor }) => {
  await requireSome(actor, 'read', 'curriculum-activities') // teachers, editors: 403 before the child is looked up
  return respond(childRecordEndpoints.curriculumOfChild, await curriculumOfChild(actor, params.childId))
})
