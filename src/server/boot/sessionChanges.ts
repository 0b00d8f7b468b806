import 'server-only'

import { SESSIONS_CHANNEL } from '@/lib/sessionChanges'
import { forgetAllSessions, forgetSessionsOf } from '@/lib/sessionMemory'
import { followNotices } from './notices'

/**
 * Ended sessions, whichever process ended them: follows SESSIONS_CHANNEL (src/lib/sessionChanges.ts)
 * and forgets the announced account's remembered sessions in this process. Whenever the listener
 * (re)connects it forgets every remembered session, since notices sent meanwhile were lost.
 */
export function followSessionChanges(): void {
  followNotices(SESSIONS_CHANNEL, {
    onNotice: (userId) => forgetSessionsOf(userId),
    onConnect: forgetAllSessions,
  })
}
