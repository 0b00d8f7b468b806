import type { CollectionConfig, Field } from 'payload'

import { canOpenCms } from '@/access/contentManagers'
import { MAX } from '@/lib/constants'
import { optionalText, requiredText } from '@/contract/schemas/fields'
import { childField, familyField } from '@/collections/shared/fields'
import { FAMILY_RECORD } from '@/collections/shared/familyRecordMark'
import { changesTakeTurns } from '@/collections/shared/lockedRow'
import { zodValidate } from '@/collections/shared/zodValidate'
import { incidentEditors, incidentFilers, incidentKeepers, incidentReaders, incidentRemovers } from './access'
import { announceIncident } from './hooks/announceIncident'
import { incidentRules } from './hooks/incidentRules'
import { incidentMessages, incidentTime } from './schemas'

const system = { readOnly: true } as const
const byUser = (name: string, label: string): Field => ({ name, label, type: 'relationship', relationTo: 'users', admin: system })

/**
 * An incident report (an injury or incident is recorded and the parents are told):
 * staff file it, the child's parent acknowledges it with a typed signature, and from then on it is
 * locked; corrections are addenda. Who may is ./actions.ts; hooks/incidentRules.ts decides who may change what.
 */
export const Incidents: CollectionConfig = {
  slug: 'incidents',
  labels: { singular: 'Incident report', plural: 'Incident reports' },
  admin: { useAsTitle: 'place', defaultColumns: ['occurredAt', 'child', 'place', 'reportedBy', 'acknowledgedAt'], group: 'Daily operations' },
  access: {
    admin: canOpenCms,
    create: incidentFilers,
    read: incidentReaders,
    readVersions: incidentKeepers,
    update: incidentEditors,
    delete: incidentRemovers,
    unlock: incidentKeepers,
  },
  // A removal and the parent's acknowledgement take turns on the row: the delete rule reads `acknowledgedAt`.
  hooks: { beforeOperation: [changesTakeTurns('incidents')], beforeChange: [incidentRules], afterChange: [announceIncident] },
  indexes: [{ fields: ['family', 'occurredAt'] }, { fields: ['classroom', 'occurredAt'] }, { fields: ['child', 'occurredAt'] }],
  defaultSort: '-occurredAt',
  custom: FAMILY_RECORD,
  fields: [
    childField(incidentMessages.childId),
    { name: 'classroom', type: 'relationship', relationTo: 'classrooms', index: true, admin: system },
    {
      name: 'occurredAt',
      label: 'When it happened',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      validate: zodValidate(incidentTime()),
    },
    { name: 'place', label: 'Where', type: 'text', required: true, validate: zodValidate(requiredText(incidentMessages.place, MAX.line)) },
    { name: 'description', label: 'What happened', type: 'textarea', required: true, validate: zodValidate(requiredText(incidentMessages.description, MAX.text)) },
    { name: 'firstAid', label: 'First aid given', type: 'textarea', validate: zodValidate(optionalText().nullish()) },
    { name: 'witnesses', label: 'Who saw it', type: 'text', validate: zodValidate(optionalText(MAX.line).nullish()) },
    {
      type: 'row',
      fields: [
        byUser('reportedBy', 'Reported by'),
        {
          name: 'staffSignature',
          label: 'Staff signature (full name)',
          type: 'text',
          required: true,
          validate: zodValidate(requiredText(incidentMessages.staffSignature, MAX.name)),
        },
        { name: 'staffSignedAt', label: 'Signed by staff at', type: 'date', admin: { ...system, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'parentSignature', label: 'Parent signature (typed)', type: 'text', maxLength: MAX.name, admin: system },
        { name: 'acknowledgedAt', label: 'Acknowledged at', type: 'date', index: true, admin: { ...system, date: { pickerAppearance: 'dayAndTime' } } },
        byUser('acknowledgedBy', 'Acknowledged by'),
      ],
    },
    {
      name: 'addenda',
      label: 'Addenda',
      type: 'array',
      admin: { description: 'Corrections and later notes, appended; an addendum is never changed or removed.' },
      fields: [
        { name: 'text', type: 'textarea', required: true, validate: zodValidate(requiredText(incidentMessages.addendum, MAX.text)) },
        byUser('addedBy', 'Added by'),
        { name: 'addedAt', type: 'date', admin: { ...system, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    familyField,
  ],
  timestamps: true,
}
