import type { Access } from 'payload'

import { isParentUser, isStaffReaderUser } from './roles'

/**
 * Records about a child (activities, videos, daily reports, milestones): admins and integrations read all; a parent reads
 * the records of their own children. Each record carries its child's `family` (the parent's id), kept in
 * step by the record's hooks, so the filter is one indexed equality rather than a join per row.
 */
export const familyRecords: Access = ({ req: { user } }) => {
  if (isStaffReaderUser(user)) return true
  if (user && isParentUser(user)) return { family: { equals: user.id } }
  return false
}
