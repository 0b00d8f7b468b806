// The URL is this file's place in src/app; the handler lives with its feature (src/features/accounts).
export { POST } from '@/features/accounts/routes/resetPassword'
