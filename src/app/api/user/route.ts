// The URL is this file's place in src/app; the handler lives with its feature (src/features/accounts).
export { GET } from '@/features/accounts/routes/dashboardUser'
