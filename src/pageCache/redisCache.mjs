// @ts-check
/**
 * Next's data and page cache (ISR pages, route handlers, `unstable_cache`), shared by every instance
 * through Redis, tags included (Next 16's custom `cacheHandler`: get, set, revalidateTag,
 * resetRequestCache). Plain JavaScript: Next loads this file with Node's own import at run time, not
 * through its bundler. `handler.mjs` is the file next.config.mjs names.
 *
 * - Entries: one Redis string per cache key, `<prefix>:<build id>:entry:<key>`, JSON with Buffers and
 *   Maps encoded (an APP_PAGE's rscData and segmentData), a TTL so the store stays bounded. The build
 *   id keeps two builds (a rolling deploy) from serving each other's pages, whose HTML names each
 *   build's own scripts.
 * - Tags: one Redis hash, `<prefix>:tags`, tag → when it was last revalidated (ms). An entry whose tags
 *   (a page's `x-next-cache-tags`, a data entry's tags and soft tags) were revalidated after it was
 *   written is a miss, on every instance. A stale-while-revalidate request (`revalidateTag(tag,
 *   'max')`) counts as expired too: nobody is served content older than a revalidation.
 * - Redis unreachable (not yet connected, stopped, dropping mid-run, timing out): every call falls
 *   back to this process's memory (entries and tags), one warning is logged, nothing throws. The client
 *   reconnects by itself; once Redis answers again, the tags revalidated meanwhile are written to it
 *   first, then the process uses the shared store again. (Each process also hears every content change
 *   on PostgreSQL, src/server/boot/contentChanges.ts, so its own memory stays right during an outage.)
 */
import { createHash } from 'node:crypto'

import { createClient } from 'redis'

const TAGS_HEADER = 'x-next-cache-tags'
/** Entries older than this are dropped by Redis (and rendered again when asked for). */
export const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60
/** A Redis call that takes longer counts as Redis being down: the page is served from memory. */
const COMMAND_TIMEOUT_MS = 1_000
/** Reconnection: quickly at first, then every 2 s at most, so the store is shared again soon. */
const RECONNECT_MAX_MS = 2_000
/** While Redis is down: at most this many entries in memory, least recently used dropped first. */
const LOCAL_ENTRIES = 500

/**
 * @typedef {{ lastModified: number, value: unknown, cacheControl?: unknown }} CacheEntry
 * @typedef {{ kind?: string, tags?: string[], softTags?: string[], cacheControl?: unknown, fetchCache?: boolean }} CacheContext
 * @typedef {{ warn: (message: string) => void, info: (message: string) => void }} Logger
 * @typedef {{ url: string, prefix: string, buildId: string, log?: Logger, ttlSeconds?: number }} StoreOptions
 */

/** The default key prefix: the same for every instance of one deployment (same secret), another for another one. */
export function defaultKeyPrefix(secret = process.env.PAYLOAD_SECRET ?? 'development') {
  return `centre:${createHash('sha256').update(`centre-page-cache:${secret}`).digest('hex').slice(0, 12)}`
}

/**
 * Where Redis is, for logs: never the password in the URL.
 * @param {string} url
 */
export function describeRedis(url) {
  try {
    const { protocol, host } = new URL(url)
    return `${protocol}//${host}`
  } catch {
    return 'REDIS_URL'
  }
}

// ---------------------------------------------------------------------------------------------------
// Entries as JSON: Buffers and Maps survive the trip.
// ---------------------------------------------------------------------------------------------------

/**
 * @this {any}
 * @param {string} key
 * @param {unknown} value
 */
function encode(key, value) {
  const raw = this[key] // before Buffer#toJSON turned it into an array of numbers
  if (raw instanceof Uint8Array) return { __buffer: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') }
  if (raw instanceof Map) return { __map: [...raw.entries()] }
  return value
}

/**
 * @param {string} _key
 * @param {any} value
 */
function decode(_key, value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value)
    if (keys.length === 1 && typeof value.__buffer === 'string') return Buffer.from(value.__buffer, 'base64')
    if (keys.length === 1 && Array.isArray(value.__map)) return new Map(value.__map)
  }
  return value
}

/** @param {{ lastModified: number, value: unknown, tags: string[], cacheControl?: unknown }} stored */
export const serializeEntry = (stored) => JSON.stringify(stored, encode)
/**
 * @param {string} text
 * @returns {{ lastModified: number, value: any, tags: string[], cacheControl?: unknown }}
 */
export const deserializeEntry = (text) => JSON.parse(text, decode)

/**
 * The tags that decide whether an entry is still valid: a response's own header, a data entry's tags.
 * @param {any} value
 * @param {CacheContext | undefined} ctx
 * @param {string[]} storedTags
 */
function tagsOf(value, ctx, storedTags = []) {
  const tags = new Set(storedTags)
  const header = value && typeof value === 'object' ? value.headers?.[TAGS_HEADER] : undefined
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  for (const tag of ctx?.tags ?? []) tags.add(tag)
  for (const tag of ctx?.softTags ?? []) tags.add(tag)
  return tags
}

/**
 * Whether any of `tags` was revalidated after the entry was written (or in the same millisecond: then render again).
 * @param {Set<string>} tags
 * @param {number} lastModified
 * @param {Map<string, string | number>[]} revalidations
 */
function revalidatedSince(tags, lastModified, ...revalidations) {
  for (const tag of tags) {
    for (const times of revalidations) {
      const at = Number(times.get(tag))
      if (at >= lastModified) return true
    }
  }
  return false
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
const withTimeout = (promise, ms) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    )
  })

// ---------------------------------------------------------------------------------------------------
// The store: Redis when it answers, this process's memory when it does not.
// ---------------------------------------------------------------------------------------------------

/** @param {StoreOptions} options */
export function createPageCacheStore({ url, prefix, buildId, log = console, ttlSeconds = ENTRY_TTL_SECONDS }) {
  const where = describeRedis(url)
  const tagsKey = `${prefix}:tags`
  const entryKey = (/** @type {string} */ key) => `${prefix}:${buildId}:entry:${key}`

  /** This process's view of every tag revalidation it made or heard of (never forgotten: a few tags). */
  const localTags = new Map()
  /** Revalidations Redis has not been told yet (it was down). */
  const unsentTags = new Map()
  /** @type {Map<string, { lastModified: number, value: unknown, tags: string[], cacheControl?: unknown }>} */
  const localEntries = new Map()

  let shared = false // Redis answers and knows every revalidation this process made
  let warned = false
  let closed = false
  let recovering = false

  const client = createClient({
    url,
    name: 'centre-page-cache', // CLIENT LIST shows who is connected
    disableOfflineQueue: true, // while disconnected a call fails at once instead of waiting
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_MS),
    },
  })

  const down = (/** @type {any} */ error) => {
    shared = false
    if (warned || closed) return
    warned = true
    log.warn(`[cache] Redis at ${where} is unreachable (${error?.message ?? error}): pages are cached in this process's memory until it answers again`)
  }

  /** Tell Redis what was revalidated while it was away, then share again. */
  const recover = async () => {
    if (recovering || closed || !client.isReady) return
    recovering = true
    try {
      const sending = new Map(unsentTags)
      // Proves Redis answers, and tells it every revalidation it missed before anything is read from it.
      await withTimeout(
        /** @type {Promise<unknown>} */ (sending.size > 0 ? client.hSet(tagsKey, Object.fromEntries([...sending].map(([tag, at]) => [tag, String(at)]))) : client.ping()),
        COMMAND_TIMEOUT_MS,
      )
      for (const [tag, at] of sending) if (unsentTags.get(tag) === at) unsentTags.delete(tag)
      localEntries.clear() // written while apart; Redis has (or will get) the shared copies
      shared = true
      if (warned) log.info(`[cache] Redis at ${where} answers again: pages are shared through it`)
      warned = false
    } catch (error) {
      down(error)
      setTimeout(() => void recover(), RECONNECT_MAX_MS).unref()
    } finally {
      recovering = false
    }
  }

  client.on('error', (error) => down(error))
  client.on('ready', () => void recover())
  client.on('end', () => (shared = false))
  client.connect().catch((error) => down(error))

  /**
   * Runs `call` against Redis when it is shared; on any failure Redis counts as down until it recovers.
   * @template T
   * @param {() => Promise<T>} call
   * @returns {Promise<{ ok: true, value: T } | { ok: false }>}
   */
  const onRedis = async (call) => {
    if (!shared) return { ok: false }
    try {
      return { ok: true, value: await withTimeout(call(), COMMAND_TIMEOUT_MS) }
    } catch (error) {
      down(error)
      // A timeout leaves the connection up: try again shortly rather than wait for a reconnection.
      if (client.isReady) setTimeout(() => void recover(), RECONNECT_MAX_MS).unref()
      return { ok: false }
    }
  }

  return {
    /** Whether entries are read from and written to Redis right now. */
    get shared() {
      return shared
    },

    /**
     * @param {string} key
     * @param {CacheContext} [ctx]
     * @returns {Promise<CacheEntry | null>}
     */
    async get(key, ctx) {
      const fromRedis = await onRedis(() => Promise.all([client.get(entryKey(key)), client.hGetAll(tagsKey)]))
      let stored
      let sharedTags = new Map()
      if (fromRedis.ok) {
        const [text, tags] = fromRedis.value
        if (!text) return null
        stored = deserializeEntry(text)
        sharedTags = new Map(Object.entries(tags ?? {}))
      } else {
        stored = localEntries.get(key)
        if (!stored) return null
        localEntries.delete(key) // most recently used last
        localEntries.set(key, stored)
      }
      if (revalidatedSince(tagsOf(stored.value, ctx, stored.tags), stored.lastModified, sharedTags, localTags)) return null
      return { lastModified: stored.lastModified, value: stored.value, ...(stored.cacheControl ? { cacheControl: stored.cacheControl } : {}) }
    },

    /**
     * @param {string} key
     * @param {unknown} value
     * @param {CacheContext} [ctx]
     */
    async set(key, value, ctx) {
      const stored = {
        lastModified: Date.now(),
        value,
        tags: ctx?.fetchCache ? (ctx.tags ?? []) : [],
        ...(!ctx?.fetchCache && ctx?.cacheControl ? { cacheControl: ctx.cacheControl } : {}),
      }
      const written = await onRedis(() => client.set(entryKey(key), serializeEntry(stored), { expiration: { type: 'EX', value: ttlSeconds } }))
      if (written.ok) return
      localEntries.delete(key)
      localEntries.set(key, stored)
      for (const oldest of localEntries.keys()) {
        if (localEntries.size <= LOCAL_ENTRIES) break
        localEntries.delete(oldest)
      }
    },

    /** @param {string | string[]} tags */
    async revalidate(tags) {
      const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean)
      if (list.length === 0) return
      const now = Date.now()
      for (const tag of list) localTags.set(tag, now)
      const written = await onRedis(() => client.hSet(tagsKey, Object.fromEntries(list.map((tag) => [tag, String(now)]))))
      if (!written.ok) for (const tag of list) unsentTags.set(tag, now)
    },

    async close() {
      closed = true
      shared = false
      await client.close().catch(() => undefined)
    },
  }
}

/** @typedef {ReturnType<typeof createPageCacheStore>} PageCacheStore */

/**
 * A Next cache handler class over `storeFor(ctx)`. Next makes one handler per request, so the store
 * (the Redis connection) lives outside it.
 * @param {(ctx: any) => PageCacheStore} storeFor
 */
export function cacheHandlerOver(storeFor) {
  return class SharedCacheHandler {
    /** @param {any} ctx Next's CacheHandlerContext */
    constructor(ctx) {
      this.store = storeFor(ctx)
    }
    /** @param {string} key @param {CacheContext} ctx */
    get(key, ctx) {
      return this.store.get(key, ctx)
    }
    /** @param {string} key @param {unknown} data @param {CacheContext} ctx */
    set(key, data, ctx) {
      return this.store.set(key, data, ctx)
    }
    /** @param {string | string[]} tags */
    revalidateTag(tags) {
      return this.store.revalidate(tags)
    }
    resetRequestCache() {}
  }
}
