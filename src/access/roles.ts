import type { PayloadRequest } from 'payload'

import type { Role } from '@/lib/constants'
import { relationId } from '@/lib/relationId'

type SessionUser = PayloadRequest['user']

export const hasRole = (user: SessionUser, ...roles: Role[]): boolean =>
  Boolean(user && 'role' in user && roles.includes(user.role as Role))

export const isAdminUser = (user: SessionUser) => hasRole(user, 'admin')
/** Centre staff who edit the public content: admins and editors. */
export const isContentManagerUser = (user: SessionUser) => hasRole(user, 'admin', 'editor')
export const isParentUser = (user: SessionUser) => hasRole(user, 'parent')
/** Who reads what the staff lists show (every child, their records, applications, messages): admins and integrations. */
export const isStaffReaderUser = (user: SessionUser) => hasRole(user, 'admin', 'integration')
/** Classroom staff: sees and records only the children of the classrooms they are assigned to. */
export const isTeacherUser = (user: SessionUser) => hasRole(user, 'teacher')
/** Who works the centre's floor (attendance, pickups, incidents): admins and teachers. */
export const isFloorStaffUser = (user: SessionUser) => hasRole(user, 'admin', 'teacher')


/** The ids of the classrooms a teacher is assigned to (users.classrooms); none for anyone else. */
export function teacherClassroomIds(user: SessionUser): string[] {
  if (!isTeacherUser(user)) return []
  const rooms = (user as { classrooms?: unknown }).classrooms
  return Array.isArray(rooms) ? rooms.map(relationId).filter((id): id is string => id !== null) : []
}

/** A row filter that matches nothing (a teacher with no classroom yet sees an empty list, not an error). */
export const NOTHING = { id: { exists: false } } as const
