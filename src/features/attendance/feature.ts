import type { Feature, RoutesOf } from '../feature'
import { attendanceActions } from './actions'
import { forgottenCheckOutsTask } from './jobs/forgottenCheckOuts'
import { Attendance } from './collections/attendance'
import { AuthorizedPickups } from './collections/authorizedPickups'
import { StaffAttendance } from './collections/staffAttendance'
import { attendanceEndpoints, pickupEndpoints } from './endpoints'

/** Its /api entries, as the contract has them (src/registry/api.ts spreads them into their groups). */
const endpoints = { ...attendanceEndpoints, ...pickupEndpoints } as const

/**
 * Attendance and authorized pickups: floor staff check children in and out (to a person the family
 * authorized), check themselves in and out, an admin closes a check-out forgotten overnight; parents
 * keep their children's pickup list, with photos. Its collections in their CMS menu order.
 */
export const attendanceFeature = {
  name: 'attendance',
  collections: [AuthorizedPickups, Attendance, StaffAttendance],
  jobs: [forgottenCheckOutsTask],
  startUps: [{ name: 'floor changes', load: async () => (await import('./boot')).followFloorChanges }],
  seed: [
    { when: 'child-days', run: async ({ req, upsert }, { history, ...child }) => (await import('./seed')).seedPickupsAndStaysOf(upsert, req, history, child) },
    { when: 'staff-days', run: async ({ upsert }, { teachers, days, history }) => (await import('./seed')).seedShiftsOf(upsert, history, teachers, days) },
  ],
  actions: attendanceActions,
  messages: ['portal.today', 'mail.forgottenCheckOut'],
  endpoints,
  routes: {
    checkIn: 'checkIn',
    checkOut: 'checkOut',
    closeForgotten: 'closeForgotten',
    today: 'today',
    staffShift: 'staffShift',
    staffCheckIn: 'staffCheckIn',
    staffCheckOut: 'staffCheckOut',
    pickups: 'pickups',
    addPickup: 'pickups',
    removePickup: 'removePickup',
    setPickupPhoto: 'pickupPhoto',
    removePickupPhoto: 'removePickupPhoto',
  } satisfies RoutesOf<typeof endpoints>,
  pages: { '/staff/attendance': 'screens/staff/AttendancePage' },
} as const satisfies Feature
