import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { curriculumOfChild } from '../service'

/** Curriculum activities of one child: the parent's own child, or any child for an admin; else 404. */
export const GET = route<{ childId: string }>(async ({ params, actor }) => respond(api.family.curriculumOfChild, await curriculumOfChild(actor, params.childId)))
