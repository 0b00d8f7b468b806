// The URL is this file's place in src/app; the handler lives with its feature (src/features/incidents).
export { GET } from '@/features/incidents/routes/incident'
