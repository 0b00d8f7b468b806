import { dateDefaultNow } from '@/collections/shared/fields'
import { zodValidate } from '@/collections/shared/zodValidate'
import { choice, optionalText, requiredText } from '@/contract/schemas/fields'
import { CURRICULUM_CATEGORIES, MAX } from '@/lib/constants'
import { curriculumActivityMessages } from '../schemas'
import { familyRecordCollection } from './familyRecordCollection'

export const CurriculumActivities = familyRecordCollection({
  slug: 'curriculum-activities',
  title: 'title',
  columns: ['category', 'completedAt'],
  childRequired: curriculumActivityMessages.childId,
  sortBy: 'completedAt',
  addedBy: 'admins',
  fields: [
    { name: 'title', type: 'text', required: true, validate: zodValidate(requiredText(curriculumActivityMessages.title, MAX.line)) },
    { name: 'description', type: 'textarea', required: true, validate: zodValidate(requiredText(curriculumActivityMessages.description, MAX.text)) },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: [...CURRICULUM_CATEGORIES],
      validate: zodValidate(choice(CURRICULUM_CATEGORIES, curriculumActivityMessages.category)),
    },
    dateDefaultNow('completedAt', 'Completed'),
    { name: 'notes', type: 'textarea', label: 'Teacher notes', validate: zodValidate(optionalText().nullish()) },
  ],
})
