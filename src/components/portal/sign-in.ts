'use client'

import { useSWRConfig } from 'swr'

import { CURRENT_USER_KEY, type SessionUser } from '@/components/session/session'
import { api } from '@/contract/api'
import { ApiError, send, type FieldError } from '@/contract/client'
import type { ResponseOf } from '@/contract/endpoint'
import type { LoginInput } from '@/contract/schemas/login'

export type SignInResult =
  | { outcome: 'signed-in'; user: SessionUser }
  | { outcome: 'refused'; status: number; message: string | null; fieldErrors: FieldError[] }
  | { outcome: 'network-error' }

/** What the login answers; a body without `success` or `user` is still taken as a refusal, whatever the contract says. */
type LoginResponse = Partial<ResponseOf<typeof api.session.login>>

/**
 * Signs in with `api.session.login` (the server checks the password and sets the HttpOnly session
 * cookie); on success the new session is the tab's (`useStartSession`).
 */
export function useSignIn() {
  const startSession = useStartSession()
  return async function signIn(credentials: LoginInput): Promise<SignInResult> {
    let body: LoginResponse
    try {
      body = await send(api.session.login, credentials)
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
