// The address is this file's place in src/app; the page lives with its feature (src/features/health).
export { default, generateMetadata } from '@/features/health/screens/staff/HealthPage'
