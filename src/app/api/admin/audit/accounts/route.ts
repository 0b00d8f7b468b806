// The URL is this file's place in src/app; the handler lives with its feature (src/features/audit).
export { GET } from '@/features/audit/routes/auditAccounts'
