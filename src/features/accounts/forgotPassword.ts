import { addDataAndFileToRequest, generatePayloadCookie } from 'payload'
import type { Endpoint, PayloadRequest } from 'payload'

import { MAIL_NOT_SET_UP, mailDelivers } from '@/mail/settings'
import { deliverSoon } from '@/mail/queue'
import { requestPasswordReset, resetPasswordWithLink } from './passwordLinks'

/** What a server that cannot send mail says: the reset link must never go to the server's log instead. */
export const RESET_MAIL_NOT_SET_UP = MAIL_NOT_SET_UP

/** Every forgot-password request is answered this long after it arrived (at the earliest). */
export const FORGOT_PASSWORD_ANSWER_MS = 600

/** The same words for every login, known or not. */
export const RESET_MAIL_ANSWER = 'If an account with an email address matches, a link to choose a new password is on its way. It works for one hour.'

/**
 * Answers "forgot password" at a fixed pace: whether an account matched, was throttled or was mailed,
 * the answer and its time are the same (a known account costs a token write and a queued mail, an
 * unknown one nothing: the time would tell which names exist). Used by /api/password/forgot and by the
 * CMS's own POST /api/cms/users/forgot-password below.
 */
export async function answerForgotPassword(run: () => Promise<void>): Promise<void> {
  const started = Date.now()
  try {
    await run()
  } finally {
    const left = FORGOT_PASSWORD_ANSWER_MS - (Date.now() - started)
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  }
}

/**
 * Payload's POST /api/cms/users/forgot-password (the CMS's "Forgot password?"), replaced (matched before
 * Payload's own): the same mail as the site's, with a link to /reset-password, sent through the queue.
 */
export const pacedForgotPassword: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    // The same answer for every name, before anything is looked up.
    if (!mailDelivers()) return Response.json({ message: RESET_MAIL_NOT_SET_UP }, { status: 503 })
    await answerForgotPassword(async () => {
      await addDataAndFileToRequest(req)
      const data = (req.data ?? {}) as { email?: unknown; username?: unknown }
      const login = typeof data.username === 'string' && data.username ? data.username : typeof data.email === 'string' ? data.email : ''
      await requestPasswordReset(req.payload, login)
    })
    deliverSoon(req.payload)
    return Response.json({ message: req.t('general:success') }, { status: 200 })
  },
}

/**
 * Payload's POST /api/cms/users/reset-password (the CMS's reset screen), replaced: the link's token is
 * looked up by its hash (src/features/accounts/passwordLinks.ts), with the password rules of every form.
 */
export const hashedResetPassword: Endpoint = {
  path: '/reset-password',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    await addDataAndFileToRequest(req)
    const data = (req.data ?? {}) as { token?: unknown; password?: unknown }
    const { token, user } = await resetPasswordWithLink(
      req.payload,
      { token: typeof data.token === 'string' ? data.token : '', password: typeof data.password === 'string' ? data.password : '' },
      req.headers,
    )
    const cookie = generatePayloadCookie({ collectionAuthConfig: req.payload.collections.users.config.auth, cookiePrefix: req.payload.config.cookiePrefix, token })
    return Response.json({ message: 'Password reset successfully.', user: { id: user.id } }, { status: 200, headers: { 'Set-Cookie': cookie as string } })
  },
}
