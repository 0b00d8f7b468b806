import type { Payload, PayloadRequest } from 'payload'

import { centreToday } from '@/lib/dates'
import { TEACHERS } from '@/seed/demoData'
import { addDays } from './credentialRules'

/** Whose card is about to expire in the demo, and in how many days. */
const EXPIRING = { username: 'david.kim', kind: 'first-aid', inDays: 18 } as const

/** The demo's staff: the admin and the teachers (not the /secure-admin gate's account, no person; nor an account made later). */
const DEMO_STAFF = ['admin', ...TEACHERS.map((teacher) => teacher.username)]

/** How long the demo's cards last: two years, as the usual courses' cards do. */
const CARD_DAYS = 730

/**
 * The demo staff's certifications: CPR and first aid for the demo's admin and each demo teacher, each
 * card issued some months ago and current for a while yet, except David Kim's first aid, which expires
 * within the month: the one the expiring list shows. Every demo teacher holds both today, so the ratio
 * board shows a room with one of them present as covered. A staff member who has a card of a kind
 * already keeps it.
 */
export async function seedStaffCredentials(payload: Payload, req: PayloadRequest): Promise<string[]> {
  // As the seed writes a record of the past: the cards were issued before the demo's today.
  const history = { ...req, context: { ...req.context, seedHistory: true } } as PayloadRequest
  const { docs: staff } = await payload.find({
    collection: 'users',
    where: { and: [{ role: { in: ['admin', 'teacher'] } }, { username: { in: DEMO_STAFF } }] },
    sort: 'username',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const today = centreToday()
  let cards = 0
  for (const [index, member] of staff.entries()) {
    for (const kind of ['cpr', 'first-aid'] as const) {
      const { totalDocs } = await payload.count({ collection: 'staff-credentials', where: { and: [{ staff: { equals: member.id } }, { kind: { equals: kind } }] }, req, overrideAccess: true })
      if (totalDocs > 0) continue
      const expiring = member.username === EXPIRING.username && kind === EXPIRING.kind
      // Issued a few months apart from one person to the next, so the lists are not all one day.
      const expiresOn = expiring ? addDays(today, EXPIRING.inDays) : addDays(today, 200 + 45 * (index % 10) + (kind === 'cpr' ? 0 : 30))
      await payload.create({
        collection: 'staff-credentials',
        data: { staff: member.id, kind, issuedOn: addDays(expiresOn, -CARD_DAYS), expiresOn, name: kind === 'cpr' ? 'Pediatric CPR' : 'Pediatric first aid', createdBy: req.user?.id ?? null },
        depth: 0,
        req: history,
        overrideAccess: true,
      })
      cards++
    }
  }
  return cards > 0 ? [`${cards} staff certifications (CPR and first aid for the admin and each teacher; David Kim's first aid expires within the month)`] : []
}
