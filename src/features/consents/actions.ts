import { defineActions } from '@/access/actions'

/**
 * Who may do what with a child's consents (src/access/actions.ts), kept as history: the family records
 * them, the child's room's teachers read them (they need to know whom they may photograph), the director
 * records a paper form. Editors and visitors take none of these; nobody changes or deletes a row.
 */
export const consentsActions = defineActions('consents', {
  readConsents: { what: 'read a child’s consents and their history: a parent their own children’s, a teacher their rooms’ children’s', callers: { admin: 'all', integration: 'all', parent: 'family', teacher: 'rooms' } },
  recordConsent: { what: 'grant or withdraw a child’s consent (a parent: for their own children; an admin: from a paper form)', callers: { admin: 'all', parent: 'checked' } },
  overseeHistory: { what: 'read the consent history’s versions and unlock a row in the CMS', callers: { admin: 'all' } },
})
