import type { CollectionConfig, Field } from 'payload'

import { adminsOnlyField } from '@/access/admins'
import { canOpenCms, contentManagers } from '@/access/contentManagers'
import { mediaVisibility } from '@/access/mediaVisibility'
import { mediaChildSetters, mediaChildrenTaggers, mediaCreators, mediaRemovers } from '@/access/pickupPhotos'
import { publicMediaForEditors } from '@/access/publicMediaForEditors'
import { ALLOWED_UPLOAD_MIME_TYPES, MAX, MEDIA_PURPOSES } from '@/lib/constants'
import { mediaDirectory } from '@/lib/storage'
import { optionalText } from '@/contract/schemas/fields'
import { FAMILY_RECORD } from './shared/familyRecordMark'
import { changesTakeTurns } from './shared/lockedRow'
import { createdByField, familyField } from './shared/fields'
import { announcePublicMediaChange, announcePublicMediaDelete } from './shared/hooks/announcePublicMedia'
import { childPhotoRules } from './shared/hooks/childPhotos'
import { mediaKindRules } from './shared/hooks/mediaKinds'
import { pickupPhotoRules } from './shared/hooks/pickupPhotos'
import { messageAttachmentRules } from './shared/hooks/messageAttachments'
import { setFamilyFromChild } from './shared/hooks/setFamilyFromChild'
import { acceptCheckedTypes } from './shared/uploads/acceptCheckedTypes'
import { keepFamilyFilesPrivate, refusePrefixedFileReads, storedFileNamesOnly, uploadedFileHeaders } from './shared/uploads/fileResponses'
import { zodValidate } from './shared/zodValidate'

const imageSizes = [
  { name: 'thumbnail', width: 400, height: 300, position: 'centre' as const, formatOptions: { format: 'webp' as const, options: { quality: 75 } } },
  { name: 'card', width: 768, formatOptions: { format: 'webp' as const, options: { quality: 78 } } },
  { name: 'feature', width: 1280, formatOptions: { format: 'webp' as const, options: { quality: 80 } } },
]

/**
 * Images and videos. Site media are public; a child's development video carries that child, and so that
 * family, and is served (file included) only to that family and admins. A parent adds one kind of media:
 * the photo of a person they authorize to collect their child (`purpose: pickup-photo`), which the
 * child's teachers see too (src/access/pickupPhotos.ts, ./shared/hooks/pickupPhotos.ts).
 *
 * Only raster images and the site's video types are stored, checked from the bytes
 * (`acceptCheckedTypes`); every file is served in a sandbox, family files never cached, and only as a
 * media record's own: never another collection's file, whatever the name says
 * (`./shared/uploads/fileResponses`).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  // A child's video belongs to that child's family and moves with it.
  custom: FAMILY_RECORD,
  admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'mimeType', 'child'], group: 'Content' },
  access: {
    admin: canOpenCms,
    create: mediaCreators,
    read: storedFileNamesOnly(refusePrefixedFileReads(mediaVisibility)),
    readVersions: contentManagers,
    update: publicMediaForEditors,
    delete: mediaRemovers,
    unlock: contentManagers,
  },
  hooks: {
    // A photo's changes take turns on its row, so what it derives from its children (consents, families)
    // and galleries is read after the change before it: a consent withdrawn while a gallery takes the
    // photo leaves it hidden, and its `onWebsite` true (./shared/hooks/childPhotos.ts).
    beforeOperation: [acceptCheckedTypes, changesTakeTurns('media')],
    beforeChange: [mediaKindRules, pickupPhotoRules, childPhotoRules, setFamilyFromChild({ required: false }), messageAttachmentRules],
    afterChange: [announcePublicMediaChange],
    afterDelete: [announcePublicMediaDelete],
  },
  upload: {
    // MEDIA_DIR; with S3_BUCKET set, storage-s3 keeps the files in the bucket instead (src/lib/storage.ts).
    staticDir: mediaDirectory(),
    mimeTypes: ALLOWED_UPLOAD_MIME_TYPES,
    pasteURL: false,
    crop: false,
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes,
    handlers: [keepFamilyFilesPrivate(imageSizes.map((size) => size.name))],
    modifyResponseHeaders: uploadedFileHeaders,
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
      access: { create: mediaChildSetters, update: adminsOnlyField },
      admin: {
        position: 'sidebar',
        description: 'Set for a child’s private video; empty for site media. A photo of children names them under “Children in the photo”.',
        // Only a child's own file names a child (./shared/hooks/mediaKinds.ts refuses it on the others).
        condition: (data) => !data?.purpose || data.purpose === 'pickup-photo',
      },
    },
    familyField,
    {
      name: 'purpose',
      type: 'select',
      index: true,
      options: MEDIA_PURPOSES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar', readOnly: true, description: 'Set by the server for a family’s own files; empty for site media and videos.' },
    },
    // A photo of children at the centre (`purpose: child-photo`): the children tagged in it,
    // and what the server keeps from them (never input): their families, and whether every tagged child
    // has consent to the portal and to the public website. `onWebsite`: a gallery shows it.
    { name: 'description', type: 'textarea', validate: zodValidate(optionalText(MAX.text).nullish()) },
    {
      name: 'children',
      label: 'Children in the photo',
      type: 'relationship',
      relationTo: 'children',
      hasMany: true,
      index: true,
      // Admins and teachers tag; the hook reads the children with the writer's rights (src/collections/shared/hooks/childPhotos.ts).
      access: { create: mediaChildrenTaggers, update: mediaChildrenTaggers },
      admin: { position: 'sidebar', description: 'For a photo of children at the centre: every child who can be seen in it.' },
    },
    {
      name: 'families',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Set by the server: the families of the tagged children.' },
    },
    {
      name: 'portalOk',
      label: 'Every tagged child has portal consent',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'websiteOk',
      label: 'Every tagged child has website consent',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'onWebsite', label: 'Shown in a public gallery', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar', readOnly: true } },
    { ...createdByField, name: 'uploadedBy', label: 'Uploaded by' } as Field,
    {
      // storage-s3's object key for files a browser sends straight to the bucket (unused here: every
      // file comes through the server). Declared here too so the schema is the same with or without a bucket.
      name: '_objectKey',
      type: 'text',
      admin: { hidden: true, readOnly: true },
    },
  ],
}
