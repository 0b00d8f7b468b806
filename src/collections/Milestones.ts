import type { CollectionConfig } from 'payload'

import { DEFAULT_MILESTONE_CATEGORY, MAX, MILESTONE_CATEGORIES } from '@/lib/constants'
import { choice, optionalText, requiredText } from '@/schemas/fields'
import { milestoneMessages } from '@/schemas/records'
import { childField, createdByField, dateDefaultNow, familyField } from './shared/fields'
import { dailyRecordAccess } from './shared/familyRecordAccess'
import { setCreatedBy } from './shared/hooks/setCreatedBy'
import { setFamilyFromChild } from './shared/hooks/setFamilyFromChild'
import { zodValidate } from './shared/zodValidate'

export const Milestones: CollectionConfig = {
  slug: 'milestones',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'child', 'category', 'achievedAt'], group: 'Families' },
  access: dailyRecordAccess,
  // The parent portal and staff lists read one child's or one family's records, newest first.
  indexes: [{ fields: ['child', 'achievedAt'] }, { fields: ['family', 'achievedAt'] }],
  hooks: {
    beforeChange: [setCreatedBy(milestoneMessages.createdBy), setFamilyFromChild({ required: true })],
  },
  defaultSort: '-achievedAt',
  fields: [
    childField(milestoneMessages.childId),
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
    { ...createdByField, required: true } as typeof createdByField,
    familyField,
  ],
  timestamps: true,
}
