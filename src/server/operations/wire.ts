import 'server-only'

import type { AttendanceRecord, ClassroomRecord, IncidentRecord, PickupRecord, StaffShiftRecord } from '@/contract/records'
import type { Attendance, AuthorizedPickup, Classroom, Incident, StaffAttendance } from '@/payload-types'
import { relationId } from '@/lib/relationId'

export const wireClassroom = (room: Pick<Classroom, 'id' | 'name' | 'ageFromMonths' | 'ageToMonths' | 'capacity'>): ClassroomRecord => ({
  id: room.id,
  name: room.name,
  ageFromMonths: room.ageFromMonths,
  ageToMonths: room.ageToMonths,
  capacity: room.capacity,
})

/** `photoUrl`: the URL of the person's photo, looked up by the caller (src/server/operations/pickupPhotos.ts). */
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

export const wireIncident = (report: Incident): IncidentRecord => ({
  id: report.id,
  childId: relationId(report.child)!,
  classroomId: relationId(report.classroom),
  occurredAt: report.occurredAt,
  place: report.place,
  description: report.description,
  firstAid: report.firstAid || null,
  witnesses: report.witnesses || null,
  reportedBy: relationId(report.reportedBy),
  staffSignature: report.staffSignature,
  staffSignedAt: report.staffSignedAt ?? null,
  parentSignature: report.parentSignature ?? null,
  acknowledgedAt: report.acknowledgedAt ?? null,
  locked: Boolean(report.acknowledgedAt),
  addenda: (report.addenda ?? []).map((entry) => ({ id: entry.id ?? '', text: entry.text, addedBy: relationId(entry.addedBy), addedAt: entry.addedAt ?? null })),
  createdAt: report.createdAt,
})
