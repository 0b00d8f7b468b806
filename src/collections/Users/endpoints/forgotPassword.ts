import { addDataAndFileToRequest, forgotPasswordOperation } from 'payload'
import type { Endpoint, PayloadRequest } from 'payload'

/** What a production server without mail says: the reset link must never go to the server's log instead. */
export const RESET_MAIL_NOT_SET_UP = 'Password reset by email is not set up on this server yet. Please ask the centre to reset your password.'

/**
 * Mail leaves the server only through an email adapter in the Payload config (issue 15 adds one for
 * SMTP_URL); without one Payload prints every mail, reset links included, to the log.
 */
const resetMailUnavailable = (req: PayloadRequest) => process.env.NODE_ENV === 'production' && !req.payload.config.email

/** Every forgot-password request is answered this long after it arrived (at the earliest). */
export const FORGOT_PASSWORD_ANSWER_MS = 600

/**
 * Payload's POST /api/cms/users/forgot-password, answered at a fixed pace. Payload answers "Success"
 * for any name, but a known account costs a token write and an email while an unknown one costs
 * nothing, and a second request within its 15 s interval is quick again: the time told which names
 * exist. This endpoint (matched before Payload's own) runs the same operation, then waits until
 * FORGOT_PASSWORD_ANSWER_MS have passed, whatever happened.
 */
export const pacedForgotPassword: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    // The same answer for every name, before anything is looked up: no reset link in a log anyone reads.
    if (resetMailUnavailable(req)) return Response.json({ message: RESET_MAIL_NOT_SET_UP }, { status: 503 })
    const started = Date.now()
    try {
      await addDataAndFileToRequest(req)
      const data = (req.data ?? {}) as { email?: unknown; username?: unknown }
      await forgotPasswordOperation({
        collection: req.payload.collections.users,
        data: {
          email: typeof data.email === 'string' ? data.email : '',
          username: typeof data.username === 'string' ? data.username : '',
        },
        req,
      })
      return Response.json({ message: req.t('general:success') }, { status: 200 })
    } finally {
      const left = FORGOT_PASSWORD_ANSWER_MS - (Date.now() - started)
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
    }
  },
}
