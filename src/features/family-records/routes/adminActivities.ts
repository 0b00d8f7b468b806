import 'server-only'

import { familyRecordAdminEndpoints } from '../endpoints'
import { listWindow } from '@/server/http/listing'
import { respondList, route } from '@/server/http/route'
import { allCurriculumActivities } from '../service'

/** Every curriculum activity (admin), newest first. */
export const GET = route(familyRecordAdminEndpoints.activities, async ({ request, actor }) => respondList(familyRecordAdminEndpoints.activities, await allCurriculumActivities(actor, listWindow(request))))
