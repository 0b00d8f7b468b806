import type { DrillKind, PeriodState } from './drillRules'

/** A drill as the /api sends it. */
export type DrillRecord = {
  id: string
  kind: DrillKind
  /** When it was held (an instant). */
  heldAt: string
  /** The centre's calendar day it was held (YYYY-MM-DD): the board's month and quarter are this day's. */
  day: string
  /** How long the evacuation took; null when none was recorded (a shelter-in-place or lockdown drill). */
  evacuationSeconds: number | null
  /** The children and staff checked in at that time, counted by the server from attendance. */
  childrenPresent: number
  staffPresent: number
  notes: string | null
  /** The account that recorded it. */
  createdBy: string | null
  createdAt: string
}

/** A month of the board: its fire drill (the first held in it, with how many were) and where it stands. */
export type FireDrillMonthRecord = {
  /** YYYY-MM */
  month: string
  /** Its last day: the fire drill is due by then. */
  endsOn: string
  state: PeriodState
  drill: DrillRecord | null
  held: number
}

/** A quarter of the board: its shelter-in-place or lockdown drill (the first held in it) and where it stands. */
export type ShelterDrillQuarterRecord = {
  quarter: 1 | 2 | 3 | 4
  startsOn: string
  endsOn: string
  state: PeriodState
  drill: DrillRecord | null
  held: number
}

/** GET /api/admin/drills?year=YYYY: the year's board on the centre's today, and its drills, newest first. */
export type DrillYearRecord = {
  year: number
  /** The centre's day the states are computed for. */
  asOf: string
  fireDrills: FireDrillMonthRecord[]
  shelterDrills: ShelterDrillQuarterRecord[]
  drills: DrillRecord[]
}
