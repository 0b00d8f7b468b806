import type { CollectionConfig } from 'payload'

import { admins } from '../admins'
import { anyone } from '../anyone'
import { canOpenCms } from '../contentManagers'
import { staffReaders } from '../staffReaders'

/**
 * What the public sends the centre (applications, tour and contact messages): anyone creates; admins
 * (and integrations, read-only) read; only admins change or delete. Every operation declared.
 */
export const publicSubmissionAccess: CollectionConfig['access'] = {
  admin: canOpenCms,
  create: anyone,
  read: staffReaders,
  readVersions: admins,
  update: admins,
  delete: admins,
  unlock: admins,
}
