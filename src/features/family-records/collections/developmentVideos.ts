import { dateDefaultNow } from '@/collections/shared/fields'
import { zodValidate } from '@/collections/shared/zodValidate'
import { choice, optionalText, requiredText, webUrl } from '@/contract/schemas/fields'
import { MAX, VIDEO_CATEGORIES } from '@/lib/constants'
import { developmentVideoMessages } from '../schemas'
import { familyRecordCollection } from './familyRecordCollection'

export const DevelopmentVideos = familyRecordCollection({
  slug: 'development-videos',
  title: 'title',
  columns: ['category', 'recordedAt'],
  childRequired: developmentVideoMessages.childId,
  sortBy: 'recordedAt',
  addedBy: 'admins',
  fields: [
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
  ],
})
