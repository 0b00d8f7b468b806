import type { Access, FieldAccess, Where } from 'payload'

import { teacherFamilyIds } from '@/access/classrooms'
import { NOTHING, isAdminUser, isParentUser, isStaffReaderUser, isTeacherUser } from '@/access/roles'

/**
 * Family messages: one thread per family (`family`, the parent account).
 * - read: admins and integrations all; a parent their own family's thread; a teacher the threads of the
 *   families of their classrooms' children; editors nothing;
 * - create: a parent (the family is always their own), a teacher (a family of their classrooms) and an
 *   admin (any parent account); the rules in hooks/messageRules.ts check the family;
 * - update: only to mark messages read, by whoever reads the thread (not integrations): the fields that
 *   say what was sent are never changed (messageRules refuses it), and each side may only set its own
 *   read mark (the field rules below), which the server stamps with its own time;
 * - delete: nobody.
 */
async function threadFilter(req: Parameters<Access>[0]['req']): Promise<Where | boolean> {
  const { user } = req
  if (user && isParentUser(user)) return { family: { equals: user.id } }
  if (isTeacherUser(user)) {
    const families = await teacherFamilyIds(req)
    return families.length > 0 ? { family: { in: families } } : NOTHING
  }
  return false
}

export const familyMessageReaders: Access = async ({ req }) => (isStaffReaderUser(req.user) ? true : threadFilter(req))

export const familyMessageSenders: Access = ({ req: { user } }) => isAdminUser(user) || isParentUser(user) || isTeacherUser(user)

/** Who may mark messages read: the thread's readers, but not programs (they read, they do not open threads). */
export const familyMessageMarkers: Access = async ({ req }) => (isAdminUser(req.user) ? true : threadFilter(req))

/** The family's read mark: a parent's alone (the family's side). */
export const familyReadMarkers: FieldAccess = ({ req: { user } }) => isParentUser(user)

/** The centre's read mark: staff who read the thread (the inbox is shared: one mark for the whole centre). */
export const centreReadMarkers: FieldAccess = ({ req: { user } }) => isAdminUser(user) || isTeacherUser(user)
