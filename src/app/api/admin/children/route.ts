// The URL is this file's place in src/app; the handler lives with its feature (src/features/families).
export { GET } from '@/features/families/routes/adminChildren'
export { POST } from '@/features/families/routes/adminChildren'
