import type { Access, CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { canOpenCms } from '@/access/contentManagers'
import { isParentUser, isStaffReaderUser } from '@/access/roles'

/**
 * Records about a child (activities, videos, daily reports, milestones): admins and integrations read all; a parent reads
 * the records of their own children. Each record carries its child's `family` (the parent's id), kept in
 * step by the record's hooks, so the filter is one indexed equality rather than a join per row.
 */
export const familyRecordReaders: Access = ({ req: { user } }) => {
  if (isStaffReaderUser(user)) return true
  if (user && isParentUser(user)) return { family: { equals: user.id } }
  return false
}

/** Who adds a child's daily report or milestone: admins, and integrations (e.g. a classroom app). */
export const recordKeepers: Access = ({ req: { user } }) => isStaffReaderUser(user)

/** Records about a child: admins write; admins, integrations and the child's own parent read. */
export const familyRecordAccess: CollectionConfig['access'] = {
  admin: canOpenCms,
  create: admins,
  read: familyRecordReaders,
  readVersions: admins,
  update: admins,
  delete: admins,
  unlock: admins,
}

/** Daily reports and milestones: as other records, and integrations may add them (never change or delete). */
export const dailyRecordAccess: CollectionConfig['access'] = { ...familyRecordAccess, create: recordKeepers }
