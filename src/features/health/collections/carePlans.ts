import type { CollectionConfig, Field } from 'payload'

import { childField, createdByField } from '@/collections/shared/fields'
import { healthRecordAccess } from '../access'
import { CARE_PLAN_KINDS, SEVERITIES } from '../carePlans'
import { carePlanRules } from '../hooks/carePlanRules'
import { carePlanMessages } from '../schemas'

const LABELS: Record<string, string> = { allergy: 'Allergy', condition: 'Chronic condition', mild: 'Mild', moderate: 'Moderate', severe: 'Severe', 'life-threatening': 'Life-threatening' }

/**
 * A child's care plan for an allergy or a chronic condition (10A NCAC 09 .0801): the allergen or
 * condition, the reaction, how severe, what staff must do, the medicines, and its yearly review (due a
 * year after the last one, derived by the server). Admins write them with the family; the child's room's
 * teachers and its parent read them (../access.ts), every read and change in the audit log. A plan no
 * longer needed is marked inactive, so its history stays.
 */
export const CarePlans: CollectionConfig = {
  slug: 'care-plans',
  labels: { singular: 'Care plan', plural: 'Care plans' },
  admin: { useAsTitle: 'name', defaultColumns: ['child', 'kind', 'name', 'severity', 'reviewDueOn', 'active'], group: 'Health and safety' },
  access: healthRecordAccess,
  hooks: { beforeChange: [carePlanRules] },
  indexes: [{ fields: ['child', 'active'] }],
  defaultSort: 'reviewDueOn',
  fields: [
    childField(carePlanMessages.childId),
    { name: 'kind', type: 'select', required: true, options: CARE_PLAN_KINDS.map((value) => ({ value, label: LABELS[value]! })) },
    { name: 'name', label: 'Allergen or condition', type: 'text', required: true, maxLength: 200 },
    { name: 'reaction', type: 'textarea', maxLength: 2000 },
    { name: 'severity', type: 'select', required: true, options: SEVERITIES.map((value) => ({ value, label: LABELS[value]! })) },
    { name: 'whatToDo', label: 'What staff must do', type: 'textarea', required: true, maxLength: 4000 },
    { name: 'medicines', type: 'text', maxLength: 1000 },
    { name: 'lastReviewedOn', label: 'Last reviewed on', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } }, custom: { dayMessage: carePlanMessages.lastReviewedOn } },
    { name: 'reviewDueOn', label: 'Next review due', type: 'date', index: true, admin: { readOnly: true, description: 'A year after the last review: set by the server.' } },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true },
    { ...createdByField, label: 'Recorded by' } as Field,
  ],
  timestamps: true,
}
