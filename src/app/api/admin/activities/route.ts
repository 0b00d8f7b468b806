import { allCurriculumActivities } from '@/server/families'
import { json, route } from '@/server/http/route'

/** Every curriculum activity (admin), newest first. */
export const GET = route(async (viewer) => json(await allCurriculumActivities(viewer)))
