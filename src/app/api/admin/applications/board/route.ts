// The URL is this file's place in src/app; the handler lives with its feature (src/features/applications).
export { GET } from '@/features/applications/routes/board'
