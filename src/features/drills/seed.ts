import type { Payload, PayloadRequest } from 'payload'

import { centreToday } from '@/lib/dates'
import { demoInstant, pastWeekdays } from '@/seed/days'
import type { DrillKind } from './drillRules'

/** The demo's month without its fire drill: this many months before the current one. */
export const DEMO_MISSING_FIRE_DRILL_MONTHS_AGO = 3

/** The month `count` months after `month` (YYYY-MM; negative: before). */
export function monthsAfter(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number)
  const date = new Date(Date.UTC(year!, number! - 1 + count, 1))
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}

/** The weekday on or after a day of `month` (a drill is held when the children are there). */
function weekdayOf(month: string, dayOfMonth: number): string {
  let at = Date.parse(`${month}-${String(dayOfMonth).padStart(2, '0')}T12:00:00Z`)
  while ([0, 6].includes(new Date(at).getUTCDay())) at += 86_400_000
  return new Date(at).toISOString().slice(0, 10)
}

/**
 * The demo's year of drills up to today: a fire drill in each of the last twelve months but one
 * (DEMO_MISSING_FIRE_DRILL_MONTHS_AGO, so the board shows a missing month), and a shelter-in-place or
 * lockdown drill in the middle month of each quarter, in turn. The past months' drills are written as
 * they were, with their counts (`seedHistory`); this month's fire drill, on the last day of the seeded
 * attendance, has its children and staff counted from that attendance by the collection's rules. None
 * is after today; a drill already there (same kind and time) is kept.
 */
export async function seedDrills(payload: Payload, req: PayloadRequest): Promise<string[]> {
  const history = { ...req, context: { ...req.context, seedHistory: true } } as PayloadRequest
  const today = centreToday()
  const thisMonth = today.slice(0, 7)
  const missing = monthsAfter(thisMonth, -DEMO_MISSING_FIRE_DRILL_MONTHS_AGO)
  const drills: { kind: DrillKind; heldAt: string; evacuationSeconds?: number; notes?: string; counts?: { childrenPresent: number; staffPresent: number } }[] = []
  for (let index = 11; index >= 0; index--) {
    const month = monthsAfter(thisMonth, -index)
    if (month === thisMonth) {
      // This month's, on the last day of the seeded attendance that falls in it (none yet on its first weekday).
      const day = pastWeekdays(today, 5).filter((candidate) => candidate.startsWith(thisMonth)).at(-1)
      if (day) drills.push({ kind: 'fire', heldAt: demoInstant(day, '10:15'), evacuationSeconds: 138, notes: 'All out by the garden gate; the Butterfly Room was last.' })
    } else if (month !== missing) {
      drills.push({ kind: 'fire', heldAt: demoInstant(weekdayOf(month, 10), '10:00'), evacuationSeconds: 110 + ((index * 17) % 70), counts: { childrenPresent: 6 + (index % 2), staffPresent: 3 } })
    }
    const [, number] = month.split('-').map(Number)
    // The middle month of each quarter: a shelter-in-place drill, then a lockdown drill, in turn.
    if (number! % 3 === 2) {
      const day = weekdayOf(month, 17)
      if (day < today) drills.push({ kind: (number! - 2) % 6 === 0 ? 'shelter-in-place' : 'lockdown', heldAt: demoInstant(day, '14:00'), counts: { childrenPresent: 7, staffPresent: 3 } })
    }
  }
  let written = 0
  for (const { counts, ...drill } of drills) {
    const { totalDocs } = await payload.count({ collection: 'drills', where: { and: [{ kind: { equals: drill.kind } }, { heldAt: { equals: drill.heldAt } }] }, req, overrideAccess: true })
    if (totalDocs > 0) continue
    await payload.create({ collection: 'drills', data: { ...drill, ...counts }, req: counts ? history : req, overrideAccess: true })
    written++
  }
  return written > 0 ? [`${written} drills of the last twelve months (no fire drill in ${missing})`] : []
}
