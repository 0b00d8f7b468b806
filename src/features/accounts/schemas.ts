import { z } from '@/contract/schemas/z'

import { MAX } from '@/lib/constants'
import { passwordField } from '@/contract/schemas/parent'
import { requiredText } from '@/contract/schemas/fields'

export const loginSchema = z.object({
  username: requiredText('Username is required', MAX.username),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX.password, `Must be at most ${MAX.password} characters`),
})

export type LoginInput = z.input<typeof loginSchema>

/** The /secure-admin gate: the centre's shared password. */
export const secureAdminGateSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
})

export const passwordMessages = {
  login: 'Enter your username or email',
  token: 'This link is incomplete. Please open the link from the mail again, or ask for a new one.',
  confirm: 'The two passwords are not the same',
} as const

/** Changing one's own password, username or email needs the current password (hooks/currentPassword.ts). */
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your password, username or email.'
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.'

/** /forgot-password: a username or an email. */
export const forgotPasswordSchema = z.object({
  login: requiredText(passwordMessages.login, Math.max(MAX.username, MAX.email)),
})

/** /api/password/reset: the link's token and the new password (the rules of every password form). */
export const resetPasswordSchema = z.object({
  token: z.string({ error: passwordMessages.token }).min(1, passwordMessages.token).max(200, passwordMessages.token),
  password: passwordField,
})

/** The /reset-password form: the password twice (only the first is sent). */
export const resetPasswordFormSchema = z
  .object({ password: passwordField, confirm: z.string() })
  .refine((value) => value.password === value.confirm, { message: passwordMessages.confirm, path: ['confirm'] })

/** The parent portal's "Email notices": which notices the account receives. */
export const notificationPreferencesSchema = z.object({
  applicationUpdates: z.boolean({ error: 'Choose yes or no' }),
  newsletters: z.boolean({ error: 'Choose yes or no' }),
  // Optional so that a client written before it (which sends the two above) keeps working:
  // left out, the account's choice stays as it is.
  messages: z.boolean({ error: 'Choose yes or no' }).optional(),
  invoices: z.boolean({ error: 'Choose yes or no' }).optional(),
  medication: z.boolean({ error: 'Choose yes or no' }).optional(),
})

/** The language switcher of a signed-in person: the kernel's entry (src/contract/session.ts), as every screen has the switcher. */
export { accountLanguageSchema, LANGUAGE_MESSAGE, type AccountLanguage } from '@/contract/schemas/accountLanguage'

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>
