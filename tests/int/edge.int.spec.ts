/**
 * The request edge: Payload's REST API at /api/cms under the same rules as our /api
 * (cross-site writes, body size, rate limits), who may run queued jobs, which session cookie counts,
 * and which client address the limits key on. Through the real route handlers, on PostgreSQL.
 */
import { randomInt } from 'node:crypto'

import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'
import { MAX_UPLOAD_BYTES } from '@/lib/constants'
import { serverURL } from '@/lib/runtimeConfig'
import { seedPasswords } from '@/seed/demoData'
import { api, apiLogin } from './helpers/api'
import { validApplication } from './helpers/fixtures'
import { USERNAMES, countAll, testPayload } from './helpers/payload'
import { rest, restLogin } from './helpers/rest'
import { awaitRoomInThisMinute, tokenCookie } from './helpers/http'

const EVIL_ORIGIN = 'https://evil.example'
const passwords = seedPasswords()
type Obj = Record<string, unknown>

let sequence = 0
/** A client address no other test uses (the limits count per address), stamped as the edge does. */
const uniqueAddress = () => `198.18.${sequence++ % 256}.${randomInt(256)}`
const from = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: address })
const marker = () => `edge-${Date.now().toString(36)}-${randomInt(1e9)}`
const contact = (message = `Do you have openings in January? ${marker()}`) => ({ name: 'Ana Silva', email: 'ana.silva@example.com', message })



/** A body that streams `total` bytes of JSON in 64 KiB chunks, with no Content-Length (chunked). */
function chunkedJson(total: number) {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(new TextEncoder().encode('{"name":"Ana","email":"a@example.com","message":"'))
        sent += 1
        return
      }
      if (sent >= total) {
        controller.enqueue(new TextEncoder().encode('"}'))
        controller.close()
        return
      }
      controller.enqueue(chunk)
      sent += chunk.byteLength
    },
  })
  return { stream, pulled: () => sent }
}

const messagesContaining = async (text: string) => countAll('contact-messages', { message: { like: text } })

beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  process.env.RATE_LIMIT_FORMS = '0'
  await testPayload()
})

afterEach(() => {
  process.env.RATE_LIMIT_LOGIN = '0'
  process.env.RATE_LIMIT_FORMS = '0'
  delete process.env.CRON_SECRET
})

// ---------------------------------------------------------------------------------------------------
// The client address: only the edge's stamp counts
// ---------------------------------------------------------------------------------------------------

describe('the client address', () => {
  it('a made-up X-Forwarded-For per request does not dodge the login limit', async () => {
    await awaitRoomInThisMinute()
    process.env.RATE_LIMIT_LOGIN = '2'
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const forged = `203.0.113.${randomInt(256)}`
      const result = await api('POST', '/api/login', { body: { username: 'nobody.here', password: 'wrong-password' }, headers: { 'x-forwarded-for': forged, 'x-real-ip': forged } })
      statuses.push(result.status)
    }
    // Without a stamp every request is the same unknown client: the third is over a limit of 2.
    expect(statuses[2]).toBe(429)
  })
})

// ---------------------------------------------------------------------------------------------------
// Payload's routes under the same rate limits
// ---------------------------------------------------------------------------------------------------

describe('rate limits on /api/cms', () => {
  it('POST /api/cms/users/login over the login limit → 429 and no session, even with the right password', async () => {
    await awaitRoomInThisMinute()
    process.env.RATE_LIMIT_LOGIN = '2'
    const address = uniqueAddress()
    const credentials = { username: USERNAMES.parentB, password: passwords.parent }
    for (let i = 0; i < 2; i++) expect((await rest('POST', '/users/login', { body: credentials, headers: from(address) })).status).toBe(200)
    const third = await rest('POST', '/users/login', { body: credentials, headers: from(address) })
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(tokenCookie(third.headers)).toBeUndefined()
  })

  it('POST /api/login and /api/cms/users/login share one login limit (alternating does not double it)', async () => {
    await awaitRoomInThisMinute()
    process.env.RATE_LIMIT_LOGIN = '2'
    const address = uniqueAddress()
    const credentials = { username: USERNAMES.parentB, password: passwords.parent }
    expect((await api('POST', '/api/login', { body: credentials, headers: from(address) })).status).toBe(200)
    expect((await rest('POST', '/users/login', { body: credentials, headers: from(address) })).status).toBe(200)
    expect((await api('POST', '/api/login', { body: credentials, headers: from(address) })).status).toBe(429)
    expect((await rest('POST', '/users/login', { body: credentials, headers: from(address) })).status).toBe(429)
  })

  it.each([
    ['/users/forgot-password', { username: 'nobody.here' }],
    ['/users/reset-password', { token: 'not-a-token', password: 'guessed-123' }],
    ['/users/first-register', { username: 'first.admin', password: 'first-admin-123', email: 'first@example.com' }],
    ['/users/unlock', { username: USERNAMES.parentA }],
    ['/users/LOGIN/', { username: USERNAMES.parentA, password: 'wrong-password' }],
  ])('POST /api/cms%s counts in the login limit: the third in a minute → 429', async (path, body) => {
    await awaitRoomInThisMinute()
    process.env.RATE_LIMIT_LOGIN = '2'
    const address = uniqueAddress()
    for (let i = 0; i < 2; i++) expect((await rest('POST', path, { body, headers: from(address) })).status).not.toBe(429)
    const third = await rest('POST', path, { body, headers: from(address) })
    expect(third.status).toBe(429)
    expect(typeof (third.body as Obj).message).toBe('string')
  })

  it('anonymous creates through /api/cms count in the forms limit: the third in a minute → 429, not stored', async () => {
    await awaitRoomInThisMinute()
    process.env.RATE_LIMIT_FORMS = '2'
    const address = uniqueAddress()
    const run = marker()
    for (let i = 0; i < 2; i++) {
      expect((await rest('POST', '/contact-messages', { origin: null, body: contact(`${run} message ${i}`), headers: from(address) })).status).toBe(201)
    }
    const third = await rest('POST', '/contact-messages', { origin: null, body: contact(`${run} message 3`), headers: from(address) })
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    const application = await rest('POST', '/applications', { origin: null, body: validApplication({ questions: run }), headers: from(address) })
    expect(application.status).toBe(429)
    expect(await messagesContaining(run)).toBe(2)
    expect(await countAll('applications', { questions: { equals: run } })).toBe(0)
  })

  it('the public forms of /api and anonymous creates through /api/cms share one forms limit', async () => {
    await awaitRoomInThisMinute()
    process.env.RATE_LIMIT_FORMS = '2'
    const address = uniqueAddress()
    const run = marker()
    expect((await api('POST', '/api/contact', { body: contact(`${run} a`), headers: from(address) })).status).toBe(201)
    expect((await rest('POST', '/contact-messages', { body: contact(`${run} b`), headers: from(address) })).status).toBe(201)
    expect((await rest('POST', '/contact-messages', { body: contact(`${run} c`), headers: from(address) })).status).toBe(429)
    expect(await messagesContaining(run)).toBe(2)
  })

  it('a signed-in admin’s creates through /api/cms are not counted as anonymous forms', async () => {
    const cookie = await restLogin(USERNAMES.admin, passwords.admin)
    await awaitRoomInThisMinute()
    process.env.RATE_LIMIT_FORMS = '1'
    const address = uniqueAddress()
    for (let i = 0; i < 3; i++) expect((await rest('POST', '/contact-messages', { cookie, body: contact(), headers: from(address) })).status).toBe(201)
  })
})

// ---------------------------------------------------------------------------------------------------
// Body size
// ---------------------------------------------------------------------------------------------------

describe('body size on /api/cms and /api', () => {
  it('a 60 MB JSON body to /api/cms → 413 before it is parsed, nothing stored', async () => {
    const run = marker()
    const raw = JSON.stringify(contact(`${run} ${'x'.repeat(60 * 1024 * 1024)}`))
    const declared = await rest('POST', '/contact-messages', { raw, headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(raw)) } })
    expect(declared.status).toBe(413)
    expect((declared.body as Obj).message).toBe('Request body is too large.')
    const undeclared = await rest('POST', '/contact-messages', { raw, headers: { 'Content-Type': 'application/json' } })
    expect(undeclared.status).toBe(413)
    expect(await messagesContaining(run)).toBe(0)
  })

  it('a chunked 60 MB JSON body to /api/cms (no Content-Length) → 413 after reading about 1 MB of it', async () => {
    const before = await countAll('contact-messages')
    const body = chunkedJson(60 * 1024 * 1024)
    const result = await rest('POST', '/contact-messages', { raw: body.stream, headers: { 'Content-Type': 'application/json' } })
    expect(result.status).toBe(413)
    expect(body.pulled()).toBeLessThan(3 * 1024 * 1024)
    expect(await countAll('contact-messages')).toBe(before)
  })

  it('a chunked 60 MB JSON body to /api (no Content-Length) → 413 after reading about 1 MB of it', async () => {
    const before = await countAll('contact-messages')
    const body = chunkedJson(60 * 1024 * 1024)
    const result = await api('POST', '/api/contact', { raw: body.stream, headers: { 'Content-Type': 'application/json' } })
    expect(result.status).toBe(413)
    expect(body.pulled()).toBeLessThan(3 * 1024 * 1024)
    expect(await countAll('contact-messages')).toBe(before)
  })

  it('a chunked video upload to /api/admin/videos past MAX_UPLOAD_MB (no Content-Length) → 413, read no further', async () => {
    const cookie = await apiLogin(USERNAMES.admin, passwords.admin)
    const encoder = new TextEncoder()
    const zeros = new Uint8Array(1024 * 1024)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(encoder.encode('--edge\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n'))
        if (sent > MAX_UPLOAD_BYTES + 8 * 1024 * 1024) {
          controller.enqueue(encoder.encode('\r\n--edge--\r\n'))
          controller.close()
          return
        }
        controller.enqueue(zeros)
        sent += zeros.byteLength
      },
    })
    const before = await countAll('media')
    const result = await api('POST', '/api/admin/videos', { cookie, raw: stream, headers: { 'Content-Type': 'multipart/form-data; boundary=edge' } })
    expect(result.status).toBe(413)
    expect(sent).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 4 * 1024 * 1024)
    expect(await countAll('media')).toBe(before)
  })

  it('an upload to /api/cms declaring more than MAX_UPLOAD_MB → 413 without reading a byte of it', async () => {
    const cookie = await restLogin(USERNAMES.admin, passwords.admin)
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(64 * 1024))
      },
    })
    const before = await countAll('media')
    const result = await rest('POST', '/media', {
      cookie,
      raw: stream,
      headers: { 'Content-Type': 'multipart/form-data; boundary=edge', 'Content-Length': String(MAX_UPLOAD_BYTES + 2 * 1024 * 1024) },
    })
    expect(result.status).toBe(413)
    expect((result.body as Obj).message).toMatch(/at most \d+ MB/)
    // A stream may pull its first chunk on its own before anyone reads it; nothing more.
    expect(pulled).toBeLessThanOrEqual(1)
    await stream.cancel().catch(() => undefined)
    expect(await countAll('media')).toBe(before)
  })
})

// ---------------------------------------------------------------------------------------------------
// Cross-site writes
// ---------------------------------------------------------------------------------------------------

describe('cross-site writes to /api/cms', () => {
  it('a JSON login to /api/cms/users/login from a foreign Origin → 403 and no session cookie, even with the right password', async () => {
    const credentials = { username: USERNAMES.admin, password: passwords.admin }
    const foreign = await rest('POST', '/users/login', { origin: EVIL_ORIGIN, body: credentials })
    expect(foreign.status).toBe(403)
    expect((foreign.body as Obj).message).toBe('Cross-site request refused.')
    expect(foreign.headers.get('set-cookie')).toBeNull()
  })

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (another origin of the site)', { 'Sec-Fetch-Site': 'same-site' }],
  ])('a login to /api/cms/users/login with %s and no Origin → 403 and no session cookie', async (_label, headers) => {
    const result = await rest('POST', '/users/login', { origin: null, headers, body: { username: USERNAMES.admin, password: passwords.admin } })
    expect(result.status).toBe(403)
    expect(result.headers.get('set-cookie')).toBeNull()
  })

  it('an anonymous create, an update and a logout through /api/cms from a foreign Origin → 403, nothing changed', async () => {
    const run = marker()
    expect((await rest('POST', '/contact-messages', { origin: EVIL_ORIGIN, body: contact(`${run} forged`) })).status).toBe(403)
    expect(await messagesContaining(run)).toBe(0)
    const cookie = await restLogin(USERNAMES.parentA, passwords.parent)
    const me = (await rest('GET', '/users/me', { cookie })).body as { user: { id: string; firstName?: string } }
    const update = await rest('PATCH', `/users/${me.user.id}`, { cookie, origin: EVIL_ORIGIN, body: { firstName: 'Forged' } })
    expect(update.status).toBe(403)
    expect((await rest('POST', '/users/logout', { cookie, origin: EVIL_ORIGIN })).status).toBe(403)
    const after = (await rest('GET', '/users/me', { cookie })).body as { user: { firstName?: string } | null }
    expect(after.user?.firstName).toBe(me.user.firstName)
  })

  it('requests that send neither Origin nor Sec-Fetch-Site (scripts) keep working', async () => {
    const login = await rest('POST', '/users/login', { origin: null, body: { username: USERNAMES.parentB, password: passwords.parent } })
    expect(login.status).toBe(200)
    expect(tokenCookie(login.headers)).toBeDefined()
    expect((await rest('POST', '/users/login', { origin: serverURL, body: { username: USERNAMES.parentB, password: passwords.parent } })).status).toBe(200)
  })
})

// ---------------------------------------------------------------------------------------------------
// Queued jobs
// ---------------------------------------------------------------------------------------------------

describe('GET /api/cms/payload-jobs/run', () => {
  const CRON_SECRET = 'cron-secret-for-the-edge-tests-0123456789'

  it('a parent (or an editor, or anyone anonymous) cannot run the job queue', async () => {
    for (const [username, password] of [
      [USERNAMES.parentA, passwords.parent],
      [USERNAMES.editor, passwords.editor],
    ] as const) {
      const cookie = await restLogin(username, password)
      expect((await rest('GET', '/payload-jobs/run', { cookie })).status).toBe(401)
    }
    expect((await rest('GET', '/payload-jobs/run')).status).toBe(401)
    expect((await rest('GET', '/payload-jobs/handle-schedules', { cookie: await restLogin(USERNAMES.parentA, passwords.parent) })).status).toBe(401)
  })

  it('an admin may run it', async () => {
    const cookie = await restLogin(USERNAMES.admin, passwords.admin)
    expect((await rest('GET', '/payload-jobs/run', { cookie })).status).toBe(200)
  })

  it('a cron may run it with CRON_SECRET as a bearer token; a wrong or too short secret may not', async () => {
    process.env.CRON_SECRET = CRON_SECRET
    expect((await rest('GET', '/payload-jobs/run', { origin: null, headers: { Authorization: `Bearer ${CRON_SECRET}` } })).status).toBe(200)
    expect((await rest('GET', '/payload-jobs/run', { origin: null, headers: { Authorization: `Bearer ${CRON_SECRET}x` } })).status).toBe(401)
    expect((await rest('GET', '/payload-jobs/run', { origin: null, headers: { Authorization: `Bearer ` } })).status).toBe(401)
    process.env.CRON_SECRET = 'short'
    expect((await rest('GET', '/payload-jobs/run', { origin: null, headers: { Authorization: 'Bearer short' } })).status).toBe(401)
  })
})

// ---------------------------------------------------------------------------------------------------
// Two session cookies
// ---------------------------------------------------------------------------------------------------

describe('two payload-token cookies', () => {
  it('with a parent’s and an admin’s token in either order, /api answers the user Payload itself resolves', async () => {
    const parent = await apiLogin(USERNAMES.parentA, passwords.parent)
    const admin = await apiLogin(USERNAMES.admin, passwords.admin)
    for (const [first, second] of [
      [parent, admin],
      [admin, parent],
    ]) {
      const both = `${first}; ${second}`
      const resolved = ((await rest('GET', '/users/me', { cookie: both })).body as { user: { username: string } | null }).user
      expect(resolved).not.toBeNull()
      // Each token alone first (remembered by the session cache), then both: the answer is Payload's.
      expect((await api<{ username: string }>('GET', '/api/auth/user', { cookie: first })).body.username).not.toBe(resolved!.username)
      expect((await api<{ username: string }>('GET', '/api/auth/user', { cookie: both })).body.username).toBe(resolved!.username)
      expect((await api<{ username: string }>('GET', '/api/auth/user', { cookie: second })).body.username).toBe(resolved!.username)
      expect((await api<{ username: string }>('GET', '/api/auth/user', { cookie: both })).body.username).toBe(resolved!.username)
      // And a remembered pair never answers for the first token alone.
      expect((await api<{ username: string }>('GET', '/api/auth/user', { cookie: first })).body.username).not.toBe(resolved!.username)
    }
  })
})
