import type { CollectionConfig, Field } from 'payload'

import { childField, createdByField } from '@/collections/shared/fields'
import { healthRecordAccess } from '../access'
import { immunizationRules } from '../hooks/immunizationRules'
import { EXEMPTION_KINDS } from '../immunizationStatus'
import { IMMUNIZATION_ENTRY_KINDS, immunizationMessages } from '../schemas'

/**
 * A child's immunization record, one row per entry: a dose given (the vaccine and the day), or an
 * exemption on file for a vaccine (medical or religious). Admins record them from the child's
 * certificate; a mistyped entry is corrected or removed by an admin, and every read and change is in the
 * audit log. The child's status (up to date, due, overdue) is computed from these rows and the schedule
 * (`vaccines`), never stored. Rows carry no family or classroom of their own: readers are decided
 * through the child (../access.ts), so they follow a child who changes family or room.
 */
export const ImmunizationRecords: CollectionConfig = {
  slug: 'immunization-records',
  labels: { singular: 'Immunization record', plural: 'Immunization records' },
  admin: { useAsTitle: 'kind', defaultColumns: ['child', 'vaccine', 'kind', 'givenOn', 'exemptionKind', 'createdBy'], group: 'Health and safety' },
  access: healthRecordAccess,
  hooks: { beforeChange: [immunizationRules] },
  indexes: [{ fields: ['child', 'vaccine'] }],
  defaultSort: 'givenOn',
  fields: [
    childField(immunizationMessages.childId),
    { name: 'vaccine', type: 'relationship', relationTo: 'vaccines', required: true, index: true },
    { name: 'kind', type: 'select', required: true, defaultValue: 'dose', options: IMMUNIZATION_ENTRY_KINDS.map((value) => ({ value, label: value === 'dose' ? 'Dose given' : 'Exemption' })) },
    { name: 'givenOn', label: 'Given on', type: 'date', admin: { condition: (data) => data?.kind !== 'exemption', date: { pickerAppearance: 'dayOnly' } }, custom: { dayMessage: immunizationMessages.givenOn } },
    { name: 'exemptionKind', label: 'Exemption', type: 'select', options: EXEMPTION_KINDS.map((value) => ({ value, label: value === 'medical' ? 'Medical' : 'Religious' })), admin: { condition: (data) => data?.kind === 'exemption' } },
    { name: 'note', type: 'textarea', maxLength: 2000 },
    { ...createdByField, label: 'Recorded by' } as Field,
  ],
  timestamps: true,
}
