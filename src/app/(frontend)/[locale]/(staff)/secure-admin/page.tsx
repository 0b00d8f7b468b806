// The address is this file's place in src/app; the page lives with its feature (src/features/families: the accounts' gate before the families' lists).
export { default, generateMetadata } from '@/features/families/screens/staff/SecureAdminPage'
