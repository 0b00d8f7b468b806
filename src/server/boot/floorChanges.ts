import 'server-only'

import { ANY_CLASSROOM, FLOOR_CHANNEL, floorChangeHeard } from '@/lib/floorChanges'
import { followNotices } from './notices'

/**
 * Attendance changes, whichever process made them: follows FLOOR_CHANNEL (src/lib/floorChanges.ts) and
 * tells this process's open ratio boards. On (re)connecting every board refreshes, since notices sent
 * meanwhile were lost.
 */
export function followFloorChanges(): void {
  followNotices(FLOOR_CHANNEL, {
    onNotice: (classroomId) => floorChangeHeard(classroomId),
    onConnect: () => floorChangeHeard(ANY_CLASSROOM),
  })
}
