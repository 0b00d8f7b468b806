import 'server-only'

import { allowedOrigins } from '@/lib/runtimeConfig'
import { sessionTokenOf } from './sessionCache'

export const COOKIE_NOT_USED = 'Your session cookie was not used: cross-site or script request. Send Origin, or use an API key.'
export const API_KEY_NOT_ACCEPTED = 'That API key was not accepted: it is unknown, disabled, or not an integration account’s.'

const API_KEY = /^users API-Key /

/**
 * Why a request that sent credentials still has no session, when the reason is not simply an expired or
 * wrong one. Payload (its src/auth/extractJWT) uses the session cookie only when `Origin` is an allowed
 * origin, or, without `Origin`, when `Sec-Fetch-Site` is same-origin, same-site or none: that is what
 * stops another site from riding a parent's cookie. curl and scripts send neither header, so their
 * cookie is ignored and they used to meet a bare "Please log in.".
 */
export function whyNoSession(headers: Headers): string | null {
  if (API_KEY.test(headers.get('authorization') ?? '')) return API_KEY_NOT_ACCEPTED
  if (!sessionTokenOf(headers)) return null
  const origin = headers.get('origin')
  if (origin) return allowedOrigins.includes(origin) ? null : COOKIE_NOT_USED
  const site = headers.get('sec-fetch-site')
  return site === 'same-origin' || site === 'same-site' || site === 'none' ? null : COOKIE_NOT_USED
}

/** The message of a 401 for this request: why its credentials were not used, or `fallback` (e.g. "Please log in."). */
export const noSessionMessage = (request: Request, fallback: string): string => whyNoSession(request.headers) ?? fallback
