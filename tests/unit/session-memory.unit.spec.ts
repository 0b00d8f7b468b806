/**
 * The remembered sessions (src/lib/sessionMemory.ts): forgetting an account wins over a read that
 * started before it. A request that read the session from the database just before a logout committed
 * must not remember it after the logout's notice was handled, or it would be honoured for 5 more seconds.
 */
import type { TypedUser } from 'payload'
import { describe, expect, it } from 'vitest'

import { forgetAllSessions, forgetSessionsOf, recalledSession, rememberSession, sessionMemoryMark } from '@/lib/sessionMemory'

const user = (id: number) => ({ id, collection: 'users' }) as unknown as TypedUser
const entry = (id: number) => ({ user: user(id), expiresAt: Date.now() + 5_000 })
let sequence = 0
const key = () => `credentials-${sequence++}`

describe('remembered sessions', () => {
  it('remembers a session read after the account was last forgotten', () => {
    forgetSessionsOf(1)
    const credentials = key()
    rememberSession(credentials, entry(1), sessionMemoryMark())
    expect(recalledSession(credentials, Date.now())).toEqual(user(1))
  })

  it('does not remember a session whose read started before its account was forgotten', () => {
    const mark = sessionMemoryMark() // the request starts reading the session
    forgetSessionsOf('2') // meanwhile the logout commits and its notice arrives
    const credentials = key()
    rememberSession(credentials, entry(2), mark)
    expect(recalledSession(credentials, Date.now())).toBeNull()
  })

  it('another account forgotten meanwhile does not matter', () => {
    const mark = sessionMemoryMark()
    forgetSessionsOf(4)
    const credentials = key()
    rememberSession(credentials, entry(3), mark)
    expect(recalledSession(credentials, Date.now())).toEqual(user(3))
  })

  it('forgetting everything (the listener reconnected) drops every session and every read in flight', () => {
    const remembered = key()
    rememberSession(remembered, entry(5), sessionMemoryMark())
    const mark = sessionMemoryMark()
    forgetAllSessions()
    expect(recalledSession(remembered, Date.now())).toBeNull()
    const inFlight = key()
    rememberSession(inFlight, entry(6), mark)
    expect(recalledSession(inFlight, Date.now())).toBeNull()
  })

  it('forgets every remembered session of the account, under whatever credentials', () => {
    const cookie = key()
    const bearer = key()
    rememberSession(cookie, entry(7), sessionMemoryMark())
    rememberSession(bearer, entry(7), sessionMemoryMark())
    forgetSessionsOf(7)
    expect(recalledSession(cookie, Date.now())).toBeNull()
    expect(recalledSession(bearer, Date.now())).toBeNull()
  })
})
