import { kernelActions } from '@/access/kernelActions'
import { type Done, get, post } from './endpoint'
import type { UserRecord } from './records'
import type { AccountLanguage } from './schemas/accountLanguage'

/** The body's schema, in the chunk of its module, fetched when something validates (see endpoint.ts). */
const accountLanguage = () => import('./schemas/accountLanguage')

/**
 * The session as every screen reads it: "who am I" (the portal's and /admin's form, and /admin-dashboard's)
 * and signing out. The kernel's entries, which no feature owns; the accounts feature serves them (its
 * `sessionEndpoints` are these with the sign-in forms', src/features/accounts/endpoints.ts).
 */
export const sessionCoreEndpoints = {
  logout: post('/api/logout', null, kernelActions.signOut).returns<Done>(),
  /** The signed-in user, or 401. */
  currentUser: get('/api/auth/user', kernelActions.readOwnSession).returns<UserRecord>(),
  /** /admin-dashboard's form of the same question: `{ success, user }`, or 401 `{ success: false, message }`. */
  dashboardUser: get('/api/user', kernelActions.readOwnSession).returns<{ success: true; user: UserRecord }>(),
} as const

/**
 * The language switcher on every screen saves a signed-in person's choice on their account (served by the
 * accounts feature, whose `accountEndpoints` take this entry in).
 */
export const accountLanguageEndpoints = {
  saveLanguage: post('/api/account/language', async () => (await accountLanguage()).accountLanguageSchema, kernelActions.chooseLanguage).returns<Done & AccountLanguage>(),
} as const
