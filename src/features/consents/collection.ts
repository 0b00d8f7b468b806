import type { CollectionConfig, Field } from 'payload'

import { nobody } from '@/access/nobody'
import { canOpenCms } from '@/access/contentManagers'
import { CONSENT_KINDS } from '@/lib/constants'
import { childField, createdByField } from '@/collections/shared/fields'
import { consentOverseers, consentReaders, consentRecorders } from './access'
import { consentRules } from './hooks/consentRules'
import { keepChildConsent } from './hooks/keepChildConsent'

/**
 * A child's consents, kept as history: each grant or withdrawal of one kind (photos in the
 * portal, photos on the public website, videos) is a new row saying who, when and what; nothing is ever
 * changed or deleted. The latest row of a kind is the child's consent now, which the server copies to
 * the child (`children.consent*`) so that photo visibility is one indexed filter. A parent records for
 * their own children; an admin records a paper form (`onPaper`). Rows carry no `family` of their own:
 * a parent reads them through the child (`child.parent`), so the history follows a child who changes
 * family without being rewritten.
 */
export const Consents: CollectionConfig = {
  slug: 'consents',
  labels: { singular: 'Consent', plural: 'Consents' },
  admin: { useAsTitle: 'kind', defaultColumns: ['child', 'kind', 'granted', 'createdBy', 'onPaper', 'createdAt'], group: 'Families' },
  access: {
    admin: canOpenCms,
    create: consentRecorders,
    read: consentReaders,
    readVersions: consentOverseers,
    update: nobody,
    delete: nobody,
    unlock: consentOverseers,
  },
  hooks: { beforeChange: [consentRules], afterChange: [keepChildConsent] },
  indexes: [{ fields: ['child', 'kind', 'createdAt'] }],
  defaultSort: '-createdAt',
  fields: [
    childField('Choose the child'),
    { name: 'kind', type: 'select', required: true, options: CONSENT_KINDS.map(({ value, label }) => ({ value, label })) },
    { name: 'granted', type: 'checkbox', required: true, defaultValue: false, admin: { description: 'Ticked: consent given. Not ticked: withdrawn.' } },
    {
      name: 'onPaper',
      label: 'Recorded from a paper form',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, description: 'Set by the server when an admin records a parent’s signed form.' },
    },
    { ...createdByField, label: 'Recorded by', required: true } as Field,
  ],
  timestamps: true,
}
