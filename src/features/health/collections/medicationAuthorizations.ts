import type { CollectionConfig, Field } from 'payload'

import { canOpenCms } from '@/access/contentManagers'
import { nobody } from '@/access/nobody'
import { childField } from '@/collections/shared/fields'
import { healthRecordKeepers, healthRecordReaders, medicationAuthorizers, medicationWithdrawers } from '../access'
import { medicationAuthorizationRules } from '../hooks/medicationAuthorizationRules'
import { MEDICATION_KINDS, MEDICATION_ROUTES, medicationMessages } from '../medication'

const KIND_LABELS: Record<string, string> = { prescription: 'Prescription', 'over-the-counter': 'Over-the-counter (30 days at most)', standing: 'Standing authorization (6 months at most)' }
const systemSet = { readOnly: true, position: 'sidebar' as const }
const day = (name: 'startsOn' | 'endsOn', label: string): Field => ({
  name,
  label,
  type: 'date',
  required: true,
  index: true,
  admin: { date: { pickerAppearance: 'dayOnly' } },
  custom: { dayMessage: medicationMessages[name] },
})

/**
 * A parent's written authorization for the centre to give their child a medicine (10A NCAC 09 .0803):
 * the medicine, dose, route, how often, from when to when, signed by the parent with their typed name.
 * How long it may hold depends on its kind (../medication.ts). The parent signs it in the portal (an admin
 * may enter a signed paper form); once signed it never changes: a parent or an admin withdraws it, and a
 * changed prescription is a new authorization. Read through the child like every health record
 * (../access.ts); nobody deletes one. Doses are given against it (`medication-doses`).
 */
export const MedicationAuthorizations: CollectionConfig = {
  slug: 'medication-authorizations',
  labels: { singular: 'Medication authorization', plural: 'Medication authorizations' },
  admin: { useAsTitle: 'medicine', defaultColumns: ['child', 'medicine', 'kind', 'startsOn', 'endsOn', 'withdrawnAt'], group: 'Health and safety' },
  access: {
    admin: canOpenCms,
    create: medicationAuthorizers,
    read: healthRecordReaders,
    readVersions: healthRecordKeepers,
    update: medicationWithdrawers,
    delete: nobody,
    unlock: healthRecordKeepers,
  },
  hooks: { beforeChange: [medicationAuthorizationRules] },
  indexes: [{ fields: ['child', 'endsOn'] }],
  defaultSort: '-startsOn',
  fields: [
    childField(medicationMessages.childId),
    { name: 'medicine', type: 'text', required: true, maxLength: 200, admin: { description: 'As it reads on the label.' } },
    { name: 'kind', type: 'select', required: true, options: MEDICATION_KINDS.map((value) => ({ value, label: KIND_LABELS[value]! })) },
    { name: 'carePlan', label: 'Care plan', type: 'relationship', relationTo: 'care-plans', admin: { description: 'The allergy or condition a standing authorization is for.' } },
    { name: 'dose', type: 'text', required: true, maxLength: 100 },
    { name: 'route', type: 'select', required: true, options: MEDICATION_ROUTES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })) },
    { name: 'minHoursBetween', label: 'Least hours between doses', type: 'number', required: true, min: 0.5, max: 168 },
    { name: 'maxDosesPerDay', label: 'Most doses in a day', type: 'number', min: 1, max: 24 },
    { name: 'timesOfDay', label: 'Times or frequency', type: 'text', maxLength: 200, admin: { description: 'As the parent wrote it, e.g. “at 12:00” or “every 4 hours”.' } },
    { name: 'whenNeeded', label: 'Given when needed', type: 'checkbox', defaultValue: false },
    { name: 'whenNeededFor', label: 'When needed for', type: 'text', maxLength: 500 },
    { name: 'instructions', type: 'textarea', maxLength: 2000 },
    day('startsOn', 'First day'),
    day('endsOn', 'Last day'),
    {
      name: 'prescriptionEndsOn',
      label: 'Prescription ends on',
      type: 'date',
      admin: { condition: (data) => data?.kind === 'prescription', date: { pickerAppearance: 'dayOnly' } },
      custom: { dayMessage: medicationMessages.prescriptionEndsOn },
    },
    { name: 'prescriber', type: 'text', maxLength: 200, admin: { condition: (data) => data?.kind === 'prescription' } },
    { name: 'signedName', label: 'Signed (typed name)', type: 'text', required: true, maxLength: 200 },
    { name: 'signedAt', label: 'Signed at', type: 'date', admin: { ...systemSet, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'signedBy', label: 'Signed by', type: 'relationship', relationTo: 'users', admin: systemSet },
    { name: 'onPaper', label: 'Signed on paper (entered by an admin)', type: 'checkbox', defaultValue: false, admin: systemSet },
    { name: 'withdrawnAt', label: 'Withdrawn at', type: 'date', index: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'Set to withdraw the authorization: no dose is given after it.' } },
    { name: 'withdrawnBy', label: 'Withdrawn by', type: 'relationship', relationTo: 'users', admin: systemSet },
  ],
  timestamps: true,
}
