// The address is this file's place in src/app; the page lives with its feature (src/features/ratios).
export { default, generateMetadata } from '@/features/ratios/screens/staff/RatiosPage'
