// The address is this file's place in src/app; the page lives with its feature (src/features/family-records: the families' lists with their daily records).
export { default, generateMetadata } from '@/features/family-records/screens/staff/admin-db/AdminDbPage'
