// The address is this file's place in src/app; the page lives with its feature (src/features/family-records: the child's progress behind the accounts' gate).
export { default, generateMetadata } from '@/features/family-records/screens/portal/ParentPortalPage'
