import 'server-only'

import { isTeacherUser, teacherClassroomIds } from '@/access/roles'
import { floorGeneration } from '@/features/attendance/floorChanges'
import type { Actor } from '@/server/actor'
import type { RatioBoard } from './record'
import { boardReader, ratioBoard } from './service'

/**
 * One board computation for everyone who asks at the same time. A centre's morning is ten tablets and
 * a few open boards asking for the same rooms while children arrive; each computation reads and counts
 * every stay of the day. Callers whose board is the same (the same role, and for a teacher the same
 * classrooms: the collections' access depends on nothing else) join a computation already under way,
 * as long as no floor change was heard or made here since it started. A change bumps the floor's
 * generation: a change this process made, as soon as its write returned (`floorChangedHere`, before
 * the caller hears back), and one any process made, when its NOTIFY arrives
 * (src/features/attendance/floorChanges.ts); a staff card recorded, changed or removed for someone on
 * the floor is one too (src/features/staff-credentials). Nothing is kept once a computation ends: the next caller
 * reads afresh.
 *
 * Kept on globalThis: each route of the app is its own bundle, and the board, its stream and the
 * check-in endpoints must share one generation and one set of computations.
 */
type Flight = { generation: number; board: Promise<RatioBoard> }
type Shared = { flights: Map<string, Flight> }
const shared = ((globalThis as typeof globalThis & { __centreRatioBoards?: Shared }).__centreRatioBoards ??= { flights: new Map() })

/** Which callers see the same board: the role, and a teacher's classrooms. */
function boardKey(user: ReturnType<typeof boardReader>): string {
  return isTeacherUser(user) ? `teacher:${[...teacherClassroomIds(user)].sort().join(',')}` : `role:${user.role}`
}

/** The ratio board for this caller (their rights checked first), shared with the callers asking for the same board now. */
export function sharedRatioBoard(actor: Actor): Promise<RatioBoard> {
  const key = boardKey(boardReader(actor))
  const running = shared.flights.get(key)
  if (running && running.generation === floorGeneration()) return running.board
  const flight: Flight = { generation: floorGeneration(), board: ratioBoard(actor) }
  shared.flights.set(key, flight)
  const done = () => {
    if (shared.flights.get(key) === flight) shared.flights.delete(key)
  }
  flight.board.then(done, done)
  return flight.board
}
