import { type Done, get, post } from '@/contract/endpoint'

import { attendanceActions } from './actions'
import type { AttendanceRecord, PickupRecord, StaffShiftRecord, TodayRoster } from './record'

/** The bodies' schemas, in a chunk of their own, fetched when something validates (see src/contract/endpoint.ts). */
const schemas = () => import('./schemas')

const pickupPath = (pickupId: string) => `/api/pickups/${encodeURIComponent(pickupId)}`

/**
 * Attendance's /api entries, composed into `api.operations` by src/registry/api.ts (screens and handlers
 * call them as `attendanceEndpoints.checkIn`, …; the tests read `api.operations.checkIn`): check-in and check-out (admins; teachers for their
 * classrooms), today's roster (staff: a classroom's children; a parent: their own children's times) and
 * staff attendance. Each path is written here only.
 */
export const attendanceEndpoints = {
  checkIn: post('/api/attendance/check-in', async () => (await schemas()).checkInSchema, attendanceActions.recordAttendance).returns<AttendanceRecord>(),
  checkOut: post('/api/attendance/check-out', async () => (await schemas()).checkOutSchema, attendanceActions.recordAttendance).returns<AttendanceRecord>(),
  /** An admin closes a check-out forgotten overnight, with the time the child left and a reason (kept on the record). */
  closeForgotten: post('/api/attendance/close-forgotten', async () => (await schemas()).closeForgottenSchema, attendanceActions.correctAttendance).returns<AttendanceRecord>(),
  /** `?classroomId=` narrows the roster to one classroom. */
  today: get('/api/attendance/today', attendanceActions.readAttendance).returns<TodayRoster>(),
  /** The caller's own open shift (null when not checked in). */
  staffShift: get('/api/attendance/staff', attendanceActions.workShift).returns<{ shift: StaffShiftRecord | null }>(),
  staffCheckIn: post('/api/attendance/staff/check-in', async () => (await schemas()).staffCheckInSchema, attendanceActions.workShift).returns<StaffShiftRecord>(),
  staffCheckOut: post('/api/attendance/staff/check-out', null, attendanceActions.workShift).returns<StaffShiftRecord>(),
} as const

/** The authorized pickups' /api entries, composed into `api.operations` after the ratio board's (src/registry/api.ts). */
export const pickupEndpoints = {
  /** The people authorized to collect children: a parent's own children's, a teacher's classrooms'; `?childId=` narrows. */
  pickups: get('/api/pickups', attendanceActions.readPickups).returns<PickupRecord[]>(),
  addPickup: post('/api/pickups', async () => (await schemas()).pickupSchema, attendanceActions.keepPickups).returns<PickupRecord>(),
  removePickup: post((pickupId: string) => `${pickupPath(pickupId)}/remove`, null, attendanceActions.keepPickups).returns<Done>(),
  /** A multipart form with the photo of the person in `file` (JPEG, PNG or WebP): sets or replaces it (the child's parent, or an admin). */
  setPickupPhoto: post((pickupId: string) => `${pickupPath(pickupId)}/photo`, async () => (await schemas()).pickupPhotoFields, attendanceActions.keepPickups).returns<PickupRecord>(),
  removePickupPhoto: post((pickupId: string) => `${pickupPath(pickupId)}/photo/remove`, null, attendanceActions.keepPickups).returns<PickupRecord>(),
} as const
