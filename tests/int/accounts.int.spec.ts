/**
 * Logins and account changes against a hostile visitor, through
 * the real route handlers: our POST /api/login and Payload's REST API at /api/cms (the CMS login form
 * and account screen use it).
 *
 * - timing: an unknown login name costs the same password hashing as a wrong password for a real account;
 * - lockout: failures count per (client address, login name) with a growing wait, for every login
 *   path; unknown, wrong-password and locked cannot be told apart; nobody locks a parent out from
 *   another address;
 * - uniqueness: changing one's own email or username tells nothing about other accounts;
 * - current password: one's own password, username or email change needs it.
 */
import crypto, { randomInt } from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FORGOT_PASSWORD_ANSWER_MS, RESET_MAIL_NOT_SET_UP } from '@/features/accounts/forgotPassword'
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '@/features/accounts/hooks/currentPassword'
import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'
import { LOGIN_BACKOFF } from '@/lib/constants'
import { seedPasswords } from '@/seed/demoData'
import { PAYLOAD_HASH_PREFIX } from '@/lib/auth/passwordHash'
import { MAIL_NOT_SET_UP } from '@/mail/settings'
import { INVITATION_NEEDS_MAIL } from '@/features/accounts/service'
import { api } from './helpers/api'
import { USERNAMES, loadActors, testPayload, type Actors } from './helpers/payload'
import { rest, restLogin } from './helpers/rest'

type Obj = Record<string, unknown>

let actors: Actors
let adminCookie: string
let sequence = 0
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${randomInt(1_000_000).toString(36)}`
const uniqueAddress = () => `198.51.${sequence++ % 256}.${randomInt(256)}`
const from = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: address })

const tokenCookie = (headers: Headers) => /payload-token=([^;]+)/.exec(headers.get('set-cookie') ?? '')?.[1]

/** A fresh parent account (never a seeded one: these tests fail logins on purpose). */
async function freshParent(overrides: Obj = {}) {
  const payload = await testPayload()
  const username = `acct.${unique()}`
  const password = `pw-${unique()}`
  const doc = await payload.create({
    collection: 'users',
    data: { username, password, firstName: 'Test', lastName: 'Parent', role: 'parent', ...overrides } as never,
    overrideAccess: true,
  })
  return { id: String(doc.id), username, password, email: (doc as { email?: string | null }).email ?? null }
}

const stored = async (id: string) => {
  const payload = await testPayload()
  return (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as unknown as Obj
}

/**
 * The PBKDF2 work (calls, iterations, key bytes) spent while `work` runs. Payload's password check and
 * our dummy check (src/lib/auth/passwordHash.ts) both derive through node's `crypto.pbkdf2`, wrapped
 * here for the duration (`syncBuiltinESMExports` makes named imports of it see the wrapper too).
 */
async function pbkdf2Work(work: () => Promise<void>) {
  const original = crypto.pbkdf2
  const spent = { calls: 0, iterations: 0, keyBytes: 0 }
  crypto.pbkdf2 = ((...args: Parameters<typeof crypto.pbkdf2>) => {
    spent.calls += 1
    spent.iterations += Number(args[2])
    spent.keyBytes += Number(args[3])
    return original(...args)
  }) as typeof crypto.pbkdf2
  syncBuiltinESMExports()
  try {
    await work()
  } finally {
    crypto.pbkdf2 = original
    syncBuiltinESMExports()
  }
  return spent
}

/** Runs `check` as a production server without SMTP_URL would (mail off), then puts the environment back. */
async function asProductionWithoutMail(check: () => Promise<void>) {
  const env = process.env as Record<string, string | undefined>
  const saved = { NODE_ENV: env.NODE_ENV, SMTP_URL: env.SMTP_URL }
  env.NODE_ENV = 'production'
  delete env.SMTP_URL
  try {
    await check()
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete env[name]
      else env[name] = value
    }
  }
}

/** Both login doors, with the client's address. */
const loginThrough = {
  '/api/login': (username: string, password: string, address: string) => api<Obj>('POST', '/api/login', { body: { username, password }, headers: from(address) }),
  '/api/cms/users/login': (username: string, password: string, address: string) => rest('POST', '/users/login', { body: { username, password }, headers: from(address) }),
}
type Door = keyof typeof loginThrough
const DOORS = Object.keys(loginThrough) as Door[]

/** The refusal's message, from our contract (`message`) or Payload's REST (`errors[0].message`). */
const messageOf = (body: unknown) => {
  const value = body as { message?: string; errors?: { message?: string }[] }
  return value.errors?.[0]?.message ?? value.message
}

/** Payload's REST field errors (`errors[0].data.errors`). */
const fieldErrorsOf = (body: unknown) => (body as { errors?: { data?: { errors?: unknown[] } }[] }).errors?.[0]?.data?.errors

beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  actors = await loadActors()
  adminCookie = await restLogin(USERNAMES.admin, seedPasswords().admin)
})

afterAll(() => {
  process.env.RATE_LIMIT_LOGIN = '0'
})

// ---------------------------------------------------------------------------------------------------
// Timing
// ---------------------------------------------------------------------------------------------------

describe('timing', () => {
  it('passwords are still hashed the way the dummy check imitates (Payload’s current PBKDF2 format)', async () => {
    const account = await freshParent()
    const row = await stored(account.id)
    expect(String(row.hash)).toMatch(new RegExp(`^${PAYLOAD_HASH_PREFIX}[0-9a-f]{64}$`))
  })

  it.each(DOORS)('%s: an unknown username costs the same password hashing as a wrong password for a real account (no timing oracle)', async (door) => {
    const account = await freshParent()
    const login = loginThrough[door]
    const hashingOf = (username: string) =>
      pbkdf2Work(async () => {
        const result = await login(username, 'not-the-password', uniqueAddress())
        expect(result.status).toBe(401)
      })
    const real = await hashingOf(account.username)
    const unknown = await hashingOf(`nobody.${unique()}`)
    // What an answer costs is its PBKDF2 work (600 000 iterations, about 0.3 s, against a few
    // milliseconds for the rest): counted, not timed, since a busy machine made the timed samples of
    // the same request vary from 0.4 to 2.2 s (CI, 28 Nov).
    expect(real.iterations).toBeGreaterThanOrEqual(600_000)
    expect(unknown).toEqual(real)
  })
})

describe('forgot password', () => {
  it('forgot-password answers a real account as fast as an unknown name (no timing oracle), and still issues the reset', async () => {
    const account = await freshParent({ email: `forgot.${unique()}@example.com` })
    const time = async (username: string) => {
      const started = performance.now()
      const result = await rest('POST', '/users/forgot-password', { body: { username }, headers: from(uniqueAddress()) })
      expect(result.status, result.text).toBe(200)
      expect(result.body).toEqual({ message: 'Success' })
      return performance.now() - started
    }
    const real: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      real.push(await time(account.username))
      unknown.push(await time(`nobody.${unique()}`))
    }
    const detail = `unknown ${unknown.map(Math.round)} ms, real ${real.map(Math.round)} ms`
    expect(Math.min(...unknown, ...real), detail).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5)
    expect(Math.min(...unknown), detail).toBeGreaterThanOrEqual(Math.min(...real) * 0.8)
    expect((await stored(account.id)).resetPasswordToken).toEqual(expect.any(String))
  })

  it('a production server without mail issues no reset token (its link would only reach the server log) and says so, for every name', async () => {
    const account = await freshParent({ email: `nomail.${unique()}@example.com` })
    await asProductionWithoutMail(async () => {
      for (const username of [account.username, `nobody.${unique()}`]) {
        const result = await rest('POST', '/users/forgot-password', { body: { username }, headers: from(uniqueAddress()) })
        expect(result.status).toBe(503)
        expect(result.body).toEqual({ message: RESET_MAIL_NOT_SET_UP })
      }
    })
    expect((await stored(account.id)).resetPasswordToken ?? null).toBeNull()
  })

  it('the site’s /api/password/forgot on a production server without mail: 503 saying so, for every name, and no token', async () => {
    const account = await freshParent({ email: `nomail.site.${unique()}@example.com` })
    await asProductionWithoutMail(async () => {
      for (const login of [account.username, account.email!, `nobody.${unique()}`]) {
        const result = await api<Obj>('POST', '/api/password/forgot', { body: { login }, headers: from(uniqueAddress()) })
        expect(result.status).toBe(503)
        expect(result.body).toEqual({ message: MAIL_NOT_SET_UP })
      }
    })
    expect((await stored(account.id)).resetPasswordToken ?? null).toBeNull()
  })

  it('without mail a parent is not invited: an account without a password is refused, saying so, and nothing is created', async () => {
    const username = `invite.${unique()}`
    await asProductionWithoutMail(async () => {
      const result = await api<Obj>('POST', '/api/admin/parents', {
        cookie: adminCookie,
        body: { username, password: '', firstName: 'No', lastName: 'Mail', email: `${username}@example.com` },
      })
      expect(result.status).toBe(400)
      expect(result.body.errors).toEqual([{ field: 'password', message: INVITATION_NEEDS_MAIL }])
    })
    const payload = await testPayload()
    expect((await payload.count({ collection: 'users', where: { username: { equals: username } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

// ---------------------------------------------------------------------------------------------------
// Lockout per (address, login name)
// ---------------------------------------------------------------------------------------------------

describe('lockout', () => {
  it.each(DOORS)('%s: someone failing from another address cannot lock a parent out', async (door) => {
    const account = await freshParent()
    const attacker = uniqueAddress()
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures + 3; i++) await loginThrough[door](account.username, `wrong-${i}`, attacker)
    expect((await loginThrough[door](account.username, account.password, attacker)).status).toBe(429)
    const parent = await loginThrough[door](account.username, account.password, uniqueAddress())
    expect(parent.status).toBe(200)
    expect(tokenCookie(parent.headers)).toBeTruthy()
  })

  it.each(DOORS)('%s: locked, unknown and wrong-password logins cannot be told apart (same status and message)', async (door) => {
    const account = await freshParent()
    const address = uniqueAddress()
    const login = loginThrough[door]
    const unknownName = `nobody.${unique()}`
    for (let i = 1; i <= LOGIN_BACKOFF.freeFailures; i++) {
      const wrong = await login(account.username, `wrong-${i}`, address)
      const unknown = await login(unknownName, `wrong-${i}`, address)
      expect([wrong.status, unknown.status], `attempt ${i}`).toEqual([401, 401])
      expect(wrong.body).toEqual(unknown.body)
    }
    const asked = Date.now()
    const locked = await login(account.username, account.password, address)
    const lockedUnknown = await login(unknownName, 'whatever-123', address)
    // The whole seconds between the first question and the second answer (a busy machine took two): the two
    // countdowns may differ by that much on top of the rounding, and by nothing else.
    const between = Math.floor((Date.now() - asked) / 1000)
    expect([locked.status, lockedUnknown.status]).toEqual([429, 429])
    // The two answers are read from the clock a few milliseconds apart: the countdown may cross a second
    // (60 s, "1 minute", then "59 seconds"), whatever the account. All else is the same, word for word.
    const withoutCountdown = (body: unknown) => JSON.stringify(body).replace(/\d+ (minutes?|seconds?)/g, '…')
    expect(withoutCountdown(locked.body)).toBe(withoutCountdown(lockedUnknown.body))
    expect(messageOf(locked.body)).toMatch(/locked after too many failed attempts\. Please try again in \d+ (minutes?|seconds?)\./i)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Math.abs(Number(locked.headers.get('retry-after')) - Number(lockedUnknown.headers.get('retry-after')))).toBeLessThanOrEqual(1 + between)
    expect(tokenCookie(locked.headers)).toBeUndefined()
  })

  it('a pair locked through one login door is locked at the other (the CMS login is no way around)', async () => {
    const account = await freshParent()
    const address = uniqueAddress()
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) expect((await loginThrough['/api/login'](account.username, `wrong-${i}`, address)).status).toBe(401)
    const cms = await loginThrough['/api/cms/users/login'](account.username, account.password, address)
    expect(cms.status).toBe(429)
    expect(tokenCookie(cms.headers)).toBeUndefined()
    // Logging in by email is the same account name only when it is the submitted name: Payload matches
    // either, so the email is a pair of its own and counts from zero.
  })

  it('the wait grows after each further failure, up to its cap, and a success clears the pair', async () => {
    const account = await freshParent()
    const address = uniqueAddress()
    const payload = await testPayload()
    const pool = (payload.db as unknown as { pool: { query: (sql: string, values: unknown[]) => Promise<{ rows: Obj[] }> } }).pool
    const expire = () => pool.query(`update login_failures set blocked_until = now() - interval '1 second' where client = $1 and login = $2`, [address, account.username])
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) await loginThrough['/api/login'](account.username, `wrong-${i}`, address)
    const waits: number[] = []
    for (let i = 0; i < 8; i++) {
      const locked = await loginThrough['/api/login'](account.username, account.password, address)
      expect(locked.status).toBe(429)
      waits.push(Number(locked.headers.get('retry-after')))
      await expire() // the wait is over: one more wrong password
      expect((await loginThrough['/api/login'](account.username, 'wrong-again', address)).status).toBe(401)
    }
    expect(waits[0]).toBeLessThanOrEqual(LOGIN_BACKOFF.firstBlockMs / 1000)
    expect(waits[0]).toBeGreaterThan(LOGIN_BACKOFF.firstBlockMs / 1000 - 5)
    for (let i = 1; i < waits.length; i++) expect(waits[i], `wait ${i}: ${waits}`).toBeGreaterThanOrEqual(Math.min(waits[i - 1]! * 2 - 5, LOGIN_BACKOFF.maxBlockMs / 1000 - 5))
    expect(Math.max(...waits)).toBeLessThanOrEqual(LOGIN_BACKOFF.maxBlockMs / 1000)
    await expire()
    expect((await loginThrough['/api/login'](account.username, account.password, address)).status).toBe(200)
    const { rows } = await pool.query(`select 1 from login_failures where client = $1 and login = $2`, [address, account.username])
    expect(rows).toHaveLength(0)
    // Counting starts again: the next wrong password is a plain 401.
    expect((await loginThrough['/api/login'](account.username, 'wrong-after', address)).status).toBe(401)
  })
})

// ---------------------------------------------------------------------------------------------------
// Changing one's own account
// ---------------------------------------------------------------------------------------------------

const patchSelf = (account: { id: string }, cookie: string, body: Obj, address = uniqueAddress()) =>
  rest('PATCH', `/users/${account.id}`, { cookie, body, headers: from(address) })

describe('changing one’s own password, username or email needs the current password', () => {
  const CHANGES: [label: string, change: () => Obj][] = [
    ['password', () => ({ password: 'brand-new-pass-1' })],
    ['username', () => ({ username: `renamed.${unique()}` })],
    ['email', () => ({ email: `new.${unique()}@example.com` })],
  ]

  it.each(CHANGES)('a stolen session cannot change the %s without the current password (400), nothing changed', async (_label, change) => {
    const account = await freshParent({ email: `before.${unique()}@example.com` })
    const cookie = await restLogin(account.username, account.password)
    const before = await stored(account.id)
    const result = await patchSelf(account, cookie, change())
    expect(result.status).toBe(400)
    expect(messageOf(result.body)).toBe(CURRENT_PASSWORD_REQUIRED)
    expect(fieldErrorsOf(result.body)).toEqual([{ path: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED }])
    const after = await stored(account.id)
    for (const key of ['hash', 'salt', 'username', 'email', 'pendingEmail']) expect(after[key], key).toEqual(before[key])
  })

  it.each(CHANGES)('a stolen session cannot change the %s with a wrong current password (403), nothing changed', async (_label, change) => {
    const account = await freshParent({ email: `before.${unique()}@example.com` })
    const cookie = await restLogin(account.username, account.password)
    const before = await stored(account.id)
    const result = await patchSelf(account, cookie, { ...change(), currentPassword: 'not-my-password' })
    expect(result.status).toBe(403)
    expect(messageOf(result.body)).toBe(CURRENT_PASSWORD_WRONG)
    expect(fieldErrorsOf(result.body)).toEqual([{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG }])
    const after = await stored(account.id)
    for (const key of ['hash', 'salt', 'username', 'email', 'pendingEmail']) expect(after[key], key).toEqual(before[key])
  })

  it('with the right current password a parent changes their own password; it is never stored or echoed', async () => {
    const account = await freshParent()
    const cookie = await restLogin(account.username, account.password)
    const result = await patchSelf(account, cookie, { password: 'brand-new-pass-1', currentPassword: account.password })
    expect(result.status).toBe(200)
    expect(result.text).not.toContain(account.password)
    expect((await loginThrough['/api/login'](account.username, 'brand-new-pass-1', uniqueAddress())).status).toBe(200)
    expect((await loginThrough['/api/login'](account.username, account.password, uniqueAddress())).status).toBe(401)
  })

  it('an editor saving their own name (the CMS form sends username and email unchanged) needs no current password', async () => {
    const payload = await testPayload()
    const editor = await payload.findByID({ collection: 'users', id: actors.editor!.id, overrideAccess: true })
    const cookie = await restLogin(USERNAMES.editor, seedPasswords().editor)
    const result = await patchSelf({ id: String(editor.id) }, cookie, { firstName: 'Edna', username: editor.username, email: editor.email ?? '' })
    expect(result.status).toBe(200)
    await payload.update({ collection: 'users', id: editor.id, data: { firstName: editor.firstName }, overrideAccess: true })
  })

  it('an admin changes another account’s password and email without that account’s password', async () => {
    const account = await freshParent()
    const email = `set.by.admin.${unique()}@example.com`
    const result = await rest('PATCH', `/users/${account.id}`, { cookie: adminCookie, body: { password: 'admin-set-pass-1', email } })
    expect(result.status).toBe(200)
    expect((await stored(account.id)).email).toBe(email)
    expect((await loginThrough['/api/login'](account.username, 'admin-set-pass-1', uniqueAddress())).status).toBe(200)
  })

  it('an admin changing their own password needs the current one too', async () => {
    const result = await rest('PATCH', `/users/${actors.admin!.id}`, { cookie: adminCookie, body: { password: 'admin-new-pass-1' } })
    expect(result.status).toBe(400)
  })

  it('wrong current passwords count as failed logins for that address and username (no faster way to guess)', async () => {
    const account = await freshParent()
    const cookie = await restLogin(account.username, account.password)
    const address = uniqueAddress()
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) {
      expect((await patchSelf(account, cookie, { password: 'brand-new-pass-1', currentPassword: `guess-${i}` }, address)).status).toBe(403)
    }
    expect((await patchSelf(account, cookie, { password: 'brand-new-pass-1', currentPassword: account.password }, address)).status).toBe(429)
    expect((await loginThrough['/api/login'](account.username, account.password, address)).status).toBe(429)
  })
})

describe('changing one’s own email or username reveals no other account', () => {
  it('a parent changing their own email to another account’s gets the same answer as for a free one (the change waits for an admin)', async () => {
    const taken = String((await stored(actors.parentA!.id)).email)
    expect(taken).toMatch(/@/)
    const answers: { status: number; body: Obj }[] = []
    for (const email of [taken, `free.${unique()}@example.com`]) {
      const account = await freshParent({ email: `mine.${unique()}@example.com` })
      const cookie = await restLogin(account.username, account.password)
      const result = await patchSelf(account, cookie, { email, currentPassword: account.password })
      const doc = (result.body as { doc?: Obj }).doc ?? {}
      expect(result.status, result.text).toBe(200)
      expect(doc.email).toBe(account.email)
      expect(doc.pendingEmail).toBe(email)
      expect((await stored(account.id)).email).toBe(account.email)
      answers.push({ status: result.status, body: { message: (result.body as Obj).message, keys: Object.keys(doc).sort() } })
    }
    expect(answers[0]).toEqual(answers[1])
    // The other account is untouched.
    expect((await stored(actors.parentA!.id)).email).toBe(taken)
  })

  it('a parent changing their own username to another account’s gets the same answer as for a free one', async () => {
    const answers: { status: number; body: unknown }[] = []
    for (const username of [USERNAMES.parentA, `free.${unique()}`]) {
      const account = await freshParent()
      const cookie = await restLogin(account.username, account.password)
      const result = await patchSelf(account, cookie, { username, currentPassword: account.password })
      answers.push({ status: result.status, body: result.body })
      expect((await stored(account.id)).username).toBe(account.username)
    }
    expect(answers[0]!.status).toBe(403)
    expect(answers[0]).toEqual(answers[1])
  })

  it('a parent cannot set the pending email directly, and a badly formed email is a 400 as before', async () => {
    const account = await freshParent()
    const cookie = await restLogin(account.username, account.password)
    const direct = await patchSelf(account, cookie, { pendingEmail: 'sneaky@example.com', firstName: 'Still' })
    expect(direct.status).toBe(200)
    expect((await stored(account.id)).pendingEmail ?? null).toBeNull()
    const bad = await patchSelf(account, cookie, { email: 'not-an-email', currentPassword: account.password })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('Valid email is required')
  })

  it('an admin applying a requested email is told when it is taken, and applying it clears the request', async () => {
    const account = await freshParent()
    const cookie = await restLogin(account.username, account.password)
    const taken = String((await stored(actors.parentA!.id)).email)
    expect((await patchSelf(account, cookie, { email: taken, currentPassword: account.password })).status).toBe(200)
    const refused = await rest('PATCH', `/users/${account.id}`, { cookie: adminCookie, body: { email: taken } })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toMatch(/already exists/)
    const free = `applied.${unique()}@example.com`
    expect((await patchSelf(account, cookie, { email: free, currentPassword: account.password })).status).toBe(200)
    const applied = await rest('PATCH', `/users/${account.id}`, { cookie: adminCookie, body: { email: free } })
    expect(applied.status).toBe(200)
    const row = await stored(account.id)
    expect(row.email).toBe(free)
    expect(row.pendingEmail ?? null).toBeNull()
  })
})
