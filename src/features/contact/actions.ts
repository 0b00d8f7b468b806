import { EVERYONE, defineActions } from '@/access/actions'

/**
 * Who may do what with Quick Contact (src/access/actions.ts): anyone writes to the centre from /contact
 * (the forms' rate limit per address); admins read the messages, and the programs (integrations) read
 * them for the centre; only admins change or delete one.
 */
export const contactActions = defineActions('contact', {
  writeToCentre: { what: 'send the centre a Quick Contact message from /contact', callers: EVERYONE },
  readMessages: { what: 'read the Quick Contact messages', callers: { admin: 'all', integration: 'all' } },
  keepMessages: { what: 'change or delete a Quick Contact message, read its versions (in the CMS)', callers: { admin: 'all' } },
})
