import type { CollectionConfig } from 'payload'

import { canOpenCms, contentManagers } from '@/access/contentManagers'
import { MAX } from '@/lib/constants'
import { isMonth } from '@/lib/dates'
import { requiredText } from '@/contract/schemas/fields'
import { zodValidate } from '@/collections/shared/zodValidate'
import { missingTranslationsField } from '@/collections/shared/missingTranslations'
import { payloadRequiredText, requiredInDefaultLocale } from '@/collections/shared/localized'
import { newsletterReaders } from '../access'
import { announceNewsletter, markFirstPublication } from '../hooks/announceNewsletter'
import { revalidateNewsletter, revalidateNewsletterDelete } from '../hooks/revalidateNewsletter'

const monthRule = requiredText('Month is required (YYYY-MM)', 7).refine(isMonth, 'Month must look like 2026-10')

/** The monthly newsletter of the home page: one per month, edited as drafts and published or scheduled. */
export const Newsletters: CollectionConfig = {
  slug: 'newsletters',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'month', '_status', 'updatedAt'],
    group: 'Content',
  },
  access: {
    admin: canOpenCms,
    create: contentManagers,
    read: newsletterReaders,
    readVersions: contentManagers,
    update: contentManagers,
    delete: contentManagers,
    unlock: contentManagers,
  },
  versions: {
    drafts: { schedulePublish: true },
    maxPerDoc: 25,
  },
  hooks: {
    // Its first publication is mailed to the parents who want newsletters (hooks/announceNewsletter.ts).
    beforeChange: [markFirstPublication],
    afterChange: [revalidateNewsletter, announceNewsletter],
    afterDelete: [revalidateNewsletterDelete],
  },
  defaultSort: '-month',
  fields: [
    {
      // When its first publication was mailed to the parents (set once, by the hook; never by hand).
      name: 'announcedAt',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', description: 'When parents were told of it by email.' },
    },
    {
      name: 'month',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The month this newsletter is for, as YYYY-MM (e.g. 2026-10).' },
      validate: zodValidate(monthRule),
    },
    // What families read is written per language (`localized`): required in English, and a missing
    // Spanish text shows the English one on the Spanish page (service.ts). The month, the
    // card order and the publication state are the same in both languages.
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      validate: requiredInDefaultLocale(zodValidate(requiredText('Title is required', MAX.line))),
    },
    { name: 'intro', type: 'richText', localized: true },
    {
      name: 'classes',
      label: 'Class cards',
      type: 'array',
      labels: { singular: 'Class card', plural: 'Class cards' },
      admin: { initCollapsed: false },
      fields: [
        { name: 'className', type: 'text', required: true, localized: true, validate: requiredInDefaultLocale(payloadRequiredText) },
        { name: 'theme', type: 'text', required: true, localized: true, validate: requiredInDefaultLocale(payloadRequiredText) },
        { name: 'activities', type: 'text', hasMany: true, required: true, localized: true, validate: requiredInDefaultLocale(payloadRequiredText) },
      ],
    },
    missingTranslationsField,
  ],
}
