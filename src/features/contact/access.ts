import type { CollectionConfig } from 'payload'

import { accessFor } from '@/access/actions'
import { canOpenCms } from '@/access/contentManagers'
import { contactActions } from './actions'

const keepsMessages = accessFor(contactActions.keepMessages)

/**
 * What the public sends the centre from /contact: anyone creates; admins (and integrations, read-only)
 * read; only admins change or delete. Every operation declared.
 */
export const contactMessageAccess: CollectionConfig['access'] = {
  admin: canOpenCms,
  create: accessFor(contactActions.writeToCentre),
  read: accessFor(contactActions.readMessages),
  readVersions: keepsMessages,
  update: keepsMessages,
  delete: keepsMessages,
  unlock: keepsMessages,
}
