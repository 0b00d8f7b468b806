import type { PayloadRequest, Where } from 'payload'

import { centreToday } from '@/lib/dates'
import { demoInstant, pastWeekdays } from '@/seed/days'

type Upsert = (collection: 'incidents', where: Where, data: Record<string, unknown>, options?: { update?: boolean }, onReq?: PayloadRequest) => Promise<{ id: string }>

/**
 * Demo incident reports, by child: days before the seed ran, and whether the parent has acknowledged it
 * (with an addendum after). One awaits its parent's acknowledgement.
 */
const DEMO_INCIDENTS = [
  {
    child: 'Sofia',
    daysAgo: 2,
    time: '10:15',
    place: 'Playground, near the slide',
    description: 'Sofia tripped while running and scraped her left knee on the path.',
    firstAid: 'Cleaned the scrape with water, applied a bandage and an ice pack for 5 minutes. She returned to play.',
    witnesses: 'Ana Lopez (teacher)',
    staffSignature: 'Ana Lopez',
    acknowledged: { signature: 'Maria Garcia', addendum: 'Checked again at pick-up: no swelling, the bandage was changed.' },
  },
  {
    child: 'Amara',
    daysAgo: 1,
    time: '14:40',
    place: 'Butterfly Room, block corner',
    description: 'Another child knocked a wooden block onto Amara’s hand. She cried briefly; no cut or swelling.',
    firstAid: 'Comforted her and applied a cold cloth for a few minutes.',
    witnesses: 'David Kim (teacher)',
    staffSignature: 'David Kim',
    acknowledged: null,
  },
] as const

/**
 * The demo's incident reports about one child (src/seed/operations.ts calls it for each demo child: its `child-days` step in feature.ts),
 * written as they were on their day: `history` is the seed's request with `seedHistory`, which the
 * collection's rules let keep the reporter, the signatures and the addenda as given.
 */
export async function seedIncidentsOf(
  upsert: Upsert,
  history: PayloadRequest,
  { childId, firstName, classroom, familyId, reporterId }: { childId: string; firstName: string; classroom: string; familyId: string; reporterId: string | undefined },
) {
  for (const incident of DEMO_INCIDENTS.filter((report) => report.child === firstName)) {
    const day = pastWeekdays(centreToday(), incident.daysAgo).at(0)!
    const occurredAt = demoInstant(day, incident.time)
    const acknowledgedAt = incident.acknowledged ? demoInstant(day, '17:20') : null
    await upsert('incidents', { and: [{ child: { equals: childId } }, { place: { equals: incident.place } }] }, {
      child: childId,
      classroom,
      family: familyId,
      occurredAt,
      place: incident.place,
      description: incident.description,
      firstAid: incident.firstAid,
      witnesses: incident.witnesses,
      staffSignature: incident.staffSignature,
      reportedBy: reporterId,
      staffSignedAt: new Date(Date.parse(occurredAt) + 20 * 60_000).toISOString(),
      parentSignature: incident.acknowledged?.signature ?? null,
      acknowledgedAt,
      acknowledgedBy: incident.acknowledged ? familyId : null,
      addenda: incident.acknowledged ? [{ text: incident.acknowledged.addendum, addedBy: reporterId, addedAt: demoInstant(day, '17:40') }] : [],
    }, { update: false }, history)
  }
}
