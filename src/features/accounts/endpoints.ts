import { type Done, get, post } from '@/contract/endpoint'
import type { UserRecord } from '@/contract/records'
import { accountLanguageEndpoints, sessionCoreEndpoints } from '@/contract/session'
import { accountsActions } from './actions'
import type { NotificationPreferences } from './schemas'

const parent = () => import('@/contract/schemas/parent')

/** The body schemas, in the chunk of their module, fetched when something validates (see src/contract/endpoint.ts). */
const schemas = () => import('./schemas')

type SignedIn = Done & { user: UserRecord }

/**
 * Sessions: /login, /admin-login, /secure-admin and every screen's "who am I" (→ api.session). Signing out
 * and "who am I" are the kernel's entries (src/contract/session.ts: every screen reads them), served here.
 */
export const sessionEndpoints = {
  login: post('/api/login', async () => (await schemas()).loginSchema, accountsActions.signIn).returns<SignedIn>(),
  logout: sessionCoreEndpoints.logout,
  currentUser: sessionCoreEndpoints.currentUser,
  dashboardUser: sessionCoreEndpoints.dashboardUser,
  secureAdminGate: post('/api/secure-admin/login', async () => (await schemas()).secureAdminGateSchema, accountsActions.signIn).returns<SignedIn>(),
} as const

/**
 * Password links by email (anyone; rate-limited): "forgot your password" (the same answer whether or not
 * an account matched) and a new password through a link's token, which signs the account in (→ api.password).
 */
export const passwordEndpoints = {
  forgot: post('/api/password/forgot', async () => (await schemas()).forgotPasswordSchema, accountsActions.recoverPassword).returns<Done>(),
  reset: post('/api/password/reset', async () => (await schemas()).resetPasswordSchema, accountsActions.recoverPassword).returns<SignedIn & { redirectTo: string }>(),
} as const

/** The signed-in account's own settings (→ api.account). */
export const accountEndpoints = {
  /** Which notices by email the account receives. */
  notifications: get('/api/account/notifications', accountsActions.readAccount).returns<NotificationPreferences>(),
  saveNotifications: post('/api/account/notifications', async () => (await schemas()).notificationPreferencesSchema, accountsActions.changeAccount).returns<Done & { notifications: NotificationPreferences }>(),
  /** The language of the account's portal and mails: the switcher saves it for a signed-in person (the kernel's entry, src/contract/session.ts). */
  saveLanguage: accountLanguageEndpoints.saveLanguage,
} as const

/** The admins' form for a parent's sign-in account, at /admin-dashboard's path and at /admin's (→ api.admin). */
export const accountAdminEndpoints = {
  /** Create a parent login account (/admin-dashboard): the same operation as `addUser`. */
  addParentAccount: post('/api/admin/parents', async () => (await parent()).parentAccountSchema, accountsActions.manageAccounts).returns<Done & { user: Pick<UserRecord, 'id' | 'firstName' | 'lastName' | 'invitationPending'> }>(),
  /** The same operation as `addParentAccount`, at /admin's path. */
  addUser: post('/api/admin/users', async () => (await parent()).parentAccountSchema, accountsActions.manageAccounts).returns<Done & { user: Pick<UserRecord, 'id' | 'firstName' | 'lastName' | 'invitationPending'> }>(),
} as const
