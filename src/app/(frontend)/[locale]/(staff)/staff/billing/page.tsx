// The address is this file's place in src/app; the page lives with its feature (src/features/billing).
export { default, generateMetadata } from '@/features/billing/screens/staff/BillingPage'
