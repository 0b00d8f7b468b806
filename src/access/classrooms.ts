import type { Access, Where } from 'payload'

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
