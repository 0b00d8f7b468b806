import type { CollectionConfig } from 'payload'

import { CURRICULUM_CATEGORIES, MAX } from '@/lib/constants'
import { choice, optionalText, requiredText } from '@/schemas/fields'
import { curriculumActivityMessages } from '@/schemas/records'
import { childField, dateDefaultNow, familyField } from './shared/fields'
import { familyRecordAccess } from './shared/familyRecordAccess'
import { setFamilyFromChild } from './shared/hooks/setFamilyFromChild'
import { zodValidate } from './shared/zodValidate'

export const CurriculumActivities: CollectionConfig = {
  slug: 'curriculum-activities',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'child', 'category', 'completedAt'], group: 'Families' },
  access: familyRecordAccess,
  // The parent portal and staff lists read one child's or one family's records, newest first.
  indexes: [{ fields: ['child', 'completedAt'] }, { fields: ['family', 'completedAt'] }],
  hooks: { beforeChange: [setFamilyFromChild({ required: true })] },
  defaultSort: '-completedAt',
  fields: [
    childField(curriculumActivityMessages.childId),
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
    familyField,
  ],
  timestamps: true,
}
