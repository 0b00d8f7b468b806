import type { Access, AccessArgs, Where } from 'payload'

import { accessFor } from '@/access/actions'
import { inTeachersClassrooms } from '@/access/classrooms'
import { ownFamily, ownRecords, ownRooms } from '@/access/scopes'
import { attendanceActions } from './actions'

/**
 * A record not written yet has no row to filter: a caller whose reach is their family, rooms or own may
 * add one, and the collection's rules decide that it is theirs (the child looked up with their rights,
 * "Child not found" otherwise; the staff member taken from the session).
 */
const decidedByTheRules = () => true

/**
 * A child's stays (they carry the child's `classroom` and `family`): admins and integrations read all; a
 * teacher their classrooms' rows; a parent their own family's rows (./actions.ts). One indexed equality
 * or `in` on the row itself, never a join.
 */
export const attendanceReaders: Access = accessFor(attendanceActions.readAttendance, { rooms: ownRooms('classroom'), family: ownFamily('family') })

/** Who checks a child in: admins, and teachers (hooks/attendanceRules.ts checks the child is in their classrooms). */
export const attendanceRecorders: Access = accessFor(attendanceActions.recordAttendance, { rooms: decidedByTheRules })

/** Who changes a stay (a check-out): admins all; a teacher their classrooms' rows. */
export const attendanceEditors: Access = accessFor(attendanceActions.recordAttendance, { rooms: ownRooms('classroom') })

/** The director's corrections (a stay, a shift, a pickup list): removing one, its earlier versions, unlocking it in the CMS. */
export const attendanceCorrectors: Access = accessFor(attendanceActions.correctAttendance)

/**
 * Authorized pickups: admins and integrations read all; a parent reads their family's; a teacher reads
 * those of the children in their classrooms (they check the list at check-out).
 */
export const pickupReaders: Access = accessFor(attendanceActions.readPickups, { family: ownFamily('family'), rooms: ownRooms('child.classroom') })

/**
 * Who authorizes a pickup person: the child's parent (in writing, NC 10A NCAC 09 .0801), or an admin
 * recording a parent's form. The child is looked up with the parent's rights (setFamilyFromChild).
 */
export const pickupAuthorizers: Access = accessFor(attendanceActions.keepPickups, { family: decidedByTheRules })

/** Who changes or removes one: admins; a parent their own family's. */
export const pickupEditors: Access = accessFor(attendanceActions.keepPickups, { family: ownFamily('family') })

/** A teacher's shifts and who is working in their classrooms: one `or` on the row itself. */
const teachersShifts = ({ req: { user } }: AccessArgs): Where => ({ or: [{ staff: { equals: user!.id } }, inTeachersClassrooms('classroom', user)] })

/**
 * Staff attendance: admins and integrations read all; a teacher reads their own rows and who is working
 * in their classrooms (the ratio board counts them). Parents and editors: none.
 */
export const staffAttendanceReaders: Access = accessFor(attendanceActions.readShifts, { rooms: teachersShifts })

/** Who checks in: admins and teachers (a new shift is the session's user's, in a classroom of theirs: the collection's rules). */
export const staffAttendanceRecorders: Access = accessFor(attendanceActions.workShift, { self: decidedByTheRules })

/** Who checks out a row: admins any; a teacher their own. */
export const staffAttendanceEditors: Access = accessFor(attendanceActions.workShift, { self: ownRecords('staff') })
