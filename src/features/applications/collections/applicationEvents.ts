import type { CollectionConfig } from 'payload'

import { canOpenCms } from '@/access/contentManagers'
import { nobody } from '@/access/nobody'
import { APPLICATION_STATUSES } from '@/lib/constants'
import { applicationMovers, applicationReaders } from '../access'

const statusOptions = APPLICATION_STATUSES.map(({ value, label }) => ({ value, label }))

/**
 * The enrollment pipeline's history: each change of an application's status, dated, with who
 * made it. Written by the server when the status changes, never through an API; no one changes or
 * deletes a row.
 */
export const ApplicationEvents: CollectionConfig = {
  slug: 'application-events',
  labels: { singular: 'Application status change', plural: 'Application status changes' },
  admin: { useAsTitle: 'to', defaultColumns: ['application', 'from', 'to', 'changedBy', 'createdAt'], group: 'Enrollment' },
  access: {
    admin: canOpenCms,
    create: nobody,
    read: applicationReaders,
    readVersions: applicationMovers,
    update: nobody,
    delete: nobody,
    unlock: applicationMovers,
  },
  indexes: [{ fields: ['application', 'createdAt'] }],
  defaultSort: '-createdAt',
  fields: [
    { name: 'application', type: 'relationship', relationTo: 'applications', index: true, admin: { readOnly: true } },
    { name: 'from', type: 'select', options: statusOptions, admin: { readOnly: true } },
    { name: 'to', type: 'select', required: true, options: statusOptions, admin: { readOnly: true } },
    { name: 'changedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
  timestamps: true,
}
