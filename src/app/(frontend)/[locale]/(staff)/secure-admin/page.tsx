// The address is this file's place in src/app; the page lives with its feature (src/features/accounts).
export { default, generateMetadata } from '@/features/accounts/screens/staff/SecureAdminPage'
