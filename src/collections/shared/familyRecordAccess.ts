import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { canOpenCms } from '@/access/contentManagers'
import { familyRecords } from '@/access/familyRecords'

/** Records about a child: admins write; admins and the child's own parent read. */
export const familyRecordAccess: CollectionConfig['access'] = {
  admin: canOpenCms,
  create: admins,
  read: familyRecords,
  readVersions: admins,
  update: admins,
  delete: admins,
  unlock: admins,
}
