import { createHmac } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { payloadSecret } from './runtimeConfig'
import { transactionConnection } from './transactionConnection'

/**
 * Cache tags of the public pages' CMS content, and how a change to it reaches every server process.
 *
 * A write through Payload, in whatever process it happens (a Next server, `npm run seed`, a script,
 * another instance), announces the tags it touched with PostgreSQL's NOTIFY on CONTENT_CHANNEL. Inside
 * a transaction the notice is delivered at commit and never on rollback. Every Next server process
 * listens (src/server/boot/contentChanges.ts) and expires those tags in its own page cache; the process
 * that made the change also expires them at once, without waiting for the round trip.
 */
import { CONTENT_TAGS, type ContentTag } from './constants'

export { CONTENT_TAGS, type ContentTag }

export const CONTENT_CHANNEL = 'centre_content_changed'

export const isContentTag = (value: string): value is ContentTag => (CONTENT_TAGS as readonly string[]).includes(value)

/** Tells every server process that the content behind `tags` changed (delivered when `req`'s transaction commits). */
export async function announceContentChange(payload: Payload, tags: readonly ContentTag[], req?: Partial<PayloadRequest>): Promise<void> {
  if (tags.length === 0) return
  // On the request's transaction when there is one: NOTIFY is then delivered at its commit.
  const { db } = await transactionConnection(payload, req)
  await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${[...new Set(tags)].join(',')})`)
}

/** Expires `tags` in this process's page cache when it is a Next server; elsewhere there is nothing to do. */
function revalidateHere(tags: readonly ContentTag[]): void {
  void import('next/cache')
    .then(({ revalidateTag }) => {
      for (const tag of tags) revalidateTag(tag, 'max')
    })
    .catch(() => undefined) // outside a Next request (seed, scripts, tests) next/cache has no store
}

/**
 * For the collections' hooks: `tags` changed in this request. Skipped when the writer said it announces
 * the change itself (`context.disableRevalidate`, as the seed does once it has committed).
 */
export async function contentChanged(req: PayloadRequest, ...tags: ContentTag[]): Promise<void> {
  if (req.context?.disableRevalidate) return
  try {
    await announceContentChange(req.payload, tags, req)
  } catch (error) {
    // The write itself decides: a failed notice inside a transaction fails its commit anyway.
    req.payload.logger.error({ err: error, msg: `Could not announce a change to ${tags.join(', ')}` })
  }
  revalidateHere(tags)
}

/** The bearer token of the internal revalidation route: only processes that know PAYLOAD_SECRET have it. */
export const revalidationToken = (): string => createHmac('sha256', payloadSecret()).update('centre:revalidate-content').digest('hex')
