// The URL is this file's place in src/app; the handler lives with its feature (src/features/photos).
export { DELETE } from '@/features/photos/routes/photo'
