// The address is this file's place in src/app; the page lives with its feature (src/features/attendance).
export { default, generateMetadata } from '@/features/attendance/screens/staff/AttendancePage'
