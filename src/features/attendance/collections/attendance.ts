import type { CollectionConfig, Field } from 'payload'

import { canOpenCms } from '@/access/contentManagers'
import { childField, familyField } from '@/collections/shared/fields'
import { FAMILY_RECORD } from '@/collections/shared/familyRecordMark'
import { attendanceCorrectors, attendanceEditors, attendanceReaders, attendanceRecorders } from '../access'
import { announceFloorChange } from '../hooks/announceFloorChange'
import { attendanceRules } from '../hooks/attendanceRules'
import { continueMovedStay } from '../hooks/continueMovedStay'
import { attendanceMessages } from '../schemas'

const systemSet = { readOnly: true } as const
const byUser = (name: string, label: string): Field => ({ name, label, type: 'relationship', relationTo: 'users', admin: systemSet })

/**
 * A child's attendance: one row per stay (checked in, then out), on the centre's calendar day, in the
 * classroom the child was in. Staff write it through check-in and check-out (hooks/attendanceRules.ts
 * decides what may change); parents read their own family's; teachers their classrooms' (../actions.ts).
 */
export const Attendance: CollectionConfig = {
  slug: 'attendance',
  labels: { singular: 'Attendance', plural: 'Attendance' },
  admin: { useAsTitle: 'date', defaultColumns: ['date', 'child', 'classroom', 'checkedInAt', 'checkedOutAt', 'collectedBy'], group: 'Daily operations' },
  access: {
    admin: canOpenCms,
    create: attendanceRecorders,
    read: attendanceReaders,
    readVersions: attendanceCorrectors,
    update: attendanceEditors,
    delete: attendanceCorrectors,
    unlock: attendanceCorrectors,
  },
  hooks: { beforeChange: [attendanceRules], afterChange: [continueMovedStay, announceFloorChange] },
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
      // from their stays alone, without reading every child (src/features/ratios/service.ts).
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
        { name: 'checkedOutAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } }, custom: { dayMessage: attendanceMessages.leftAt } },
        byUser('checkedOutBy', 'Checked out by'),
      ],
    },
    { name: 'pickup', type: 'relationship', relationTo: 'authorized-pickups', admin: { description: 'Who collected the child, from the child’s authorized list.' } },
    { name: 'collectedBy', type: 'text', admin: { description: 'The name of the person who collected the child (kept even if the pickup is later removed).' } },
    { name: 'collectedRelation', type: 'text', admin: systemSet },
    { name: 'overrideReason', type: 'text', admin: { description: 'Admins only: why the child was released to someone not on the list.' } },
    {
      // A child moved to another classroom while checked in: this stay ends at the move and a stay in the
      // new room continues it from the same instant, so the records say where the child was when.
      name: 'movedTo',
      label: 'Moved to',
      type: 'relationship',
      relationTo: 'classrooms',
      admin: { ...systemSet, description: 'The classroom the child moved to when this stay ended (the stay there continues this one).' },
    },
    {
      name: 'continuesStay',
      label: 'Continues the stay',
      type: 'relationship',
      relationTo: 'attendance',
      // One continuation per moved stay, whoever tries.
      unique: true,
      admin: { ...systemSet, description: 'The stay in the previous classroom, when the child moved rooms while checked in.' },
    },
    {
      name: 'forgottenReason',
      label: 'Why the check-out was recorded later',
      type: 'text',
      // Admins close a forgotten stay here too (with when the child left, above): the rules check both.
      admin: { description: 'A check-out forgotten overnight (a stay still open from an earlier day): admins set when the child left and why; kept on the record.' },
    },
    {
      // Claimed in the database by the job that mails the admins (src/features/attendance/jobs/forgottenCheckOuts.ts): once per stay.
      name: 'forgottenNoticeAt',
      label: 'Admins told of the forgotten check-out at',
      type: 'date',
      admin: { ...systemSet, date: { pickerAppearance: 'dayAndTime' } },
    },
    familyField,
  ],
  timestamps: true,
}
