import { defineActions } from '@/access/actions'

/**
 * Who may do what in attendance and authorized pickups (src/access/actions.ts): the floor staff check
 * children in and out and themselves on and off shift, the family keeps its pickup list, the programs
 * (integrations) read the day for the centre, and the director corrects the records. Editors and
 * visitors take none of these.
 */
export const attendanceActions = defineActions('attendance', {
  readAttendance: { what: 'read the children’s stays: today’s roster, who came in when and who collected them', callers: { admin: 'all', integration: 'all', teacher: 'rooms', parent: 'family' } },
  // A teacher's check-in is of a child of their rooms (the rules look the child up with the teacher's rights); a check-out changes a stay of their rooms.
  recordAttendance: { what: 'check a child in, and out to a person on the child’s authorized list', callers: { admin: 'all', teacher: 'rooms' } },
  correctAttendance: { what: 'correct the day’s records: close a check-out forgotten overnight, remove a stay or a shift, read the earlier versions of stays, shifts and pickup lists', callers: { admin: 'all' } },
  readShifts: { what: 'read the staff’s shifts: who works in which classroom (the ratio board counts them)', callers: { admin: 'all', integration: 'all', teacher: 'rooms' } },
  workShift: { what: 'check oneself in to a classroom and out again, and read one’s own open shift', callers: { admin: 'all', teacher: 'self' } },
  readPickups: { what: 'read the people authorized to collect a child', callers: { admin: 'all', integration: 'all', teacher: 'rooms', parent: 'family' } },
  // In writing, by the child's parent (NC 10A NCAC 09 .0801), or an admin recording a parent's form.
  keepPickups: { what: 'authorize a person to collect a child, take them off the list, set or remove their photo', callers: { admin: 'all', parent: 'family' } },
})
