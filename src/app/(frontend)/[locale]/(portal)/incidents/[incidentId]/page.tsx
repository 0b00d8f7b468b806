// The address is this file's place in src/app; the page lives with its feature (src/features/incidents).
export { default, generateMetadata } from '@/features/incidents/screens/portal/IncidentPage'
