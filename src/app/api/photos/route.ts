// The URL is this file's place in src/app; the handler lives with its feature (src/features/photos).
export { GET } from '@/features/photos/routes/photos'
export { POST } from '@/features/photos/routes/photos'
