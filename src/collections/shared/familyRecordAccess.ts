import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { canOpenCms } from '@/access/contentManagers'
import { familyRecords } from '@/access/familyRecords'
import { recordKeepers } from '@/access/recordKeepers'

/** Records about a child: admins write; admins, integrations and the child's own parent read. */
export const familyRecordAccess: CollectionConfig['access'] = {
  admin: canOpenCms,
  create: admins,
  read: familyRecords,
  readVersions: admins,
  update: admins,
  delete: admins,
  unlock: admins,
}

/** Daily reports and milestones: as other records, and integrations may add them (never change or delete). */
export const dailyRecordAccess: CollectionConfig['access'] = { ...familyRecordAccess, create: recordKeepers }
