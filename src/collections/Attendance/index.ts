import type { CollectionConfig, Field } from 'payload'

import { admins } from '@/access/admins'
import { canOpenCms } from '@/access/contentManagers'
import { floorRecordEditors, floorRecordReaders, floorStaff } from '@/access/floorRecords'
import { attendanceMessages } from '@/contract/schemas/operations'
import { childField, familyField } from '../shared/fields'
import { FAMILY_RECORD } from '../shared/familyRecordCollection'
import { announceFloorChange } from '../shared/hooks/announceFloorChange'
import { attendanceRules } from './hooks/attendanceRules'

const systemSet = { readOnly: true } as const
const byUser = (name: string, label: string): Field => ({ name, label, type: 'relationship', relationTo: 'users', admin: systemSet })

/**
 * A child's attendance: one row per stay (checked in, then out), on the centre's calendar day, in the
 * classroom the child was in. Staff write it through check-in and check-out (hooks/attendanceRules.ts
 * decides what may change); parents read their own family's; teachers their classrooms'.
 */
export const Attendance: CollectionConfig = {
  slug: 'attendance',
  labels: { singular: 'Attendance', plural: 'Attendance' },
  admin: { useAsTitle: 'date', defaultColumns: ['date', 'child', 'classroom', 'checkedInAt', 'checkedOutAt', 'collectedBy'], group: 'Daily operations' },
  access: {
    admin: canOpenCms,
    create: floorStaff,
    read: floorRecordReaders,
    readVersions: admins,
    update: floorRecordEditors,
    delete: admins,
    unlock: admins,
  },
  hooks: { beforeChange: [attendanceRules], afterChange: [announceFloorChange] },
  // The day's screens read one classroom's day; the portal one family's; history one child's.
  indexes: [{ fields: ['classroom', 'date'] }, { fields: ['family', 'date'] }, { fields: ['child', 'date'] }],
  defaultSort: '-checkedInAt',
  custom: FAMILY_RECORD,
  fields: [
    childField(attendanceMessages.childId),
    { name: 'classroom', type: 'relationship', relationTo: 'classrooms', index: true, admin: systemSet },
    { name: 'date', type: 'text', index: true, admin: { ...systemSet, description: 'The centre’s calendar day (YYYY-MM-DD).' } },
    {
      // A copy of the child's, kept in step by the server: the ratio board counts the children present
      // from their stays alone, without reading every child (src/server/operations/ratios.ts).
      name: 'childBirthDate',
      label: 'Child’s date of birth',
      type: 'date',
      admin: { ...systemSet, date: { pickerAppearance: 'dayOnly' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'checkedInAt', type: 'date', admin: { ...systemSet, date: { pickerAppearance: 'dayAndTime' } } },
        byUser('checkedInBy', 'Checked in by'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'checkedOutAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        byUser('checkedOutBy', 'Checked out by'),
      ],
    },
    { name: 'pickup', type: 'relationship', relationTo: 'authorized-pickups', admin: { description: 'Who collected the child, from the child’s authorized list.' } },
    { name: 'collectedBy', type: 'text', admin: { description: 'The name of the person who collected the child (kept even if the pickup is later removed).' } },
    { name: 'collectedRelation', type: 'text', admin: systemSet },
    { name: 'overrideReason', type: 'text', admin: { description: 'Admins only: why the child was released to someone not on the list.' } },
    familyField,
  ],
  timestamps: true,
}
