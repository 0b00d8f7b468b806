import { allCurriculumActivities } from '@/server/families'
import { listJson, route } from '@/server/http/route'

/** Every curriculum activity (admin), newest first. */
export const GET = route(async (viewer) => listJson(await allCurriculumActivities(viewer)))
