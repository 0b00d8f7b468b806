// The URL is this file's place in src/app; the handlers live with their feature (src/features/drills).
export { GET } from '@/features/drills/routes/drills'
export { POST } from '@/features/drills/routes/drills'
