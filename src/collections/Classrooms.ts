import type { CollectionConfig } from 'payload'

import { accessFor } from '@/access/actions'
import { classroomReaders } from '@/access/classrooms'
import { canOpenCms } from '@/access/contentManagers'
import { kernelActions } from '@/access/kernelActions'
import { MAX } from '@/lib/constants'
import { requiredText } from '@/contract/schemas/fields'
import { classroomMessages } from '@/contract/schemas/operations'
import { zodValidate } from './shared/zodValidate'

const wholeNumberAtLeast = (min: number, message: string) => (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min ? true : message

/**
 * A classroom: its name, the ages it takes (months, the youngest included, the oldest excluded) and how
 * many children it may hold. Children are assigned to one (children.classroom), teachers to some
 * (users.classrooms). The staff a room needs follows from the children present (src/features/ratios/ratioTable.ts).
 */
const keepsClassrooms = accessFor(kernelActions.keepClassrooms)

export const Classrooms: CollectionConfig = {
  slug: 'classrooms',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'ageFromMonths', 'ageToMonths', 'capacity'], group: 'Centre' },
  access: {
    admin: canOpenCms,
    create: keepsClassrooms,
    read: classroomReaders,
    readVersions: keepsClassrooms,
    update: keepsClassrooms,
    delete: keepsClassrooms,
    unlock: keepsClassrooms,
  },
  defaultSort: 'ageFromMonths',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, validate: zodValidate(requiredText(classroomMessages.name, MAX.name)) },
    {
      type: 'row',
      fields: [
        {
          name: 'ageFromMonths',
          label: 'Youngest age (months)',
          type: 'number',
          required: true,
          min: 0,
          validate: wholeNumberAtLeast(0, classroomMessages.ageFromMonths),
        },
        {
          name: 'ageToMonths',
          label: 'Up to age (months, not included)',
          type: 'number',
          required: true,
          validate: (value: unknown, { siblingData }: { siblingData: { ageFromMonths?: unknown } }) =>
            typeof value === 'number' && Number.isInteger(value) && value > Number(siblingData.ageFromMonths ?? 0) ? true : classroomMessages.ageToMonths,
        },
        { name: 'capacity', type: 'number', required: true, validate: wholeNumberAtLeast(1, classroomMessages.capacity) },
      ],
    },
  ],
  timestamps: true,
}
