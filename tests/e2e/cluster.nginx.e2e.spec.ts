import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/lib/databaseErrors'
import { startNginx, type NginxServer } from '../../scripts/lib/nginxServer'
import { freePort, startRedisServer, type RedisServer } from '../../scripts/lib/redisServer'
import { startProductionServer } from '../../scripts/lib/server'
import { startOwnPostgres, type OwnPostgres } from '../int/helpers/ownPostgres'
import { startS3, type TestS3 } from '../int/helpers/s3'
import { ACCOUNTS } from './helpers/accounts'
import { tsCommand } from '../../scripts/lib/run'

/*
 * The reference deployment (docker-compose.yml) on this machine: deploy/nginx.conf run by Debian's nginx
 * in front of two production servers (`next start` from the build), with a Redis, an S3 store (s3rver)
 * and a PostgreSQL of this test's own (which it restarts), each instance with a MEDIA_DIR of its own.
 * Every request goes through nginx, whose single worker alternates between the two instances request by
 * request (scripts/lib/nginxServer.ts): "on both" is two answers in a row, and each check is also asked
 * of instance B directly. The polling deadlines are generous; the times taken are printed.
 */

const WITHIN_MS = 4_000 // targets: a publish within 2 s, a logout within 1 s
test.describe.configure({ mode: 'serial' })
test.setTimeout(300_000)

type Instance = { origin: string; mediaDir: string; stop: () => Promise<void> }
let postgres: OwnPostgres
let s3: TestS3
let redis: RedisServer
let a: Instance
let b: Instance
let nginx: NginxServer
const temporary: string[] = []

const through = (pathname: string, init: RequestInit = {}) => fetch(`${nginx.origin}${pathname}`, { redirect: 'manual', ...init })
const json = (cookie?: string) => ({ 'Content-Type': 'application/json', Origin: nginx.origin, ...(cookie ? { Cookie: cookie } : {}) })
const sessionCookie = (response: Response) => /payload-token=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0]

async function login(account: { username: string; password: string }, endpoint = '/api/cms/users/login') {
  const response = await through(endpoint, { method: 'POST', headers: json(), body: JSON.stringify(account) })
  expect(response.status, await response.clone().text()).toBe(200)
  return sessionCookie(response)
}

/** Polls until `check` holds for two requests in a row through nginx (one per instance) and on B directly. */
async function everywhereWithin(ms: number, check: (origin: string) => Promise<boolean>) {
  const started = Date.now()
  for (;;) {
    if ((await check(nginx.origin)) && (await check(nginx.origin)) && (await check(b.origin))) return Date.now() - started
    if (Date.now() - started > ms) throw new Error(`not on both instances within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  ;[postgres, s3, redis] = await Promise.all([startOwnPostgres('centre_cluster'), startS3(['centre-media']), startRedisServer()])
  const databaseUrl = postgres.url('centre_cluster')
  const seedMedia = await mkdtemp(path.join(tmpdir(), 'centre-cluster-seed-'))
  temporary.push(seedMedia)
  // The seed's files (site media, the demo families' videos) go to the bucket too.
  await promisify(execFile)(...tsCommand('scripts/seed.ts'), { env: { ...process.env, DATABASE_URL: databaseUrl, MEDIA_DIR: seedMedia, ...s3.env } })
  const [portA, portB, portNginx] = [await freePort(), await freePort(), await freePort()]
  const serverUrl = `http://127.0.0.1:${portNginx}`
  const shared = {
    ...s3.env,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `e2e-nginx-${Date.now()}`,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SERVER_URL: serverUrl,
    TRUSTED_PROXY_HOPS: '1',
    RATE_LIMIT_LOGIN: '0',
  }
  const instance = async (port: number): Promise<Instance> => {
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'centre-cluster-media-'))
    temporary.push(mediaDir)
    return { ...(await startProductionServer(port, databaseUrl, { ...shared, MEDIA_DIR: mediaDir })), mediaDir }
  }
  ;[a, b] = await Promise.all([instance(portA), instance(portB)])
  nginx = await startNginx([portA, portB], portNginx)
  await new Promise((resolve) => setTimeout(resolve, 1_000)) // each instance's start-up catch-up of content tags
})

test.afterAll(async () => {
  await nginx?.stop()
  await Promise.all([a?.stop(), b?.stop()])
  await Promise.all([redis?.stop(), s3?.remove(), postgres?.destroy()])
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })))
})

test('site settings saved through nginx are served fresh by both instances', async () => {
  const editor = await login(ACCOUNTS.editor)
  const save = (name: string) => through('/api/cms/globals/site-settings', { method: 'POST', headers: json(editor), body: JSON.stringify({ name }) })
  for (let i = 0; i < 2; i++) expect((await through('/contact')).status).toBe(200) // cached by both
  const renamed = `Nginx Centre ${Date.now()}`
  expect((await save(renamed)).status).toBe(200)
  const took = await everywhereWithin(WITHIN_MS, async (origin) => (await (await fetch(`${origin}/contact`)).text()).includes(renamed))
  console.log(`saved through nginx: fresh on both instances after ${took} ms`)
})

test('a family video uploaded through nginx comes from the bucket, the same bytes and ranges from both instances', async () => {
  const admin = await login(ACCOUNTS.admin)
  const children = (await (await through('/api/admin/children', { headers: json(admin) })).json()) as { id: string }[]
  const bytes = await readFile('src/seed/media/videos/dev-2.mp4')
  const form = new FormData()
  for (const [key, value] of Object.entries({ childId: children[0]!.id, title: `Through nginx ${Date.now()}`, category: 'activity' })) form.set(key, value)
  form.set('video', new File([new Uint8Array(bytes)], 'clip.mp4', { type: 'video/mp4' }))
  const upload = await through('/api/admin/videos', { method: 'POST', headers: { Origin: nginx.origin, Cookie: admin }, body: form })
  expect(upload.status, await upload.clone().text()).toBe(201)
  const { video } = (await upload.json()) as { video: { videoUrl: string } }
  expect(video.videoUrl).toMatch(/^\/api\/cms\/media\/file\//)

  const file = (origin: string, headers: Record<string, string> = {}) => fetch(`${origin}${video.videoUrl}`, { headers: { Cookie: admin, 'Sec-Fetch-Site': 'same-origin', ...headers } })
  for (const origin of [nginx.origin, nginx.origin, b.origin]) {
    const whole = await file(origin)
    expect(whole.status, origin).toBe(200)
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes), `${origin}: the uploaded bytes`).toBe(true)
    const range = await file(origin, { Range: 'bytes=100-1123' })
    expect(range.status, origin).toBe(206)
    expect(range.headers.get('content-range')).toBe(`bytes 100-1123/${bytes.length}`)
    expect(Buffer.from(await range.arrayBuffer()).equals(bytes.subarray(100, 1124)), `${origin}: the range's bytes`).toBe(true)
  }
  // Neither instance wrote it to its own disk: it is in the bucket.
  for (const instance of [a, b]) expect(await readdir(instance.mediaDir)).toEqual([])
})

test('a logout through nginx is refused by both instances', async () => {
  const cookie = await login(ACCOUNTS.james, '/api/login')
  const children = (origin: string) => fetch(`${origin}/api/parent/children`, { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } })
  for (const origin of [nginx.origin, nginx.origin, b.origin]) expect((await children(origin)).status).toBe(200) // each remembers it
  expect((await through('/api/logout', { method: 'POST', headers: json(cookie) })).status).toBe(200)
  const took = await everywhereWithin(WITHIN_MS, async (origin) => (await children(origin)).status === 401)
  console.log(`logout through nginx: refused by both instances after ${took} ms`)
})

test('a photo of children on the website whose consent is withdrawn: no instance serves it, by page, file or image optimizer; site pictures stay optimized', async () => {
  const admin = await login(ACCOUNTS.admin)
  const editor = await login(ACCOUNTS.editor)
  const children = (await (await through('/api/admin/children', { headers: json(admin) })).json()) as { id: string }[]
  const childId = children[0]!.id
  const websiteConsent = async (granted: boolean) => {
    const answer = await through(`/api/children/${childId}/consents`, { method: 'POST', headers: json(admin), body: JSON.stringify({ kind: 'website-photos', granted }) })
    expect(answer.status, await answer.clone().text()).toBe(201)
  }
  await websiteConsent(true)
  const form = new FormData()
  form.set('title', `On the website ${Date.now()}`)
  form.set('childIds', childId)
  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8ab17d' } }).png().toBuffer()
  form.set('file', new File([new Uint8Array(png)], 'garden-party.png', { type: 'image/png' }))
  const uploaded = await through('/api/photos', { method: 'POST', headers: { Origin: nginx.origin, Cookie: admin }, body: form })
  expect(uploaded.status, await uploaded.clone().text()).toBe(201)
  const photo = (await uploaded.json()) as { id: string; urls: { card: string; original: string } }

  // The editors put it in the services gallery (the photo has every tagged child's website consent).
  const { docs } = (await (await through('/api/cms/galleries?where[slug][equals]=services&depth=0', { headers: json(editor) })).json()) as { docs: { id: string; images: unknown[] }[] }
  const gallery = docs[0]!
  const added = await through(`/api/cms/galleries/${gallery.id}`, { method: 'PATCH', headers: json(editor), body: JSON.stringify({ images: [...gallery.images, { image: photo.id, alt: 'Children in the garden' }] }) })
  expect(added.status, await added.clone().text()).toBe(200)

  const name = decodeURIComponent(photo.urls.card.split('/media/file/')[1]!)
  const page = async (origin: string) => (await fetch(`${origin}/services`)).text()
  const file = async (origin: string, url: string) => (await fetch(`${origin}${url}`)).status
  const optimized = async (origin: string, url: string) => (await fetch(`${origin}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)).status
  const photoAddresses = [photo.urls.card, photo.urls.original, `${photo.urls.card}?public`]

  const shown = await everywhereWithin(WITHIN_MS, async (origin) => (await page(origin)).includes(name))
  console.log(`photo in a gallery: on both instances' services page after ${shown} ms`)
  for (const origin of [nginx.origin, nginx.origin, b.origin]) {
    expect(await file(origin, photo.urls.card), origin).toBe(200)
    // Never through the optimizer, even while it is public: its copies would outlive the consent.
    for (const url of photoAddresses) expect(await optimized(origin, url), `${origin} ${url}`).not.toBe(200)
  }
  // The site's own pictures: optimized, through either instance.
  const sitePicture = /\/_next\/image\?url=([^&"]+)/.exec(await page(nginx.origin))
  expect(sitePicture, 'an optimized site picture on the services page').not.toBeNull()
  for (const origin of [nginx.origin, nginx.origin, b.origin]) {
    const picture = await fetch(`${origin}/_next/image?url=${sitePicture![1]}&w=640&q=75`, { headers: { Accept: 'image/avif,image/webp,*/*' } })
    expect(picture.status, origin).toBe(200)
    expect(picture.headers.get('content-type'), origin).toMatch(/^image\/(webp|avif)$/)
  }

  await websiteConsent(false)
  const gone = await everywhereWithin(WITHIN_MS, async (origin) => {
    if ((await page(origin)).includes(name)) return false
    for (const url of photoAddresses) if ((await file(origin, url)) === 200 || (await optimized(origin, url)) === 200) return false
    return true
  })
  console.log(`website consent withdrawn: the photo gone from both instances (page, file, optimizer) after ${gone} ms`)
})

test('Redis stopped: pages through nginx are still 200', async () => {
  await redis.kill()
  for (const pathname of ['/', '/', '/services', '/services', '/contact', '/contact']) expect((await through(pathname)).status, pathname).toBe(200)
  await redis.start()
})

test('PostgreSQL restarted: 503 with a clear message through nginx, then both instances recover on their own', async () => {
  const cookie = await login(ACCOUNTS.james, '/api/login')
  const children = (origin: string) => fetch(`${origin}/api/parent/children`, { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } })
  await postgres.stop()
  try {
    for (let i = 0; i < 2; i++) {
      const during = await through('/api/parent/children', { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } })
      expect(during.status).toBe(503)
      expect(await during.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE })
      expect((await through('/api/ready')).status).toBe(503)
    }
    expect((await through('/api/health')).status).toBe(200)
  } finally {
    await postgres.start()
  }
  const took = await everywhereWithin(30_000, async (origin) => (await children(origin)).status === 200)
  console.log(`PostgreSQL back: both instances serving again after ${took} ms`)
  for (const instance of [a, b]) await expect.poll(async () => (await fetch(`${instance.origin}/api/ready`)).status, { timeout: 10_000 }).toBe(200)
})
