import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { canOpenCms } from '@/access/contentManagers'
import { isAdminUser, teacherClassroomIds } from '@/access/roles'
import { lockedRow } from '@/collections/shared/lockedRow'
import { refuse } from '@/collections/shared/refuse'
import { centreToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import { attendanceCorrectors, staffAttendanceEditors, staffAttendanceReaders, staffAttendanceRecorders } from '../access'
import { announceFloorChange } from '../hooks/announceFloorChange'
import { attendanceMessages } from '../schemas'

const SYSTEM_FIELDS = ['staff', 'classroom', 'date', 'checkedInAt', 'checkedOutAt'] as const

/**
 * Staff check themselves in (to the classroom they work in) and out. The staff member is the session's
 * user, never input; a teacher checks in only to a classroom they are assigned to; one open row per
 * person (and a partial unique index behind it); a row that is checked out is closed.
 */
const staffAttendanceRules: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  // The demo seed writes past days as they were (src/features/attendance/seed.ts); no request can set this.
  if (req.context.seedHistory === true) return data
  const user = req.user
  if (!user) return refuse('Please log in.', 403)
  const now = new Date().toISOString()
  if (operation === 'create') {
    const classroom = relationId(data.classroom) ?? refuse(attendanceMessages.staffClassroom, 400, 'classroom')
    if (!isAdminUser(user) && !teacherClassroomIds(user).includes(classroom)) refuse(attendanceMessages.staffClassroom, 403, 'classroom')
    const room = await req.payload.findByID({ collection: 'classrooms', id: classroom, depth: 0, req, overrideAccess: false, user, select: { name: true } }).catch(() => null)
    if (!room) refuse('Classroom not found', 404, 'classroom')
    const open = await req.payload.count({
      collection: 'staff-attendance',
      where: { and: [{ staff: { equals: user.id } }, { checkedOutAt: { exists: false } }] },
      // Their own rows, which they may read (src/features/attendance/access.ts).
      overrideAccess: false,
      user,
      req,
    })
    if (open.totalDocs > 0) refuse(attendanceMessages.staffAlreadyIn, 409)
    return { staff: user.id, classroom, date: centreToday(), checkedInAt: now, checkedOutAt: null }
  }
  // The shift as it is now, locked until this change commits: a second check-out at the same moment finds it closed.
  const original = ((originalDoc?.id ? await lockedRow<Record<string, unknown>>(req, 'staff-attendance', originalDoc.id) : null) ?? originalDoc ?? {}) as Record<string, unknown>
  const kept = Object.fromEntries(SYSTEM_FIELDS.map((field) => [field, original[field] ?? null]))
  if (data.checkedOutAt === undefined || data.checkedOutAt === null) return kept
  if (original.checkedOutAt) return refuse(attendanceMessages.staffNotIn, 409)
  return { ...kept, checkedOutAt: now }
}

/** When staff were at work, and in which classroom: the ratio board counts the staff present per room. */
export const StaffAttendance: CollectionConfig = {
  slug: 'staff-attendance',
  labels: { singular: 'Staff attendance', plural: 'Staff attendance' },
  admin: { useAsTitle: 'date', defaultColumns: ['date', 'staff', 'classroom', 'checkedInAt', 'checkedOutAt'], group: 'Daily operations' },
  access: {
    admin: canOpenCms,
    create: staffAttendanceRecorders,
    read: staffAttendanceReaders,
    readVersions: attendanceCorrectors,
    update: staffAttendanceEditors,
    delete: attendanceCorrectors,
    unlock: attendanceCorrectors,
  },
  hooks: { beforeChange: [staffAttendanceRules], afterChange: [announceFloorChange] },
  indexes: [{ fields: ['classroom', 'date'] }, { fields: ['staff', 'date'] }],
  defaultSort: '-checkedInAt',
  fields: [
    { name: 'staff', type: 'relationship', relationTo: 'users', index: true, admin: { readOnly: true } },
    { name: 'classroom', type: 'relationship', relationTo: 'classrooms', required: true, index: true },
    { name: 'date', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'checkedInAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'checkedOutAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
  timestamps: true,
}
