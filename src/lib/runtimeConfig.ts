/** Settings read from the environment, with the development defaults the README documents. */

export const isProduction = process.env.NODE_ENV === 'production'

export const serverURL = (process.env.SERVER_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')

/** Origins whose cookie-authenticated writes are accepted (CSRF). */
export const allowedOrigins = [
  serverURL,
  ...(process.env.EXTRA_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean),
]

export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  if (isProduction && process.env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error('PAYLOAD_SECRET must be set in production (npm start sets one up for the embedded database).')
  }
  return 'development-only-secret-change-me'
}

/**
 * Unset only in commands that never connect (type and import-map generation, `next build`); the dev,
 * test and start scripts always set it (embedded PostgreSQL when the user gave none).
 */
export function databaseURL(): string {
  return process.env.DATABASE_URL || 'postgres://DATABASE_URL-is-not-set@127.0.0.1:1/none'
}
