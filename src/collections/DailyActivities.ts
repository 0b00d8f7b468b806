import type { CollectionConfig } from 'payload'

import { MAX } from '@/lib/constants'
import { dateText, optionalText } from '@/schemas/fields'
import { dailyActivityMessages } from '@/schemas/records'
import { childField, createdByField, familyField } from './shared/fields'
import { dailyRecordAccess } from './shared/familyRecordAccess'
import { setCreatedBy } from './shared/hooks/setCreatedBy'
import { setFamilyFromChild } from './shared/hooks/setFamilyFromChild'
import { zodValidate } from './shared/zodValidate'

const optional = (max: number) => zodValidate(optionalText(max).nullish())

export const DailyActivities: CollectionConfig = {
  slug: 'daily-activities',
  admin: { useAsTitle: 'date', defaultColumns: ['date', 'child', 'mood', 'createdBy'], group: 'Families' },
  access: dailyRecordAccess,
  // The parent portal and staff lists read one child's or one family's records, newest first.
  indexes: [{ fields: ['child', 'date'] }, { fields: ['family', 'date'] }],
  hooks: {
    beforeChange: [setCreatedBy(dailyActivityMessages.createdBy), setFamilyFromChild({ required: true })],
  },
  defaultSort: '-date',
  fields: [
    childField(dailyActivityMessages.childId),
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayOnly' } },
      validate: zodValidate(dateText(dailyActivityMessages.date)),
    },
    { name: 'mealTime', type: 'text', validate: optional(MAX.line) },
    { name: 'napTime', type: 'text', validate: optional(MAX.line) },
    { name: 'activities', type: 'textarea', validate: optional(MAX.text) },
    { name: 'mood', type: 'text', validate: optional(MAX.name) },
    { name: 'notes', type: 'textarea', validate: optional(MAX.text) },
    { ...createdByField, required: true } as typeof createdByField,
    familyField,
  ],
  timestamps: true,
}
