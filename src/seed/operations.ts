import type { PayloadRequest } from 'payload'

import { centreToday } from '@/lib/dates'
import { CHILD_CLASSROOMS, CLASSROOMS, DEMO_FAMILIES, TEACHERS } from './demoData'
import { pastWeekdays } from './days'
import { type SeedContext, type SeedStep, stepsOf } from './steps'

/**
 * The demo's daily operations, created or brought back to their state: the classrooms and each demo
 * child's room, the teachers (when the plan has their password), then the features' steps of the past
 * week: for each demo child (`child-days`: the attendance's authorized pickups and stays, the incidents'
 * two reports, one acknowledged) and for the teachers (`staff-days`: their shifts). Nothing is checked
 * in today, so the day starts empty on a fresh demo.
 */
export async function seedOperations(seed: SeedContext, steps: readonly SeedStep[]): Promise<string[]> {
  const { payload, req, upsert } = seed
  const teacherPassword = seed.plan.teachers
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
      for (const step of stepsOf(steps, 'child-days')) {
        await step.run(seed, { childId: childDoc.id, firstName: child.firstName, dateOfBirth: childDoc.dateOfBirth, classroom, family, parentId: parent.id, childIndex, days, history })
      }
      childIndex++
    }
  }
  created.push('authorized pickups for every demo child, a week of attendance, 2 incident reports')

  for (const step of stepsOf(steps, 'staff-days')) await step.run(seed, { teachers, days, history })
  return created
}
