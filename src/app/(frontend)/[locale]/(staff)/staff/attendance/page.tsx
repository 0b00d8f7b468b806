import { AttendanceScreen } from '@/components/staff/operations/AttendanceScreen'
import { type LocaleParams, pageLocale, titleFrom } from '@/i18n/pages'

export const generateMetadata = titleFrom('staff.operations.attendance.title')

export default async function AttendancePage(props: LocaleParams) {
  await pageLocale(props)
  return <AttendanceScreen />
}
