import type { Access, CollectionConfig } from 'payload'

import { accessFor, mayFor } from '@/access/actions'
import { canOpenCms } from '@/access/contentManagers'
import { applicationsActions } from './actions'

/** Who reads the applications and their history: admins, and integrations reading for them. */
export const applicationReaders: Access = accessFor(applicationsActions.readApplications)

/** Who moves an application along (and changes or deletes one, reads its versions): admins. */
export const applicationMovers: Access = accessFor(applicationsActions.moveApplications)

/** An application's status: set by who moves applications along; whoever applies cannot choose where it starts. */
export const applicationStatusSetters = mayFor(applicationsActions.moveApplications)

/**
 * What the public sends the centre from /apply: anyone creates; admins (and integrations, read-only)
 * read; only admins change or delete. Every operation declared.
 */
export const applicationAccess: CollectionConfig['access'] = {
  admin: canOpenCms,
  create: accessFor(applicationsActions.apply),
  read: applicationReaders,
  readVersions: applicationMovers,
  update: applicationMovers,
  delete: applicationMovers,
  unlock: applicationMovers,
}
