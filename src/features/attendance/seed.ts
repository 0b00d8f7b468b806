import type { PayloadRequest, Where } from 'payload'

import { demoInstant } from '@/seed/days'

type Slug = 'authorized-pickups' | 'attendance' | 'staff-attendance'
type Upsert = (collection: Slug, where: Where, data: Record<string, unknown>, options?: { update?: boolean }, onReq?: PayloadRequest) => Promise<{ id: string }>

/** The people each demo family authorized to collect their children, by the parent's username. */
const PICKUPS: Record<string, { name: string; relation: string; phone: string }[]> = {
  'maria.garcia': [
    { name: 'Luis Garcia', relation: 'Father', phone: '(919) 555-0142' },
    { name: 'Carmen Ruiz', relation: 'Grandmother', phone: '(919) 555-0199' },
  ],
  'james.okafor': [
    { name: 'Ngozi Okafor', relation: 'Mother', phone: '(919) 555-0187' },
    { name: 'Chidi Okafor', relation: 'Uncle', phone: '(919) 555-0133' },
  ],
  'wei.chen': [{ name: 'Mei Chen', relation: 'Mother', phone: '(919) 555-0121' }],
  'fatima.hassan': [{ name: 'Omar Hassan', relation: 'Father', phone: '(919) 555-0164' }],
  'emily.brooks': [{ name: 'Ryan Brooks', relation: 'Father', phone: '(919) 555-0158' }],
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * One demo child's authorized pickups (their family's people) and a stay on each of the past `days`
 * (src/seed/operations.ts calls it for each demo child, its `child-days` step in feature.ts; `childIndex`
 * its place among them, which varies the times), each collected by one of the people in turn. `history` is the seed's request with
 * `seedHistory`, which the collection's rules let write past days as they were.
 */
export async function seedPickupsAndStaysOf(
  upsert: Upsert,
  req: PayloadRequest,
  history: PayloadRequest,
  { childId, classroom, dateOfBirth, family, parentId, childIndex, days }: {
    childId: string
    classroom: string
    dateOfBirth: string
    family: { username: string; firstName: string; lastName: string }
    parentId: string
    childIndex: number
    days: string[]
  },
) {
  const pickups: { id: string; name: string; relation: string }[] = []
  for (const person of PICKUPS[family.username] ?? []) {
    const doc = await upsert('authorized-pickups', { and: [{ child: { equals: childId } }, { name: { equals: person.name } }] }, { ...person, child: childId })
    pickups.push({ id: doc.id, name: person.name, relation: person.relation })
  }
  for (const [dayIndex, day] of days.entries()) {
    const arrival = 7 * 60 + 30 + ((childIndex * 17 + dayIndex * 11) % 75)
    const departure = 16 * 60 + 30 + ((childIndex * 23 + dayIndex * 7) % 75)
    const collector = pickups[(childIndex + dayIndex) % Math.max(pickups.length, 1)]
    await upsert('attendance', { and: [{ child: { equals: childId } }, { date: { equals: day } }] }, {
      child: childId,
      family: parentId,
      classroom,
      date: day,
      childBirthDate: dateOfBirth,
      checkedInAt: demoInstant(day, clock(arrival)),
      checkedInBy: req.user?.id,
      checkedOutAt: demoInstant(day, clock(departure)),
      checkedOutBy: req.user?.id,
      pickup: collector?.id ?? null,
      collectedBy: collector?.name ?? `${family.firstName} ${family.lastName}`,
      collectedRelation: collector?.relation ?? 'Parent',
      overrideReason: null,
    }, { update: false }, history)
  }
}

/** The demo teachers' shifts on the past `days`, each in their first classroom, as they were (`history`, as above). */
export async function seedShiftsOf(upsert: Upsert, history: PayloadRequest, teachers: { id: string; rooms: string[] }[], days: string[]) {
  for (const teacher of teachers) {
    for (const day of days) {
      await upsert('staff-attendance', { and: [{ staff: { equals: teacher.id } }, { date: { equals: day } }] }, {
        staff: teacher.id,
        classroom: teacher.rooms[0],
        date: day,
        checkedInAt: demoInstant(day, '07:00'),
        checkedOutAt: demoInstant(day, '16:00'),
      }, { update: false }, history)
    }
  }
}
