/**
 * The shared page cache (REDIS_URL, src/pageCache): Next's data and page cache in a real Redis started
 * here. Two stores on one Redis play two server processes; Next's own IncrementalCache drives the
 * handler the way `unstable_cache` (src/server/content.ts) does. Redis killed, frozen and restarted:
 * nothing throws, pages are cached in memory meanwhile, and the store is shared again afterwards.
 * Real servers sharing it: tests/e2e/cluster.shared-cache.e2e.spec.ts.
 */
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache/index.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startRedisServer, type RedisServer } from '../../scripts/lib/redisServer'
import { cacheHandlerOver, createPageCacheStore, defaultKeyPrefix, type PageCacheStore } from '../../src/pageCache/redisCache.mjs'
import { patience } from './patience'

type Log = { warn: (message: string) => void; info: (message: string) => void; warnings: string[]; infos: string[] }
const recordingLog = (): Log => {
  const log: Log = { warnings: [], infos: [], warn: (message) => log.warnings.push(message), info: (message) => log.infos.push(message) }
  return log
}

let redis: RedisServer
let prefix: string
const stores: PageCacheStore[] = []
const logs = { a: recordingLog(), b: recordingLog() }
let a: PageCacheStore
let b: PageCacheStore

/** One server process's cache: Next's IncrementalCache over our handler, as Next builds one per request. */
function nextCacheOver(store: PageCacheStore) {
  return new IncrementalCache({
    dev: false,
    requestHeaders: {},
    previewProps: { previewModeId: 'preview', previewModeEncryptionKey: 'key', previewModeSigningKey: 'key' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: 'preview', previewModeEncryptionKey: 'key', previewModeSigningKey: 'key' } },
    CurCacheHandler: cacheHandlerOver(() => store) as never,
  } as never)
}

/** What `unstable_cache` stores: its result as a JSON body, under its tags. */
const dataEntry = (result: unknown) => ({ kind: 'FETCH' as const, data: { headers: {}, body: JSON.stringify(result), status: 200, url: '' }, revalidate: 31_536_000 })
const readData = async (store: PageCacheStore, key: string, tags: string[]) => {
  const entry = await nextCacheOver(store).get(key, { kind: 'FETCH', tags, softTags: ['_N_T_/layout', '_N_T_/'] } as never)
  return entry?.value && 'data' in entry.value ? JSON.parse(String(entry.value.data.body)) : null
}
const writeData = (store: PageCacheStore, key: string, tags: string[], result: unknown) =>
  nextCacheOver(store).set(key, dataEntry(result) as never, { fetchCache: true, tags } as never)

/** A rendered page as Next hands it to the handler: HTML, RSC payload and segments (Buffers, a Map), its tags in a header. */
const pageEntry = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from([0, 255, 1, 254])]]),
  headers: { 'x-next-cache-tags': tags, 'x-nextjs-stale-time': '300' },
  postponed: undefined,
  status: 200,
})
const PAGE_CONTEXT = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: false, expire: undefined } }

const until = async (check: () => boolean | Promise<boolean>, ms = patience(8_000)) => {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

let sequence = 0
const unique = (name: string) => `${name}-${Date.now()}-${sequence++}`

beforeAll(async () => {
  redis = await startRedisServer()
  prefix = `test:${Date.now()}`
  a = createPageCacheStore({ url: redis.url, prefix, buildId: 'build-1', log: logs.a })
  b = createPageCacheStore({ url: redis.url, prefix, buildId: 'build-1', log: logs.b })
  stores.push(a, b)
  await until(() => a.shared && b.shared)
})

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()))
  await redis?.stop()
})

describe('one cache for every process', () => {
  it('a page one process rendered is served by the other, byte for byte, with its lifetime', async () => {
    const key = unique('/route-cache/APP_PAGE/hash/$/services')
    await a.set(key, pageEntry('<h1>Services</h1>', 'site-settings,_N_T_/layout'), PAGE_CONTEXT)
    const entry = (await b.get(key, { kind: 'APP_PAGE' })) as { value: ReturnType<typeof pageEntry>; cacheControl: unknown; lastModified: number } | null
    expect(entry?.value.html).toBe('<h1>Services</h1>')
    expect(Buffer.isBuffer(entry?.value.rscData)).toBe(true)
    expect(entry?.value.rscData.toString()).toBe('rsc:<h1>Services</h1>')
    expect(entry?.value.segmentData).toBeInstanceOf(Map)
    expect([...entry!.value.segmentData.get('/_tree')!]).toEqual([0, 255, 1, 254])
    expect(entry?.value.headers['x-next-cache-tags']).toBe('site-settings,_N_T_/layout')
    expect(entry?.cacheControl).toEqual({ revalidate: false })
    expect(entry!.lastModified).toBeLessThanOrEqual(Date.now())
  })

  it('data cached through Next in one process is read through Next in the other', async () => {
    const key = unique('data')
    await writeData(a, key, ['newsletters'], { title: 'May' })
    expect(await readData(b, key, ['newsletters'])).toEqual({ title: 'May' })
  })

  it('another build or another prefix shares nothing', async () => {
    const key = unique('data')
    await writeData(a, key, ['newsletters'], 'build 1')
    const otherBuild = createPageCacheStore({ url: redis.url, prefix, buildId: 'build-2', log: recordingLog() })
    const otherDeployment = createPageCacheStore({ url: redis.url, prefix: `${prefix}-other`, buildId: 'build-1', log: recordingLog() })
    stores.push(otherBuild, otherDeployment)
    await until(() => otherBuild.shared && otherDeployment.shared)
    expect(await readData(otherBuild, key, ['newsletters'])).toBeNull()
    expect(await readData(otherDeployment, key, ['newsletters'])).toBeNull()
    expect(defaultKeyPrefix('secret-one')).not.toBe(defaultKeyPrefix('secret-two'))
    expect(defaultKeyPrefix('secret-one')).not.toContain('secret')
  })
})

describe('tags', () => {
  it('a tag revalidated in one process expires its data and pages in every process; other tags stay', async () => {
    const data = unique('data')
    const other = unique('data')
    const page = unique('/route-cache/APP_PAGE/hash/$/')
    await writeData(a, data, ['newsletters'], 'old issue')
    await writeData(a, other, ['galleries'], 'photos')
    await a.set(page, pageEntry('<p>old issue</p>', '_N_T_/layout,newsletters,site-settings'), PAGE_CONTEXT)

    await nextCacheOver(b).revalidateTag(['newsletters'], { expire: 0 }) // what the internal route asks

    expect(await readData(a, data, ['newsletters'])).toBeNull()
    expect(await readData(b, data, ['newsletters'])).toBeNull()
    expect(await a.get(page, { kind: 'APP_PAGE' })).toBeNull()
    expect(await readData(a, other, ['galleries'])).toBe('photos')

    // Rendered again after the revalidation: served again. (A write in the very millisecond of a
    // revalidation counts as older than it, so the test waits for the clock to move.)
    await new Promise((resolve) => setTimeout(resolve, 2))
    await writeData(a, data, ['newsletters'], 'new issue')
    expect(await readData(b, data, ['newsletters'])).toBe('new issue')
  })

  it('a stale-while-revalidate request (revalidateTag(tag, "max")) expires at once too', async () => {
    const data = unique('data')
    await writeData(b, data, ['site-settings'], 'old name')
    await nextCacheOver(a).revalidateTag(['site-settings'], { expire: 31_536_000 })
    expect(await readData(b, data, ['site-settings'])).toBeNull()
  })

  it('a revalidated soft tag (a path) expires data read under it', async () => {
    const data = unique('data')
    await writeData(a, data, ['galleries'], 'under /')
    await a.revalidate('_N_T_/')
    expect(await readData(b, data, ['galleries'])).toBeNull()
  })
})

describe('Redis unreachable', () => {
  it('frozen: calls fall back to memory after a timeout; once it answers, the revalidations made meanwhile reach it first', async () => {
    const data = unique('data')
    await writeData(b, data, ['galleries'], 'before the freeze')
    redis.pause()
    try {
      expect(await readData(a, unique('data'), ['galleries'])).toBeNull() // no answer in time: from memory
      expect(a.shared).toBe(false)
      await expect(a.revalidate('galleries')).resolves.toBeUndefined() // Redis is down: kept for later
      expect(logs.a.warnings).toHaveLength(1)
      expect(logs.a.warnings[0]).toMatch(/Redis at redis:\/\/127\.0\.0\.1:\d+ is unreachable/)
    } finally {
      redis.resume()
    }
    await until(() => a.shared)
    expect(logs.a.infos.at(-1)).toMatch(/answers again/)
    // b never noticed the freeze; a's revalidation reached Redis when it came back.
    expect(await readData(b, data, ['galleries'])).toBeNull()
  })

  it('killed: nothing throws, each process serves from its own memory, one warning; restarted: shared again', async () => {
    const warningsBefore = logs.a.warnings.length
    await redis.kill()
    await until(() => !a.shared && !b.shared)

    const data = unique('data')
    await expect(writeData(a, data, ['newsletters'], 'kept in memory')).resolves.toBeUndefined()
    expect(await readData(a, data, ['newsletters'])).toBe('kept in memory')
    expect(await readData(b, data, ['newsletters'])).toBeNull() // b has its own memory
    const page = unique('/route-cache/APP_PAGE/hash/$/staff')
    await a.set(page, pageEntry('<p>staff</p>', 'site-settings'), PAGE_CONTEXT)
    expect(((await a.get(page, { kind: 'APP_PAGE' })) as { value: { html: string } } | null)?.value.html).toBe('<p>staff</p>')
    // Revalidation still works in memory (the PostgreSQL notices reach every process meanwhile).
    await expect(nextCacheOver(a).revalidateTag('newsletters', { expire: 0 })).resolves.toBeUndefined()
    expect(await readData(a, data, ['newsletters'])).toBeNull()
    for (let i = 0; i < 5; i++) await readData(a, unique('data'), ['newsletters'])
    expect(logs.a.warnings.length - warningsBefore).toBe(1)

    await redis.start()
    await until(() => a.shared && b.shared)
    const again = unique('data')
    await writeData(a, again, ['newsletters'], 'shared again')
    expect(await readData(b, again, ['newsletters'])).toBe('shared again')
  })
})
