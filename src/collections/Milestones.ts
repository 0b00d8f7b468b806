import { DEFAULT_MILESTONE_CATEGORY, MAX, MILESTONE_CATEGORIES } from '@/lib/constants'
import { choice, optionalText, requiredText } from '@/contract/schemas/fields'
import { milestoneMessages } from '@/contract/schemas/familyRecords'
import { dateDefaultNow } from './shared/fields'
import { familyRecordCollection } from './shared/familyRecordCollection'
import { zodValidate } from './shared/zodValidate'

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
