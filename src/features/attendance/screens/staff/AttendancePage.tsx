import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'
import { AttendanceScreen } from './AttendanceScreen'

export const generateMetadata = titleFrom('staff.operations.attendance.title')

/** /staff/attendance: the day's check-in and check-out on a classroom's tablet. */
export default async function AttendancePage(props: LocaleParams) {
  await pageLocale(props)
  return <AttendanceScreen />
}
