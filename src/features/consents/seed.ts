import type { Payload, PayloadRequest, Where } from 'payload'

import { centreToday } from '@/lib/dates'
import type { ConsentKind } from '@/lib/constants'
import { demoInstant, pastWeekdays } from '@/seed/days'

type Upsert = (collection: 'consents', where: Where, data: Record<string, unknown>, options?: { update?: boolean }, onReq?: PayloadRequest) => Promise<{ id: string }>

type DemoConsent = { kind: ConsentKind; granted: boolean; daysAgo: number; time: string }

/**
 * The demo's consent history: Sofia's parent gave both photo consents online, then withdrew
 * the website one; Amara's parent signed a paper form, which an admin recorded. Each row is one of a
 * kind, state and source per child, so a second run finds it and adds nothing, whatever the day.
 */
const CONSENT_HISTORY: { username: string; child: string; onPaper: boolean; rows: DemoConsent[] }[] = [
  {
    username: 'maria.garcia',
    child: 'Sofia',
    onPaper: false,
    rows: [
      { kind: 'portal-photos', granted: true, daysAgo: 20, time: '08:05' },
      { kind: 'website-photos', granted: true, daysAgo: 20, time: '08:06' },
      { kind: 'website-photos', granted: false, daysAgo: 6, time: '19:30' },
    ],
  },
  {
    username: 'james.okafor',
    child: 'Amara',
    onPaper: true,
    rows: [
      { kind: 'portal-photos', granted: true, daysAgo: 15, time: '09:10' },
      { kind: 'videos', granted: true, daysAgo: 15, time: '09:11' },
    ],
  },
]

/**
 * The demo consents, as they were recorded: the rows are written with their past time, their recorder
 * and their source (`seedHistory`: src/features/consents/hooks/consentRules.ts); the collection's
 * afterChange hook keeps each child's flags from them. `req.user` is the admin who records paper forms.
 */
export async function seedConsents(payload: Payload, req: PayloadRequest, upsert: Upsert): Promise<string[]> {
  const history = { ...req, context: { ...req.context, seedHistory: true } } as PayloadRequest
  let rows = 0
  for (const family of CONSENT_HISTORY) {
    const { docs: parents } = await payload.find({ collection: 'users', where: { username: { equals: family.username } }, limit: 1, depth: 0, req, overrideAccess: true })
    const parent = parents[0]
    if (!parent) continue
    const { docs: children } = await payload.find({
      collection: 'children',
      where: { and: [{ parent: { equals: parent.id } }, { firstName: { equals: family.child } }] },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    const child = children[0]
    const recorder = family.onPaper ? req.user?.id : parent.id
    if (!child || !recorder) continue
    for (const row of family.rows) {
      const day = pastWeekdays(centreToday(), row.daysAgo).at(0)!
      await upsert(
        'consents',
        { and: [{ child: { equals: child.id } }, { kind: { equals: row.kind } }, { granted: { equals: row.granted } }, { onPaper: { equals: family.onPaper } }] },
        { child: child.id, kind: row.kind, granted: row.granted, onPaper: family.onPaper, createdBy: recorder, createdAt: demoInstant(day, row.time) },
        { update: false },
        history,
      )
      rows++
    }
  }
  return rows > 0 ? [`${rows} consent records (Sofia: given, then the website photos withdrawn; Amara: a paper form)`] : []
}
