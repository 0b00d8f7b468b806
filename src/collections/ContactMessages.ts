import type { CollectionConfig } from 'payload'

import { publicSubmissionAccess } from '@/access/presets/publicSubmissions'
import { contactMessageSchema } from '@/contract/schemas/contact'
import { announceNewContactMessage } from '@/mail/notices'
import { stampSubmittedAt } from './shared/hooks/stampSubmittedAt'
import { zodValidate } from './shared/zodValidate'

const rule = contactMessageSchema.shape

/** Quick Contact messages from /contact: anyone may send; only admins (and integrations, for them) read them. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'submittedAt'], group: 'Enrollment' },
  access: publicSubmissionAccess,
  // The centre hears of each new message by mail (src/mail/notices.ts).
  hooks: { beforeChange: [stampSubmittedAt], afterChange: [announceNewContactMessage] },
  defaultSort: '-submittedAt',
  fields: [
    { name: 'name', type: 'text', required: true, validate: zodValidate(rule.name) },
    { name: 'email', type: 'text', required: true, validate: zodValidate(rule.email) },
    { name: 'message', type: 'textarea', required: true, validate: zodValidate(rule.message) },
    { name: 'submittedAt', type: 'date', index: true, admin: { readOnly: true, position: 'sidebar' } },
  ],
  timestamps: true,
}
