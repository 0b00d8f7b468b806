import type { Access, PayloadRequest, Where } from 'payload'

import { lookUp } from '@/lib/auditLookups'
import { relationId } from '@/lib/relationId'

import { accessFor } from './actions'
import { kernelActions } from './kernelActions'
import { NOTHING, isTeacherUser, teacherClassroomIds } from './roles'

/** A filter on a field holding a classroom id: the teacher's own classrooms (nothing when they have none). */
export function inTeachersClassrooms(field: string, user: Parameters<typeof teacherClassroomIds>[0]): Where {
  const rooms = teacherClassroomIds(user)
  return rooms.length > 0 ? { [field]: { in: rooms } } : NOTHING
}

/**
 * The distinct classrooms or parents of the children matching `where`, read with the caller's own rights
 * (never an override). A look-up: it decides what the caller may see and shows them none of these
 * children, so the audit log does not count it as opening their records.
 */
async function childrenLinks(req: PayloadRequest, where: Where, link: 'classroom' | 'parent'): Promise<string[]> {
  const { docs } = await lookUp(() => req.payload.find({
    collection: 'children',
    where,
    select: { [link]: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  }))
  return [...new Set(docs.map((child) => relationId(child[link])).filter((id): id is string => id !== null))]
}

/**
 * Classrooms: admins and integrations read all; a teacher reads the classrooms they are assigned to; a
 * parent reads the classrooms of their own children (the portal names the room). Editors: none.
 */
export const classroomReaders: Access = accessFor(kernelActions.readClassrooms, {
  rooms: ({ req: { user } }) => inTeachersClassrooms('id', user),
  family: async ({ req }) => {
    // The parent's own rights (their children: src/features/families/access.ts), not an override.
    const rooms = await childrenLinks(req, { and: [{ parent: { equals: req.user!.id } }, { classroom: { exists: true } }] }, 'classroom')
    return rooms.length > 0 ? { id: { in: rooms } } : NOTHING
  },
})

/**
 * The families (parent account ids) of the children in a teacher's classrooms: the message threads
 * and attachments the teacher reads. Looked up once per request, with the teacher's own rights.
 */
export async function teacherFamilyIds(req: PayloadRequest): Promise<string[]> {
  const { user } = req
  if (!isTeacherUser(user) || teacherClassroomIds(user).length === 0) return []
  const context = req.context as { teacherFamilyIds?: Promise<string[]> }
  context.teacherFamilyIds ??= childrenLinks(req, inTeachersClassrooms('classroom', user), 'parent')
  return context.teacherFamilyIds
}
