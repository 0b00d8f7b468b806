import type { PayloadRequest } from 'payload'

import { teacherFamilyIds } from '@/access/classrooms'
import { isAdminUser, isParentUser, isTeacherUser } from '@/access/roles'
import { familyMessageMessages as messages } from '@/contract/schemas/familyMessageMessages'
import { refuse } from '../refuse'

/**
 * The family a message, or an image attached to one, goes to, checked against the writer:
 * a parent's own account, whatever was asked; a family of a teacher's classrooms; any parent account for
 * an admin (looked up with the admin's rights). 400 without one, 404 when it is not theirs to write to,
 * 403 for anyone else. Without a user (the seed, a script: access does not apply) the family asked for.
 * Used by the messages' rules (src/features/messages/hooks/messageRules.ts) and the
 * attachments' (./messageAttachments.ts), so both answer the same.
 */
export async function familyToWriteTo(req: PayloadRequest, requested: string | null): Promise<string> {
  const { user } = req
  if (isParentUser(user)) return user!.id
  if (!requested) return refuse(messages.family, 400, 'family')
  if (!user) return requested
  if (isTeacherUser(user)) {
    if (!(await teacherFamilyIds(req)).includes(requested)) refuse(messages.familyNotFound, 404, 'family')
    return requested
  }
  if (isAdminUser(user)) {
    const account = await req.payload
      .findByID({ collection: 'users', id: requested, select: { role: true }, depth: 0, overrideAccess: false, user, req })
      .catch(() => null)
    if (account?.role !== 'parent') refuse(messages.familyNotFound, 404, 'family')
    return requested
  }
  return refuse(messages.familyNotFound, 403, 'family')
}
