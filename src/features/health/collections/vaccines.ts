import type { CollectionConfig } from 'payload'

import { accessFor } from '@/access/actions'
import { canOpenCms } from '@/access/contentManagers'
import { zodValidate } from '@/collections/shared/zodValidate'
import { requiredText } from '@/contract/schemas/fields'
import { MAX } from '@/lib/constants'
import { healthActions } from '../actions'
import { announceScheduleChange, announceScheduleRemoval } from '../scheduleMemory'
import { immunizationMessages } from '../schemas'

const keepsSchedule = accessFor(healthActions.keepSchedule)

/**
 * The immunization schedule the centre checks children against (North Carolina's requirements for
 * children in child care, seeded by ../seed.ts): each vaccine with the ages by which its doses are due.
 * Edited in /cms by admins when the state changes its rules; a public schedule, so anyone may read it
 * (../actions.ts: `readSchedule`, `keepSchedule`).
 */
export const Vaccines: CollectionConfig = {
  slug: 'vaccines',
  labels: { singular: 'Required vaccine', plural: 'Required vaccines' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'requiredUntilMonths', 'sortOrder'], group: 'Health and safety' },
  access: {
    admin: canOpenCms,
    create: keepsSchedule,
    read: accessFor(healthActions.readSchedule),
    readVersions: keepsSchedule,
    update: keepsSchedule,
    delete: keepsSchedule,
    unlock: keepsSchedule,
  },
  // Servers keep the schedule per language: every change is announced to them (../scheduleMemory.ts).
  hooks: { afterChange: [announceScheduleChange], afterDelete: [announceScheduleRemoval] },
  defaultSort: 'sortOrder',
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'A short name that never changes (DTaP, MMR…): doses and reports name the vaccine by it.' },
      validate: zodValidate(requiredText(immunizationMessages.vaccineCode, 32)),
    },
    { name: 'name', type: 'text', required: true, localized: true, validate: zodValidate(requiredText(immunizationMessages.vaccineName, MAX.line)) },
    {
      name: 'doses',
      label: 'Doses, in order',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'Each dose with the age (in months) by which it must have been given.' },
      fields: [{ name: 'dueByMonths', label: 'Due by the age of (months)', type: 'number', required: true, min: 0, max: 240, admin: { step: 1 } }],
    },
    {
      name: 'requiredUntilMonths',
      label: 'Not required from the age of (months)',
      type: 'number',
      min: 1,
      max: 240,
      admin: { description: 'Empty: required at every age. Hib and pneumococcal: 60 (not required of a child of five or older).' },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
  timestamps: true,
}
