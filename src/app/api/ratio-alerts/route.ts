// The URL is this file's place in src/app; the handler lives with its feature (src/features/ratios).
export { GET } from '@/features/ratios/routes/ratioAlerts'
