// The URL is this file's place in src/app; the handler lives with its feature (src/features/consents).
export { GET } from '@/features/consents/routes/consents'
export { POST } from '@/features/consents/routes/consents'
