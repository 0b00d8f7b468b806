// The URL is this file's place in src/app; the handler lives with its feature (src/features/billing).
export { GET } from '@/features/billing/routes/statement'
