// The address is this file's place in src/app; the page lives with its feature (src/features/staff-credentials).
export { default, generateMetadata } from '@/features/staff-credentials/screens/staff/CredentialsPage'
