import type { Payload, PayloadRequest, Where } from 'payload'

import type { Config } from '@/payload-types'
import { centreToday } from '@/lib/dates'
import { seedPickupsAndStaysOf, seedShiftsOf } from '@/features/attendance/seed'
import { seedIncidentsOf } from '@/features/incidents/seed'
import { CHILD_CLASSROOMS, CLASSROOMS, DEMO_FAMILIES, TEACHERS } from './demoData'
import { pastWeekdays } from './days'

type Slug = keyof Config['collections']
type Upsert = <S extends Slug>(collection: S, where: Where, data: Record<string, unknown>, options?: { update?: boolean }, onReq?: PayloadRequest) => Promise<{ id: string }>

/**
 * The demo's daily operations, created or brought back to their state: the classrooms and each demo
 * child's room, the teachers (when the plan has their password), each family's authorized pickups, the
 * past week of attendance (children and teachers) and two incident reports, one acknowledged. Nothing
 * is checked in today, so the day starts empty on a fresh demo.
 */
export async function seedOperations(payload: Payload, req: PayloadRequest, upsert: Upsert, teacherPassword: string | null): Promise<string[]> {
  const created: string[] = []
  const rooms = new Map<string, string>()
  for (const room of CLASSROOMS) rooms.set(room.name, (await upsert('classrooms', { name: { equals: room.name } }, { ...room })).id)
  created.push(`${CLASSROOMS.length} classrooms`)

  const history = { ...req, context: { ...req.context, seedHistory: true } } as PayloadRequest
  const days = pastWeekdays(centreToday(), 5)

  const teachers: { id: string; rooms: string[] }[] = []
  if (teacherPassword) {
    for (const teacher of TEACHERS) {
      const classrooms = teacher.classrooms.map((name) => rooms.get(name)!)
      const account = { username: teacher.username, firstName: teacher.firstName, lastName: teacher.lastName, email: teacher.email }
      const doc = await upsert('users', { username: { equals: teacher.username } }, { ...account, password: teacherPassword, role: 'teacher', classrooms })
      teachers.push({ id: doc.id, rooms: classrooms })
    }
    created.push(`${TEACHERS.length} teachers (${TEACHERS.map((teacher) => teacher.username).join(', ')})`)
  }

  let childIndex = 0
  for (const family of DEMO_FAMILIES) {
    const { docs: parents } = await payload.find({ collection: 'users', where: { username: { equals: family.username } }, limit: 1, depth: 0, req, overrideAccess: true })
    const parent = parents[0]
    if (!parent) continue
    for (const child of family.children) {
      const { docs } = await payload.find({
        collection: 'children',
        where: { and: [{ parent: { equals: parent.id } }, { firstName: { equals: child.firstName } }] },
        limit: 1,
        depth: 0,
        req,
        overrideAccess: true,
      })
      const childDoc = docs[0]
      if (!childDoc) continue
      const classroom = rooms.get(CHILD_CLASSROOMS[child.firstName]!)!
      if (String(childDoc.classroom ?? '') !== classroom) {
        await payload.update({ collection: 'children', id: childDoc.id, data: { classroom }, depth: 0, req, overrideAccess: true })
      }
      await seedPickupsAndStaysOf(upsert, req, history, { childId: childDoc.id, classroom, dateOfBirth: childDoc.dateOfBirth, family, parentId: parent.id, childIndex, days })
      await seedIncidentsOf(upsert, history, { childId: childDoc.id, firstName: child.firstName, classroom, familyId: parent.id, reporterId: req.user?.id })
      childIndex++
    }
  }
  created.push('authorized pickups for every demo child, a week of attendance, 2 incident reports')

  await seedShiftsOf(upsert, history, teachers, days)
  return created
}
