// The URL is this file's place in src/app; the handler lives with its feature (src/features/staff-credentials).
export { POST } from '@/features/staff-credentials/routes/credentialCard'
