/**
 * The ratio board and the over-ratio alerts as the /api sends them (JSON: times are ISO strings, rooms are
 * ids), in the spec's field names. The services are declared to return them and the screens read them,
 * so a renamed field fails the type check on both sides.
 */
import type { ClassroomRecord } from '@/contract/records'

export type RatioRow = ClassroomRecord & {
  childrenPresent: number
  staffPresent: number
  staffRequired: number
  /** The NC ratio that applies (the youngest child present's), e.g. "1:5"; null when no child is present. */
  ratio: string | null
  ageBand: string | null
  maxGroupSize: number | null
  overRatio: boolean
  overGroupSize: boolean
  overCapacity: boolean
  /** Stays of this room still open from an earlier day (check-outs forgotten overnight): never counted as present. */
  forgottenCheckOuts: number
  /**
   * Someone is in the room (a child or staff) and none of its staff present holds CPR and first aid that
   * both hold today (10A NCAC 09 .1102, .0705): a yes or no, never whose cards (src/features/staff-credentials).
   */
  missingCprFirstAid: boolean
}

/** GET /api/ratios: per classroom, who is present against what the NC table requires. */
export type RatioBoard = { date: string; at: string; classrooms: RatioRow[]; overRatio: string[] }

/**
 * GET /api/ratio-alerts: an episode of a classroom over ratio, kept by the server (opened when the room
 * went over, `endedAt` when it was within ratio again; null while it lasts). The counts are those at the start.
 */
export type RatioAlertRecord = {
  id: string
  classroomId: string | null
  /** The classroom's name, when the caller may read the classroom. */
  classroomName: string | null
  date: string | null
  startedAt: string
  endedAt: string | null
  childrenPresent: number
  staffPresent: number
  staffRequired: number
  /** The NC ratio that applied, e.g. "1:6". */
  ratio: string | null
  /** When the admins were sent the alert (null: nobody could be mailed). */
  notifiedAt: string | null
}
