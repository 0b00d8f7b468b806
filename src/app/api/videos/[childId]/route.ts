// The URL is this file's place in src/app; the handler lives with its feature (src/features/family-records).
export { GET } from '@/features/family-records/routes/videosOfChild'
