import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { CollectionConfig } from 'payload'

import { adminsOnlyField } from '@/access/admins'
import { canOpenCms, contentManagers } from '@/access/contentManagers'
import { mediaVisibility } from '@/access/mediaVisibility'
import { publicMediaForEditors } from '@/access/publicMediaForEditors'
import { ALLOWED_UPLOAD_MIME_TYPES, MAX } from '@/lib/constants'
import { optionalText } from '@/schemas/fields'
import { familyField } from './shared/fields'
import { setFamilyFromChild } from './shared/hooks/setFamilyFromChild'
import { zodValidate } from './shared/zodValidate'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Images and videos. Site media are public; a child's development video carries that child, and so that
 * family, and is served (file included) only to that family and admins.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'mimeType', 'child'], group: 'Content' },
  access: {
    admin: canOpenCms,
    create: contentManagers,
    read: mediaVisibility,
    readVersions: contentManagers,
    update: publicMediaForEditors,
    delete: publicMediaForEditors,
    unlock: contentManagers,
  },
  hooks: { beforeChange: [setFamilyFromChild({ required: false })] },
  upload: {
    staticDir: process.env.MEDIA_DIR ?? path.resolve(dirname, '../../media'),
    mimeTypes: ALLOWED_UPLOAD_MIME_TYPES,
    pasteURL: false,
    crop: false,
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'feature', width: 1280, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describes the image for people who cannot see it.' },
      validate: zodValidate(optionalText(MAX.line).refine((v) => v.trim().length > 0, 'Alt text is required')),
    },
    {
      name: 'child',
      type: 'relationship',
      relationTo: 'children',
      index: true,
      access: { create: adminsOnlyField, update: adminsOnlyField },
      admin: { position: 'sidebar', description: 'Set for a child’s private video; empty for site media.' },
    },
    familyField,
  ],
}
