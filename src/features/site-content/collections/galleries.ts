import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { canOpenCms, contentManagers } from '@/access/contentManagers'
import { MAX } from '@/lib/constants'
import { requiredText } from '@/contract/schemas/fields'
import { contentChanged } from '@/lib/contentChanges'
import type { Gallery } from '@/payload-types'
import { PUBLIC_MEDIA } from '@/access/mediaVisibility'
import { galleryOnWebsiteAfterChange, galleryOnWebsiteAfterDelete, galleryPhotosHaveConsent } from '@/collections/shared/hooks/childPhotos'
import { zodValidate } from '@/collections/shared/zodValidate'
import { siteReaders } from '../access'
import { requiredInDefaultLocale } from '@/collections/shared/localized'
import { missingTranslationsField } from '@/collections/shared/missingTranslations'

const revalidateGalleries: CollectionAfterChangeHook<Gallery> = async ({ doc, req }) => {
  await contentChanged(req, 'galleries')
  return doc
}

/** Named, ordered image sets shown on the public pages (e.g. `services`, `staff`). */
export const Galleries: CollectionConfig = {
  slug: 'galleries',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: 'Content' },
  access: {
    admin: canOpenCms,
    create: contentManagers,
    read: siteReaders,
    readVersions: contentManagers,
    update: contentManagers,
    delete: contentManagers,
    unlock: contentManagers,
  },
  hooks: {
    // A child photo only with every tagged child's website consent; its `onWebsite` follows.
    beforeChange: [galleryPhotosHaveConsent],
    afterChange: [galleryOnWebsiteAfterChange, revalidateGalleries],
    afterDelete: [galleryOnWebsiteAfterDelete, ({ req }) => contentChanged(req, 'galleries')],
  },
  fields: [
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Where the gallery appears: services or staff.' },
      validate: zodValidate(
        requiredText('Slug is required', 50).refine((v) => /^[a-z0-9-]+$/.test(v), 'Use lower-case letters, digits and dashes'),
      ),
    },
    { name: 'title', type: 'text', required: true, validate: zodValidate(requiredText('Title is required', MAX.line)) },
    {
      name: 'images',
      type: 'array',
      labels: { singular: 'Image', plural: 'Images' },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          // Site media, or a photo of children whose every tagged child has website consent.
          filterOptions: { or: [PUBLIC_MEDIA, { and: [{ purpose: { equals: 'child-photo' } }, { websiteOk: { equals: true } }] }] },
        },
        {
          // Per language, required in English (checked by `validate`: a `required` column would refuse
          // a partial translation). A missing Spanish one is the English, marked lang="en".
          name: 'alt',
          type: 'text',
          localized: true,
          admin: { description: 'What the picture shows, for screen readers. Required in English.' },
          validate: requiredInDefaultLocale(zodValidate(requiredText('Alt text is required', MAX.line))),
        },
        { name: 'caption', type: 'text', localized: true },
      ],
    },
    missingTranslationsField,
  ],
  timestamps: true,
}
