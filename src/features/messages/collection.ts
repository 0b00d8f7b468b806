import type { CollectionConfig, Field } from 'payload'

import { canOpenCms } from '@/access/contentManagers'
import { nobody } from '@/access/nobody'
import { createdByField } from '@/collections/shared/fields'
import { zodValidate } from '@/collections/shared/zodValidate'
import { MAX } from '@/lib/constants'
import { optionalText } from '@/contract/schemas/fields'
import { centreReadMarkers, familyMessageMarkers, familyMessageReaders, familyMessageSenders, familyMessageUnlockers, familyReadMarkers } from './access'
import { announceFamilyMessage } from './hooks/announceFamilyMessage'
import { messageRules } from './hooks/messageRules'

/**
 * Messages between a family and the centre: one thread per family (`family`, the parent
 * account), the centre's side a shared staff inbox. A message is never changed or deleted; only the
 * read marks move: `readByFamilyAt` when the family opens a centre message, `readByCentreAt` when any
 * staff member opens a family's message (the inbox is shared). Images attached are private media
 * (`purpose: message-attachment`) of the same family.
 */
export const FamilyMessages: CollectionConfig = {
  slug: 'family-messages',
  labels: { singular: 'Family message', plural: 'Family messages' },
  admin: { useAsTitle: 'body', defaultColumns: ['family', 'fromCentre', 'body', 'createdBy', 'createdAt'], group: 'Families' },
  access: {
    admin: canOpenCms,
    create: familyMessageSenders,
    read: familyMessageReaders,
    readVersions: nobody,
    // Only the read marks move (see ./access.ts and ./hooks/messageRules.ts).
    update: familyMessageMarkers,
    delete: nobody,
    unlock: familyMessageUnlockers,
  },
  hooks: { beforeChange: [messageRules], afterChange: [announceFamilyMessage] },
  indexes: [{ fields: ['family', 'createdAt'] }],
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'family',
      type: 'relationship',
      relationTo: 'users',
      // Required by the messages' rule (a column that the account's deletion empties, not NOT NULL).
      index: true,
      admin: { description: 'The family’s thread: the parent account.' },
    },
    { name: 'body', type: 'textarea', validate: zodValidate(optionalText(MAX.text).nullish()) },
    {
      name: 'attachments',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 4,
      filterOptions: { purpose: { equals: 'message-attachment' } },
    },
    {
      name: 'fromCentre',
      label: 'Sent by the centre',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Set by the server from the sender’s role.' },
    },
    { ...createdByField, label: 'Sent by' } as Field,
    // Input only asks for the mark: the server stamps its own time, once (./hooks/messageRules.ts).
    { name: 'readByFamilyAt', type: 'date', access: { create: () => false, update: familyReadMarkers }, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'readByCentreAt', type: 'date', access: { create: () => false, update: centreReadMarkers }, admin: { readOnly: true, position: 'sidebar' } },
  ],
  timestamps: true,
}
