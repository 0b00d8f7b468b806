import { dateDefaultNow } from '@/collections/shared/fields'
import { zodValidate } from '@/collections/shared/zodValidate'
import { choice, optionalText, requiredText } from '@/contract/schemas/fields'
import { DEFAULT_MILESTONE_CATEGORY, MAX, MILESTONE_CATEGORIES } from '@/lib/constants'
import { milestoneMessages } from '../schemas'
import { familyRecordCollection } from './familyRecordCollection'

export const Milestones = familyRecordCollection({
  slug: 'milestones',
  title: 'title',
  columns: ['category', 'achievedAt'],
  childRequired: milestoneMessages.childId,
  sortBy: 'achievedAt',
  addedBy: 'admins-and-integrations',
  createdBy: milestoneMessages.createdBy,
  fields: [
    { name: 'title', type: 'text', required: true, validate: zodValidate(requiredText(milestoneMessages.title, MAX.line)) },
    { name: 'description', type: 'textarea', required: true, validate: zodValidate(requiredText(milestoneMessages.description, MAX.text)) },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_MILESTONE_CATEGORY,
      options: [...MILESTONE_CATEGORIES],
      validate: zodValidate(choice(MILESTONE_CATEGORIES, milestoneMessages.category)),
    },
    dateDefaultNow('achievedAt', 'Achieved'),
    { name: 'notes', type: 'textarea', validate: zodValidate(optionalText().nullish()) },
  ],
})
