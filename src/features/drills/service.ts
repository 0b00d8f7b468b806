import 'server-only'

import { centreToday } from '@/lib/dates'
import { type Actor, asUser, requireReadAll } from '@/server/actor'
import { badRequest } from '@/server/http/errors'
import { fireDrillMonths, shelterDrillQuarters } from './drillRules'
import type { DrillRecord, DrillYearRecord } from './record'
import { type DrillBody, drillMessages } from './schemas'
import { wireDrill } from './wire'

/** The first year the board goes back to. */
const FIRST_YEAR = 2000

/** `?year=` as a year from FIRST_YEAR to this one; this year when not given; 400 otherwise. */
function yearOf(asked: string | null, today: string): number {
  const thisYear = Number(today.slice(0, 4))
  if (asked === null) return thisYear
  const year = /^\d{4}$/.test(asked) ? Number(asked) : NaN
  if (!(year >= FIRST_YEAR && year <= thisYear)) throw badRequest(drillMessages.year, [{ field: 'year', message: drillMessages.year }])
  return year
}

/**
 * Admins: a year's drills, newest first, and its board on the centre's today (docs/spec.md §15): each
 * month's fire drill and each quarter's shelter-in-place or lockdown drill, done, missing, due or upcoming.
 * A drill belongs to the centre's day it was held, so the read reaches a day past the year on each side.
 */
export async function drillYear(actor: Actor, asked: string | null): Promise<DrillYearRecord> {
  await requireReadAll(actor, 'drills')
  const asOf = centreToday()
  const year = yearOf(asked, asOf)
  const { docs } = await actor.payload.find({
    collection: 'drills',
    where: { and: [{ heldAt: { greater_than_equal: `${year - 1}-12-31T00:00:00.000Z` } }, { heldAt: { less_than: `${year + 1}-01-02T00:00:00.000Z` } }] },
    sort: '-heldAt',
    pagination: false,
    ...asUser(actor),
  })
  const drills = docs.map(wireDrill).filter((drill) => drill.day.startsWith(`${year}-`))
  // The board names each period's first drill: the list is newest first, the board oldest first.
  const oldestFirst = [...drills].reverse()
  return {
    year,
    asOf,
    fireDrills: fireDrillMonths(oldestFirst, year, asOf).map(({ month, last, state, drills: held }) => ({ month, endsOn: last, state, drill: held[0] ?? null, held: held.length })),
    shelterDrills: shelterDrillQuarters(oldestFirst, year, asOf).map(({ quarter, first, last, state, drills: held }) => ({ quarter, startsOn: first, endsOn: last, state, drill: held[0] ?? null, held: held.length })),
    drills,
  }
}

/** Admins record a drill; the collection's rules count the children and staff present and note who recorded it. */
export async function recordDrill(actor: Actor, body: DrillBody): Promise<DrillRecord> {
  const drill = await actor.payload.create({
    collection: 'drills',
    data: { kind: body.kind, heldAt: body.heldAt, evacuationSeconds: body.evacuationSeconds ?? null, notes: body.notes?.trim() || null },
    ...asUser(actor),
  })
  return wireDrill(drill)
}
