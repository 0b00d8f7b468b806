// The URL is this file's place in src/app; the handler lives with its feature (src/features/incidents).
export { POST } from '@/features/incidents/routes/acknowledge'
