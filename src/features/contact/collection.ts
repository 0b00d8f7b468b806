import type { CollectionConfig } from 'payload'

import { stampSubmittedAt } from '@/collections/shared/hooks/stampSubmittedAt'
import { zodValidate } from '@/collections/shared/zodValidate'
import { contactMessageAccess } from './access'
import { announceContactMessage } from './hooks/announceContactMessage'
import { contactMessageSchema } from './schemas'

const rule = contactMessageSchema.shape

/** Quick Contact messages from /contact: anyone may send; only admins (and integrations, for them) read them. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'submittedAt'], group: 'Enrollment' },
  access: contactMessageAccess,
  // The centre hears of each new message by mail (hooks/announceContactMessage.ts).
  hooks: { beforeChange: [stampSubmittedAt], afterChange: [announceContactMessage] },
  defaultSort: '-submittedAt',
  fields: [
    { name: 'name', type: 'text', required: true, validate: zodValidate(rule.name) },
    { name: 'email', type: 'text', required: true, validate: zodValidate(rule.email) },
    { name: 'message', type: 'textarea', required: true, validate: zodValidate(rule.message) },
    { name: 'submittedAt', type: 'date', index: true, admin: { readOnly: true, position: 'sidebar' } },
  ],
  timestamps: true,
}
