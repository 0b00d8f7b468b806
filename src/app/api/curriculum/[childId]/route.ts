import { curriculumOfChild } from '@/server/families'
import { json, route } from '@/server/http/route'

/** Curriculum activities of one child: the parent's own child, or any child for an admin; else 404. */
export const GET = route<{ childId: string }>(async (viewer) => json(await curriculumOfChild(viewer, viewer.params.childId)))
