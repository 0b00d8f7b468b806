// The URL is this file's place in src/app; the handler lives with its feature (src/features/applications).
export { PATCH } from '@/features/applications/routes/move'
