// @ts-check
/**
 * The cache handler next.config.mjs names when REDIS_URL is set: Next's data and page cache in Redis,
 * shared by every instance (see redisCache.mjs). One Redis connection per process, made on the first
 * request; the key prefix is REDIS_KEY_PREFIX, or one derived from PAYLOAD_SECRET (the same on every
 * instance of a deployment, another for another deployment on the same Redis).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { cacheHandlerOver, createPageCacheStore, defaultKeyPrefix } from './redisCache.mjs'

const STORE = Symbol.for('centre.pageCacheStore')

/** The build's id: entries of one build are never served by another (their HTML names its own scripts). */
function buildIdOf(ctx) {
  try {
    return readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}

/** @param {any} ctx */
function processStore(ctx) {
  const shared = /** @type {Record<symbol, ReturnType<typeof createPageCacheStore> | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (shared[STORE] ??= createPageCacheStore({
    url: process.env.REDIS_URL ?? '',
    prefix: process.env.REDIS_KEY_PREFIX || defaultKeyPrefix(),
    buildId: buildIdOf(ctx),
  }))
}

export default cacheHandlerOver(processStore)
