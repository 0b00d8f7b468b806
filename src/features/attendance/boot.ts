import 'server-only'

import { followNotices } from '@/server/boot/notices'
import { ANY_CLASSROOM, FLOOR_CHANNEL, floorChangeHeard } from './floorChanges'

/**
 * Attendance changes, whichever process made them: follows FLOOR_CHANNEL (floorChanges.ts) and
 * tells this process's open ratio boards. On (re)connecting every board refreshes, since notices sent
 * meanwhile were lost.
 */
export function followFloorChanges(): void {
  followNotices(FLOOR_CHANNEL, {
    onNotice: (classroomId) => floorChangeHeard(classroomId),
    onConnect: () => floorChangeHeard(ANY_CLASSROOM),
  })
}
