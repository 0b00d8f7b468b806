import type { PayloadRequest } from 'payload'

import { sameSecret } from '@/lib/secrets'

import { isAdminUser } from './roles'

/** CRON_SECRET shorter than this is ignored: a guessable secret would open the jobs to anyone. */
export const CRON_SECRET_MIN_LENGTH = 32

/** `Authorization: Bearer <CRON_SECRET>`, compared in constant time; never true without a long secret. */
export function isCronRequest(headers: Headers, secret = process.env.CRON_SECRET ?? ''): boolean {
  if (secret.length < CRON_SECRET_MIN_LENGTH) return false
  const match = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')
  return match !== null && sameSecret(match[1]!, secret)
}

/**
 * Who may run Payload's queued jobs (GET /api/cms/payload-jobs/run and /handle-schedules): an admin,
 * or a cron sending CRON_SECRET as a bearer token. Payload's default lets any signed-in user.
 */
export const jobRunners = ({ req }: { req: PayloadRequest }): boolean => isAdminUser(req.user) || isCronRequest(req.headers)
