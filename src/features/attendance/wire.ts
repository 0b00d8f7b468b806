import 'server-only'

import type { ClassroomRecord } from '@/contract/records'
import { relationId } from '@/lib/relationId'
import type { Attendance, AuthorizedPickup, Classroom, StaffAttendance } from '@/payload-types'
import type { AttendanceRecord, PickupRecord, StaffShiftRecord } from './record'

export const wireClassroom = (room: Pick<Classroom, 'id' | 'name' | 'ageFromMonths' | 'ageToMonths' | 'capacity'>): ClassroomRecord => ({
  id: room.id,
  name: room.name,
  ageFromMonths: room.ageFromMonths,
  ageToMonths: room.ageToMonths,
  capacity: room.capacity,
})

/** `photoUrl`: the URL of the person's photo, looked up by the caller (pickupPhotos.ts). */
export const wirePickup = (pickup: AuthorizedPickup, photoUrl: string | null = null): PickupRecord => ({
  id: pickup.id,
  childId: relationId(pickup.child)!,
  name: pickup.name,
  relation: pickup.relation,
  phone: pickup.phone,
  photoUrl,
  createdAt: pickup.createdAt,
})

export const wireAttendance = (row: Attendance): AttendanceRecord => ({
  id: row.id,
  childId: relationId(row.child)!,
  classroomId: relationId(row.classroom),
  date: row.date ?? '',
  checkedInAt: row.checkedInAt ?? row.createdAt,
  checkedOutAt: row.checkedOutAt ?? null,
  collectedBy: row.collectedBy ?? null,
  collectedRelation: row.collectedRelation ?? null,
  overrideReason: row.overrideReason ?? null,
  movedToClassroomId: relationId(row.movedTo),
  continuesStayId: relationId(row.continuesStay),
  forgottenReason: row.forgottenReason ?? null,
})

export const wireStaffShift = (row: StaffAttendance): StaffShiftRecord => ({
  id: row.id,
  staffId: relationId(row.staff)!,
  classroomId: relationId(row.classroom)!,
  date: row.date ?? '',
  checkedInAt: row.checkedInAt ?? row.createdAt,
  checkedOutAt: row.checkedOutAt ?? null,
})
