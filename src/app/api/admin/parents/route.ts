// The URL is this file's place in src/app; the handler lives with its feature (src/features/families).
export { GET } from '@/features/families/routes/adminParents'

/** Create a parent login account (/admin-dashboard): the same operation as POST /api/admin/users. */
export { POST } from '../users/route'
