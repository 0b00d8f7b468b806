// The URL is this file's place in src/app; the handlers live with their features (src/features/families: the
// list; src/features/accounts: a parent's login account created, the same operation as POST /api/admin/users).
export { GET } from '@/features/families/routes/adminParents'
export { POST } from '@/features/accounts/routes/users'
