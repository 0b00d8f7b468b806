import { zodValidate } from '@/collections/shared/zodValidate'
import { dateText, optionalText } from '@/contract/schemas/fields'
import { MAX } from '@/lib/constants'
import { dailyActivityMessages } from '../schemas'
import { familyRecordCollection } from './familyRecordCollection'

const optional = (max: number) => zodValidate(optionalText(max).nullish())

export const DailyActivities = familyRecordCollection({
  slug: 'daily-activities',
  title: 'date',
  columns: ['mood', 'createdBy'],
  childRequired: dailyActivityMessages.childId,
  sortBy: 'date',
  addedBy: 'admins-and-integrations',
  createdBy: dailyActivityMessages.createdBy,
  fields: [
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
  ],
})
