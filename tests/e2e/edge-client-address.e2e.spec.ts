import http from 'node:http'
import { randomInt } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { startProductionServer } from '../../scripts/lib/server'

/*
 * The client address on a real production server (`next start`, the instrumentation hook stamping each
 * request): the login limit keys on the connection's address, or with TRUSTED_PROXY_HOPS on the hop the
 * trusted proxy appended, never on what the client says about itself. Each test connects from an
 * address of its own on the loopback network (127.x.y.z), so its limit is its own.
 */

const DATABASE_URL = process.env.E2E_DATABASE_URL ?? ''
const BASE_PORT = Number(process.env.E2E_EDGE_PORT ?? Number(process.env.E2E_PORT ?? 3200) + 40)
const LIMIT = 3

test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

/** A loopback address no other test connects from. */
const ownLoopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`

/** POST a wrong login from `localAddress` with the given headers; resolves with the status. */
function postLogin(origin: string, path: string, localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ username: 'nobody.here', password: 'wrong-password' })
  const url = new URL(path, origin)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), ...headers },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** Rate limits count per calendar minute: start a burst early enough in one to finish inside it. */
async function awaitRoomInThisMinute(seconds = 15) {
  const left = 60 - new Date().getSeconds()
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000))
}

const madeUp = () => `203.0.113.${randomInt(256)}`

test.describe('without a proxy (TRUSTED_PROXY_HOPS unset)', () => {
  let server: { origin: string; stop: () => void }
  test.beforeAll(async () => {
    server = await startProductionServer(BASE_PORT, DATABASE_URL, { RATE_LIMIT_LOGIN: String(LIMIT), TRUSTED_PROXY_HOPS: '' })
  })
  test.afterAll(() => server?.stop())

  test('a made-up X-Forwarded-For per request still hits the login limit', async () => {
    await awaitRoomInThisMinute()
    const from = ownLoopbackAddress()
    const statuses: number[] = []
    for (let i = 0; i <= LIMIT; i++) statuses.push(await postLogin(server.origin, '/api/login', from, { 'X-Forwarded-For': madeUp(), 'X-Real-IP': madeUp() }))
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401))
    expect(statuses[LIMIT]).toBe(429)
  })

  test('a client-sent x-centre-client-address (and seal) is ignored', async () => {
    await awaitRoomInThisMinute()
    const from = ownLoopbackAddress()
    const statuses: number[] = []
    for (let i = 0; i <= LIMIT; i++) {
      statuses.push(await postLogin(server.origin, '/api/login', from, { 'x-centre-client-address': madeUp(), 'x-centre-client-address-seal': `guess-${i}` }))
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401))
    expect(statuses[LIMIT]).toBe(429)
  })

  test('Payload’s /api/cms/users/login counts in the same login limit as /api/login', async () => {
    await awaitRoomInThisMinute()
    const from = ownLoopbackAddress()
    const statuses = [
      await postLogin(server.origin, '/api/login', from, { 'X-Forwarded-For': madeUp() }),
      await postLogin(server.origin, '/api/cms/users/login', from, { 'X-Forwarded-For': madeUp() }),
      await postLogin(server.origin, '/api/login', from),
      await postLogin(server.origin, '/api/cms/users/login', from),
    ]
    expect(statuses).toEqual([401, 401, 401, 429])
  })

  test('another connection address has a limit of its own', async () => {
    await awaitRoomInThisMinute()
    const from = ownLoopbackAddress()
    for (let i = 0; i <= LIMIT; i++) await postLogin(server.origin, '/api/login', from)
    expect(await postLogin(server.origin, '/api/login', ownLoopbackAddress())).toBe(401)
  })
})

test.describe('behind one trusted proxy (TRUSTED_PROXY_HOPS=1)', () => {
  let server: { origin: string; stop: () => void }
  test.beforeAll(async () => {
    server = await startProductionServer(BASE_PORT + 1, DATABASE_URL, { RATE_LIMIT_LOGIN: String(LIMIT), TRUSTED_PROXY_HOPS: '1' })
  })
  test.afterAll(() => server?.stop())

  test('the hop the proxy appended is the client: what the client sent before it is ignored', async () => {
    await awaitRoomInThisMinute()
    // This connection plays the proxy; it appends the client it saw to whatever the client sent.
    const proxy = ownLoopbackAddress()
    const client = `198.51.100.${randomInt(256)}`
    const statuses: number[] = []
    for (let i = 0; i <= LIMIT; i++) statuses.push(await postLogin(server.origin, '/api/login', proxy, { 'X-Forwarded-For': `${madeUp()}, ${client}` }))
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401))
    expect(statuses[LIMIT]).toBe(429)
    // Another client behind the same proxy is not limited by the first one's attempts.
    expect(await postLogin(server.origin, '/api/login', proxy, { 'X-Forwarded-For': `${client}, 192.0.2.${randomInt(256)}` })).not.toBe(429)
  })
})
