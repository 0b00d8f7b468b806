import { EVERYONE, defineActions } from '@/access/actions'

/**
 * Who may do what with accounts (src/access/actions.ts): anyone may try to sign in or ask for a password
 * link (the credentials, the gate's password and the link's token are checked, rate-limited); an account
 * holder reads and changes their own account (an integration only reads its own: its key, role and
 * password are an admin's to manage, so a leaked key cannot entrench itself); admins keep every account.
 * Signing out, "who am I" and the language are the kernel's rows (src/access/kernelActions.ts).
 */
export const accountsActions = defineActions('accounts', {
  signIn: { what: 'sign in: with a username (or email) and password, or at /secure-admin with the gate’s shared password', callers: EVERYONE },
  recoverPassword: { what: 'ask for a password link by email, and set a new password through a link’s token (which signs the account in)', callers: EVERYONE },
  readAccount: {
    what: 'read an account and its choice of notices by email: one’s own (admins: every account)',
    callers: { admin: 'all', parent: 'self', teacher: 'self', editor: 'self', integration: 'self' },
  },
  // An integration never changes its own account (adminsOrSelfService before): its key, role and password are an admin's.
  changeAccount: {
    what: 'change an account: one’s own name, email (kept pending until an admin applies it), password and notices by email (admins: every account)',
    callers: { admin: 'all', parent: 'self', teacher: 'self', editor: 'self' },
  },
  manageAccounts: {
    what: 'create an account (a parent’s from the staff forms, invited by email to choose a password) and delete one; set an account’s role, a teacher’s classrooms, an integration’s API key, the email its holder asked for; read an account’s versions',
    callers: { admin: 'all' },
  },
})
