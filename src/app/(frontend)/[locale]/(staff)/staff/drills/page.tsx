// The address is this file's place in src/app; the page lives with its feature (src/features/drills).
export { default, generateMetadata } from '@/features/drills/screens/staff/DrillsPage'
