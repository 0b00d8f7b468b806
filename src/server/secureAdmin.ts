import { createHash, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { isProduction } from '@/lib/runtimeConfig'
import { HttpError } from './http/errors'
import { logIn } from './session'

/** The staff account the /secure-admin gate signs in as (created by the seed). */
export const SECURE_ADMIN_USERNAME = 'secure-admin'
export const DEV_SECURE_ADMIN_PASSWORD = 'secure-admin-dev'

/** The gate's shared password: SECURE_ADMIN_PASSWORD; a documented default only outside production. */
export function secureAdminPassword(): string | null {
  return process.env.SECURE_ADMIN_PASSWORD || (isProduction ? null : DEV_SECURE_ADMIN_PASSWORD)
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/**
 * Checks the gate's password on the server (constant time, whatever its length) and, when right,
 * opens a real admin session for the gate's staff account.
 */
export async function openSecureAdminSession(payload: Payload, password: string) {
  const secret = secureAdminPassword()
  if (!secret) throw new HttpError(503, 'The secure admin gate is not configured on this server.')
  if (!timingSafeEqual(digest(password), digest(secret))) throw new HttpError(401, 'Incorrect password. Please try again.')
  try {
    return await logIn(payload, { username: SECURE_ADMIN_USERNAME, password: secret })
  } catch {
    throw new HttpError(503, 'The secure admin account is not set up on this server (run the seed).')
  }
}
