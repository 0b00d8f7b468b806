// The URL is this file's place in src/app; the handler lives with its feature (src/features/health).
export { POST } from '@/features/health/routes/verifyHealthDocument'
