import { api } from '@/contract/api'
import { allCurriculumActivities } from '@/server/family-records/familyRecords'
import { listWindow } from '@/server/http/listing'
import { respondList, route } from '@/server/http/route'

/** Every curriculum activity (admin), newest first. */
export const GET = route(async ({ request, actor }) => respondList(api.admin.activities, await allCurriculumActivities(actor, listWindow(request))))
