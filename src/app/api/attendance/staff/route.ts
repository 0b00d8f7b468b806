// The URL is this file's place in src/app; the handler lives with its feature (src/features/attendance).
export { GET } from '@/features/attendance/routes/staffShift'
