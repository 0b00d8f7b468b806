import { defineActions } from '@/access/actions'

/**
 * Who may do what with staff certifications (src/access/actions.ts): the director records them and keeps
 * the list of those expiring; a teacher reads their own. Parents, editors, integrations and visitors take
 * none of these.
 */
export const staffCredentialsActions = defineActions('staff-credentials', {
  readCredentials: { what: 'read a staff member’s credentials (CPR, first aid and others, with their expiry)', callers: { admin: 'all', teacher: 'self' } },
  reviewCredentials: { what: 'read every staff member’s credentials, the list of those expiring or expired, their earlier versions', callers: { admin: 'all' } },
  recordCredential: { what: 'record a staff member’s credential, attach the scan of their card, correct or remove one', callers: { admin: 'all' } },
})
