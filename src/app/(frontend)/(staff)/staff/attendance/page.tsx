import type { Metadata } from 'next'

import { AttendanceScreen } from '@/components/staff/operations/AttendanceScreen'

export const metadata: Metadata = { title: 'Attendance' }

export default function AttendancePage() {
  return <AttendanceScreen />
}
