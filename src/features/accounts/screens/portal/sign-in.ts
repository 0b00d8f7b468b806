'use client'

import { useRouter as usePlainRouter } from 'next/navigation'
import { useSWRConfig } from 'swr'

import { CURRENT_USER_KEY, type SessionUser } from '@/components/session/session'
import { sessionEndpoints } from '../../endpoints'
import { ApiError, send, type FieldError } from '@/contract/client'
import type { ResponseOf } from '@/contract/endpoint'
import type { LoginInput } from '@/features/accounts/schemas'
import { useRouter } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { homePathFor, safeNextPath } from '@/lib/redirects'

export type SignInResult =
  | { outcome: 'signed-in'; user: SessionUser }
  | { outcome: 'refused'; status: number; message: string | null; fieldErrors: FieldError[] }
  | { outcome: 'network-error' }

/** What the login answers; a body without `success` or `user` is still taken as a refusal, whatever the contract says. */
type LoginResponse = Partial<ResponseOf<typeof sessionEndpoints.login>>

/**
 * Signs in with `sessionEndpoints.login` (the server checks the password and sets the HttpOnly session
 * cookie); on success the new session is the tab's (`useStartSession`).
 */
export function useSignIn() {
  const startSession = useStartSession()
  return async function signIn(credentials: LoginInput): Promise<SignInResult> {
    let body: LoginResponse
    try {
      body = await send(sessionEndpoints.login, credentials)
    } catch (error) {
      if (error instanceof ApiError) return { outcome: 'refused', status: error.status, message: error.serverMessage, fieldErrors: error.fieldErrors }
      return { outcome: 'network-error' }
    }
    if (!body.success || !body.user) return { outcome: 'refused', status: 200, message: body.message ?? null, fieldErrors: [] }
    await startSession(body.user)
    return { outcome: 'signed-in', user: body.user }
  }
}

/**
 * After the server started a session (a login, a password set through a link): nothing cached for
 * whoever used this tab before is kept, and `user` is the current user at once.
 */
export function useStartSession() {
  const { mutate } = useSWRConfig()
  return async function startSession(user: SessionUser): Promise<void> {
    await mutate(() => true, undefined, { revalidate: false })
    await mutate(CURRENT_USER_KEY, user, { revalidate: false })
  }
}

/**
 * Where a screen sends someone who just signed in. The role's home is a page of the site, in the screen's
 * language (/admin → /es/admin), except the CMS, which is not (a full navigation); a `?next=` path is
 * already the full path of the page to come back to (/es/parent-dashboard), followed as it is.
 */
export type Destination = { path: string; kind: 'page' | 'as-is' | 'outside' }

export function destinationAfterLogin(user: Pick<SessionUser, 'role' | 'language'>, next?: string | null): Destination {
  const asked = safeNextPath(next)
  return asked ? { path: asked, kind: 'as-is' } : homeDestination(homePathFor(user.role), screenLanguageOf(user))
}

/**
 * Whose language a signed-in screen follows (docs/architecture.md, "Languages"): a parent's portal
 * follows the parent's account, once they chose one; every staff screen follows its address, because a
 * staff account may be shared (a classroom's tablet, the /secure-admin gate's account), and one person's
 * choice must not move everyone else's screens. Null: the screen's own address decides.
 */
export function screenLanguageOf(user: Pick<SessionUser, 'role' | 'language'>): Locale | null {
  return user.role === 'parent' ? (user.language ?? null) : null
}

/**
 * A role's home (homePathFor, or the server's `redirectTo`, which is that path): a page of the site, in
 * `language` when given (a parent's account's: screenLanguageOf), else in the screen's; or the CMS.
 */
export function homeDestination(path: string, language?: Locale | null): Destination {
  if (/^\/(cms|api)(\/|$)/.test(path)) return { path, kind: 'outside' }
  return language ? { path: localizedPath(language, path), kind: 'as-is' } : { path, kind: 'page' }
}

/** Goes to a destination, replacing the current entry of the history (the sign-in screen). */
export function useGoTo() {
  const router = useRouter()
  const plainRouter = usePlainRouter()
  return (destination: Destination) => {
    if (destination.kind === 'page') router.replace(destination.path)
    else if (destination.kind === 'outside') window.location.replace(destination.path)
    else plainRouter.replace(destination.path)
  }
}

