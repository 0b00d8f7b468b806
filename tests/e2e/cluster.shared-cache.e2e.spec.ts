import { randomBytes } from 'node:crypto'

import { expect, test } from '@playwright/test'
import { createClient } from 'redis'

import { startRedisServer, type RedisServer } from '../../scripts/lib/redisServer'
import { startProductionServer } from '../../scripts/lib/server'
import { ACCOUNTS } from './helpers/accounts'
import { writeContentInAnotherProcess } from './helpers/another-process'

/*
 * Two production servers (`next start` on two ports, one database, one Redis started here) as two
 * instances behind a load balancer: the page cache is shared through Redis (REDIS_URL, src/pageCache),
 * content published anywhere is served fresh by both, a logout on one is refused by the other at once
 * (src/lib/sessionChanges.ts), and with Redis stopped both keep serving pages, then share again.
 * Each target is measured and printed; the polling deadlines are generous.
 */

const DATABASE_URL = process.env.E2E_DATABASE_URL ?? ''
const PORT = Number(process.env.E2E_CLUSTER_PORT ?? Number(process.env.E2E_PORT ?? 3200) + 50)
const PUBLISHED_WITHIN_MS = 4_000 // target: 2 s
const REFUSED_WITHIN_MS = 3_000 // target: 1 s (each instance otherwise remembers a session for 5 s)

test.describe.configure({ mode: 'serial' })
test.setTimeout(240_000)

type Server = { origin: string; stop: () => Promise<void> }
let redis: RedisServer
let a: Server
let b: Server
const prefix = `e2e-cluster-${Date.now()}`

const inAnotherProcess = (...args: string[]) => writeContentInAnotherProcess(DATABASE_URL, ...args)

const page = async (server: Server, path: string) => {
  const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' })
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() }
}

/** Polls until `check` holds on both servers; how long it took. */
async function onBothWithin(ms: number, check: (server: Server) => Promise<boolean>) {
  const started = Date.now()
  const pending = new Set([a, b])
  while (pending.size > 0) {
    for (const server of [...pending]) if (await check(server)) pending.delete(server)
    if (pending.size === 0) break
    if (Date.now() - started > ms) throw new Error(`not on ${[...pending].map((server) => server.origin).join(', ')} within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return Date.now() - started
}

/** Both servers connected to Redis (after a restart): their connections are named by the cache handler. */
async function bothConnectedToRedis() {
  const client = createClient({ url: redis.url })
  await client.connect()
  try {
    await expect
      .poll(async () => ((await client.sendCommand(['CLIENT', 'LIST'])) as string).split('\n').filter((line) => line.includes('name=centre-page-cache')).length, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(2)
  } finally {
    await client.close()
  }
  await new Promise((resolve) => setTimeout(resolve, 500)) // each tells Redis what it missed, then shares again
}

test.beforeAll(async () => {
  redis = await startRedisServer()
  const shared = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix, PAYLOAD_SECRET: process.env.E2E_PAYLOAD_SECRET ?? randomBytes(24).toString('hex') }
  ;[a, b] = await Promise.all([startProductionServer(PORT, DATABASE_URL, shared), startProductionServer(PORT + 1, DATABASE_URL, shared)])
  // Each server expires every content tag once when its listener connects (a catch-up): let that pass.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
})

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await redis?.stop()
})

test('a page rendered by one instance is served by the other from the shared cache', async () => {
  expect((await page(a, '/staff')).status).toBe(200)
  const fromB = await page(b, '/staff')
  expect(fromB.status).toBe(200)
  expect(fromB.cache).toBe('HIT')
})

test('a newsletter published by another process is served by both instances', async () => {
  const title = `Cluster Newsletter ${Date.now()}`
  for (const server of [a, b]) expect((await page(server, '/')).html).not.toContain(title) // both cached
  try {
    await inAnotherProcess('publish-newsletter', '2099-11', title)
    const took = await onBothWithin(PUBLISHED_WITHIN_MS, async (server) => (await page(server, '/')).html.includes(title))
    console.log(`published by another process: fresh on both instances after ${took} ms`)
  } finally {
    await inAnotherProcess('delete-newsletter', '2099-11')
  }
  await onBothWithin(PUBLISHED_WITHIN_MS, async (server) => !(await page(server, '/')).html.includes(title))
})

test('site settings saved through one instance are served by both', async () => {
  const login = await fetch(`${a.origin}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: a.origin },
    body: JSON.stringify(ACCOUNTS.editor),
  })
  expect(login.status).toBe(200)
  const cookie = /payload-token=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0]
  const save = (name: string) =>
    fetch(`${a.origin}/api/cms/globals/site-settings`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: a.origin, Cookie: cookie }, body: JSON.stringify({ name }) })
  const original = ((await (await fetch(`${a.origin}/api/cms/globals/site-settings?depth=0`)).json()) as { name?: string }).name
  expect(original).toBeTruthy()
  await page(b, '/contact') // cached on both
  const renamed = `Cluster Centre ${Date.now()}`
  try {
    expect((await save(renamed)).status).toBe(200)
    const took = await onBothWithin(PUBLISHED_WITHIN_MS, async (server) => (await page(server, '/contact')).html.includes(renamed))
    console.log(`saved through instance A: fresh on both instances after ${took} ms`)
  } finally {
    expect((await save(original!)).status).toBe(200)
  }
})

test('a logout on one instance is refused by the other at once', async () => {
  const login = await fetch(`${a.origin}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: a.origin }, body: JSON.stringify(ACCOUNTS.james) })
  expect(login.status).toBe(200)
  const cookie = /payload-token=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0]
  const onB = async () => (await fetch(`${b.origin}/api/parent/children`, { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } })).status
  expect(await onB()).toBe(200) // B now remembers the session
  expect((await fetch(`${a.origin}/api/logout`, { method: 'POST', headers: { Origin: a.origin, Cookie: cookie } })).status).toBe(200)
  const started = Date.now()
  while ((await onB()) !== 401) {
    if (Date.now() - started > REFUSED_WITHIN_MS) throw new Error(`instance B still honoured the session ${REFUSED_WITHIN_MS} ms after the logout on A`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  console.log(`logout on instance A: refused by instance B after ${Date.now() - started} ms`)
})

test('Redis stopped: both instances keep serving, content changes still reach them; Redis back: shared again', async () => {
  await redis.kill()
  for (const server of [a, b]) {
    for (const path of ['/', '/services', '/apply']) expect((await page(server, path)).status, `${server.origin}${path}`).toBe(200)
  }
  const title = `Outage Newsletter ${Date.now()}`
  try {
    await inAnotherProcess('publish-newsletter', '2099-12', title)
    await onBothWithin(PUBLISHED_WITHIN_MS, async (server) => (await page(server, '/')).html.includes(title))
  } finally {
    await inAnotherProcess('delete-newsletter', '2099-12')
  }
  await onBothWithin(PUBLISHED_WITHIN_MS, async (server) => !(await page(server, '/')).html.includes(title))

  await redis.start()
  await bothConnectedToRedis()
  expect((await page(a, '/contact')).status).toBe(200)
  expect((await page(b, '/contact')).cache).toBe('HIT')
})
