import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { anyone } from '@/access/anyone'
import { canOpenCms } from '@/access/contentManagers'
import { staffReaders } from '@/access/staffReaders'
import { contactMessageSchema } from '@/schemas/contact'
import { stampSubmittedAt } from './shared/hooks/stampSubmittedAt'
import { zodValidate } from './shared/zodValidate'

const rule = contactMessageSchema.shape

/** Quick Contact messages from /contact: anyone may send; only admins (and integrations, for them) read them. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'submittedAt'], group: 'Enrollment' },
  access: {
    admin: canOpenCms,
    create: anyone,
    read: staffReaders,
    readVersions: admins,
    update: admins,
    delete: admins,
    unlock: admins,
  },
  hooks: { beforeChange: [stampSubmittedAt] },
  defaultSort: '-submittedAt',
  fields: [
    { name: 'name', type: 'text', required: true, validate: zodValidate(rule.name) },
    { name: 'email', type: 'text', required: true, validate: zodValidate(rule.email) },
    { name: 'message', type: 'textarea', required: true, validate: zodValidate(rule.message) },
    { name: 'submittedAt', type: 'date', index: true, admin: { readOnly: true, position: 'sidebar' } },
  ],
  timestamps: true,
}
