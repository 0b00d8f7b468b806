import 'server-only'

import { createRequire } from 'node:module'
import path from 'node:path'

import { CONTENT_CHANNEL, CONTENT_TAGS, isContentTag, revalidationToken } from '@/lib/contentChanges'
import { followNotices, stopFollowingNotices } from './notices'
import { onShutdown } from './shutdown'

/**
 * Keeps this server's page cache in step with content changed by any process: follows CONTENT_CHANNEL
 * (src/server/boot/notices.ts) and, for each announced tag, asks this very process to expire it
 * (revalidateTag needs a request's context, so it goes through the internal route). Whenever the
 * listener (re)connects — at start, after a database restart — every tag is expired once: changes made
 * while nobody listened (a seed run while the server was down, an outage) must not stay hidden behind
 * the cache on disk, or in Redis, which outlives the servers.
 */
type TagState = { expired?: number; stale?: number }

/**
 * Pages on disk were rendered before this process started, maybe from other content (a seed run while
 * the server was down, a database restored, a build made elsewhere): they are expired before the first
 * request is served. Next keeps its tag expiry in a process-wide map (its file-system cache handler reads
 * it on every cache hit) that only revalidateTag fills, and revalidateTag needs a request; at start-up,
 * before any request, this sets the same entries Next's handler sets for an immediate expiry. If a Next
 * upgrade moves that map, the listener's first (re)connection still expires every tag through the route,
 * only a moment later: a warning says so.
 */
function expireCachedContentNow(): void {
  try {
    const requireFromApp = createRequire(path.join(process.cwd(), 'package.json'))
    const { tagsManifest } = requireFromApp('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as { tagsManifest?: Map<string, TagState> }
    if (!(tagsManifest instanceof Map)) throw new Error('Next has no tags manifest here')
    const now = Date.now()
    for (const tag of CONTENT_TAGS) tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: now, stale: now })
  } catch (error) {
    console.warn(`[content] pages cached before this start are expired once the listener connects (${(error as Error).message})`)
  }
}

const RETRY_MS = { first: 500, max: 30_000 }
const BATCH_MS = 100

export function followContentChanges(): void {
  if (!process.env.DATABASE_URL || process.env.NEXT_PHASE === 'phase-production-build') return
  const state = globalThis as typeof globalThis & { __centreContentListener?: boolean }
  if (state.__centreContentListener) return
  state.__centreContentListener = true
  // With REDIS_URL the page cache and its tags live in Redis (src/pageCache): Next's tag map in this
  // process is not consulted, and the listener's first connection expires every tag there.
  if (!process.env.REDIS_URL) expireCachedContentNow()

  const pending = new Set<string>()
  let flushing: NodeJS.Timeout | undefined
  let flushDelay = RETRY_MS.first

  const flush = async () => {
    flushing = undefined
    const tags = [...pending]
    pending.clear()
    if (tags.length === 0) return
    try {
      const response = await fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/api/internal/revalidate`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${revalidationToken()}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tags }),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      flushDelay = RETRY_MS.first
    } catch (error) {
      for (const tag of tags) pending.add(tag)
      console.warn(`[content] could not expire ${tags.join(', ')} yet (${(error as Error).message}); retrying`)
      flushDelay = Math.min(flushDelay * 2, RETRY_MS.max)
      flushing = setTimeout(flush, flushDelay)
    }
  }
  const expire = (tags: readonly string[]) => {
    for (const tag of tags) if (isContentTag(tag)) pending.add(tag)
    flushing ??= setTimeout(flush, BATCH_MS)
  }

  // The process is stopping: no page of it will be served again, so it hangs up and stays away.
  onShutdown(() => {
    if (flushing) clearTimeout(flushing)
    void stopFollowingNotices()
  })
  followNotices(CONTENT_CHANNEL, {
    onNotice: (payload) => expire(payload.split(',')),
    onConnect: () => expire(CONTENT_TAGS),
  })
}
