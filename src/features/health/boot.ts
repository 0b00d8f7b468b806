import 'server-only'

import { followNotices } from '@/server/boot/notices'
import { VACCINES_CHANNEL, forgetSchedules } from './scheduleMemory'

/**
 * Changes to the immunization schedule, whichever process made them: follows VACCINES_CHANNEL
 * (./scheduleMemory.ts) and forgets the kept schedule when one is announced, and whenever the listener
 * (re)connects, since notices sent meanwhile were lost. Only a process listening on it keeps the schedule.
 */
export function followScheduleChanges(): void {
  followNotices(VACCINES_CHANNEL, { onNotice: forgetSchedules, onConnect: forgetSchedules })
}
