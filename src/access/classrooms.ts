import type { Access, PayloadRequest, Where } from 'payload'

import { relationId } from '@/lib/relationId'

import { NOTHING, isParentUser, isStaffReaderUser, isTeacherUser, teacherClassroomIds } from './roles'

/** A filter on a field holding a classroom id: the teacher's own classrooms (nothing when they have none). */
export function inTeachersClassrooms(field: string, user: Parameters<typeof teacherClassroomIds>[0]): Where {
  const rooms = teacherClassroomIds(user)
  return rooms.length > 0 ? { [field]: { in: rooms } } : NOTHING
}

/**
 * Classrooms: admins and integrations read all; a teacher reads the classrooms they are assigned to; a
 * parent reads the classrooms of their own children (the portal names the room). Editors: none.
 */
export const classroomReaders: Access = async ({ req }) => {
  const { user } = req
  if (isStaffReaderUser(user)) return true
  if (isTeacherUser(user)) return inTeachersClassrooms('id', user)
  if (user && isParentUser(user)) {
    const { docs } = await req.payload.find({
      collection: 'children',
      where: { and: [{ parent: { equals: user.id } }, { classroom: { exists: true } }] },
      select: { classroom: true },
      depth: 0,
      limit: 0,
      pagination: false,
      // The parent's own rights (their children: src/access/familyChildren.ts), not an override.
      overrideAccess: false,
      user,
      req,
    })
    const rooms = [...new Set(docs.map((child) => String(child.classroom)))]
    return rooms.length > 0 ? { id: { in: rooms } } : NOTHING
  }
  return false
}

/**
 * The families (parent account ids) of the children in a teacher's classrooms: the message threads
 * and attachments the teacher reads. Looked up once per request, with the teacher's own rights.
 */
export async function teacherFamilyIds(req: PayloadRequest): Promise<string[]> {
  const { user } = req
  if (!isTeacherUser(user) || teacherClassroomIds(user).length === 0) return []
  const context = req.context as { teacherFamilyIds?: Promise<string[]> }
  context.teacherFamilyIds ??= req.payload
    .find({
      collection: 'children',
      where: inTeachersClassrooms('classroom', user),
      select: { parent: true },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: false,
      user,
      req,
    })
    .then(({ docs }) => [...new Set(docs.map((child) => relationId(child.parent)).filter((id): id is string => id !== null))])
  return context.teacherFamilyIds
}
