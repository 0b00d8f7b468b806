import type { Feature, RoutesOf } from '../feature'
import { accountsActions } from './actions'
import { Users } from './collection'
import { accountAdminEndpoints, accountEndpoints, passwordEndpoints, sessionEndpoints } from './endpoints'

/** Its /api entries, as the contract has them (src/registry/api.ts spreads them into their groups). */
const endpoints = { ...sessionEndpoints, ...passwordEndpoints, ...accountEndpoints, ...accountAdminEndpoints } as const

/**
 * The people who sign in: their accounts (the users collection), signing in and out, sessions, passwords
 * (forgot, reset, an invitation's link), the account's own settings, "who am I", the admins' form for a
 * parent's account, the /secure-admin gate and the sign-in screens. Knowing who is calling (the Actor, the
 * roles, the session cache and the portal's gate) stays in the kernel, which every feature stands on.
 */
export const accountsFeature = {
  name: 'accounts',
  collections: [Users],
  seed: [{ when: 'staff', run: async ({ payload, req, upsert, plan }) => (await import('./seed')).seedStaffAccounts(payload, req, upsert, plan) }],
  actions: accountsActions,
  messages: ['portal.signIn', 'portal.login', 'portal.forgot', 'portal.reset', 'portal.notices', 'staff.adminLogin', 'mail.passwordReset', 'mail.invitation'],
  endpoints,
  routes: {
    login: 'login',
    logout: 'logout',
    currentUser: 'currentUser',
    dashboardUser: 'dashboardUser',
    secureAdminGate: 'secureAdminLogin',
    forgot: 'forgotPassword',
    reset: 'resetPassword',
    notifications: 'notifications',
    saveNotifications: 'notifications',
    saveLanguage: 'language',
    addParentAccount: 'users',
    addUser: 'users',
  } satisfies RoutesOf<typeof endpoints>,
  pages: { '/login': 'screens/portal/LoginPage', '/forgot-password': 'screens/portal/ForgotPasswordPage', '/reset-password': 'screens/portal/ResetPasswordPage', '/admin-login': 'screens/staff/AdminLoginPage' },
} as const satisfies Feature
