import type { CollectionConfig } from 'payload'

import { MAX, VIDEO_CATEGORIES } from '@/lib/constants'
import { choice, optionalText, requiredText, webUrl } from '@/schemas/fields'
import { developmentVideoMessages } from '@/schemas/records'
import { childField, dateDefaultNow, familyField } from './shared/fields'
import { familyRecordAccess } from './shared/familyRecordAccess'
import { setFamilyFromChild } from './shared/hooks/setFamilyFromChild'
import { zodValidate } from './shared/zodValidate'

export const DevelopmentVideos: CollectionConfig = {
  slug: 'development-videos',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'child', 'category', 'recordedAt'], group: 'Families' },
  access: familyRecordAccess,
  // The parent portal and staff lists read one child's or one family's records, newest first.
  indexes: [{ fields: ['child', 'recordedAt'] }, { fields: ['family', 'recordedAt'] }],
  hooks: { beforeChange: [setFamilyFromChild({ required: true })] },
  defaultSort: '-recordedAt',
  fields: [
    childField(developmentVideoMessages.childId),
    { name: 'title', type: 'text', required: true, validate: zodValidate(requiredText(developmentVideoMessages.title, MAX.line)) },
    { name: 'description', type: 'textarea', validate: zodValidate(optionalText().nullish()) },
    {
      name: 'videoUrl',
      type: 'text',
      required: true,
      admin: { description: 'An http(s) address, or the address of an uploaded video (/api/cms/media/file/…).' },
      validate: zodValidate(webUrl(developmentVideoMessages.videoUrl)),
    },
    {
      name: 'video',
      type: 'upload',
      relationTo: 'media',
      index: true,
      admin: { description: 'The uploaded file, when the video was uploaded here.' },
    },
    { name: 'thumbnailUrl', type: 'text', label: 'Poster image URL', validate: zodValidate(webUrl('Valid thumbnail URL is required').nullish()) },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: [...VIDEO_CATEGORIES],
      validate: zodValidate(choice(VIDEO_CATEGORIES, developmentVideoMessages.category)),
    },
    dateDefaultNow('recordedAt', 'Recorded'),
    familyField,
  ],
  timestamps: true,
}
