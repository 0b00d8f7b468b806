import type { CollectionConfig } from 'payload'

import { canOpenCms } from '@/access/contentManagers'
import { nobody } from '@/access/nobody'
import { doseRecorders, healthRecordKeepers, healthRecordReaders } from '../access'
import { announceDose } from '../hooks/announceDose'
import { medicationDoseRules } from '../hooks/medicationDoseRules'
import { DOSE_OUTCOMES, medicationMessages } from '../medication'

const systemSet = { readOnly: true }

/**
 * The medication log (10A NCAC 09 .0803): every dose given under an authorization, or refused by the
 * child, or missed, with the time, the amount and who gave it. Staff of the child's room and admins add
 * rows; a dose outside a valid authorization is refused by the hard stop (../hooks/medicationDoseRules.ts):
 * wrong child or medicine, withdrawn, outside the dates, too early, over the day's limit. Append-only:
 * nobody changes or removes a row (a mistake is corrected by a note on a new one). The parent is mailed
 * each one (../hooks/announceDose.ts).
 */
export const MedicationDoses: CollectionConfig = {
  slug: 'medication-doses',
  labels: { singular: 'Medication dose', plural: 'Medication log' },
  admin: { useAsTitle: 'medicine', defaultColumns: ['givenAt', 'child', 'medicine', 'outcome', 'amount', 'givenBy'], group: 'Health and safety' },
  access: {
    admin: canOpenCms,
    create: doseRecorders,
    read: healthRecordReaders,
    readVersions: healthRecordKeepers,
    update: nobody,
    delete: nobody,
    unlock: healthRecordKeepers,
  },
  hooks: { beforeChange: [medicationDoseRules], afterChange: [announceDose] },
  indexes: [{ fields: ['authorization', 'givenAt'] }, { fields: ['child', 'givenAt'] }],
  defaultSort: '-givenAt',
  fields: [
    { name: 'authorization', type: 'relationship', relationTo: 'medication-authorizations', required: true, index: true },
    { name: 'child', type: 'relationship', relationTo: 'children', index: true, admin: { description: 'The child given the dose: checked against the authorization’s.' } },
    { name: 'medicine', type: 'text', maxLength: 200, admin: { description: 'The medicine’s name as it reads on the container: checked against the authorization’s.' } },
    { name: 'outcome', type: 'select', required: true, defaultValue: 'given', options: DOSE_OUTCOMES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })) },
    { name: 'givenAt', label: 'Time', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } }, custom: { dayMessage: medicationMessages.givenAt } },
    { name: 'day', type: 'text', index: true, admin: { ...systemSet, description: 'The centre’s calendar day of the dose (YYYY-MM-DD).' } },
    { name: 'amount', type: 'text', maxLength: 100 },
    { name: 'reason', type: 'text', maxLength: 500 },
    { name: 'note', type: 'textarea', maxLength: 2000 },
    { name: 'givenBy', label: 'Recorded by', type: 'relationship', relationTo: 'users', index: true, admin: systemSet },
    // The name as it was when the dose was recorded: what the parent reads (they may not read staff accounts).
    { name: 'givenByName', label: 'Recorded by (name)', type: 'text', admin: systemSet },
  ],
  timestamps: true,
}
