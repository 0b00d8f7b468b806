/**
 * Content changes reach every server process: a write through Payload, in any process, announces the
 * content tags it touched on PostgreSQL's CONTENT_CHANNEL when its transaction commits (never on rollback);
 * the seed announces everything once it has committed. The servers' listeners are tested end to end in
 * tests/e2e/site.content-from-other-processes.e2e.spec.ts.
 */
import { PUBLIC_MEDIA } from '@/access/mediaVisibility'
import pg from 'pg'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONTENT_CHANNEL, CONTENT_TAGS } from '@/lib/contentChanges'
import { api } from './helpers/api'
import { type Actors, loadActors, testPayload } from './helpers/payload'

let listener: pg.Client
let heard: string[] = []
let actors: Actors

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))
const heardTags = () => heard.flatMap((payload) => payload.split(','))

beforeAll(async () => {
  actors = await loadActors()
  listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await listener.connect()
  listener.on('notification', ({ payload }) => heard.push(payload ?? ''))
  await listener.query(`LISTEN ${CONTENT_CHANNEL}`)
})

afterAll(async () => {
  await listener?.end()
})

describe('content changes are announced to every server process', () => {
  it('a newsletter published through Payload announces the newsletters tag', async () => {
    const payload = await testPayload()
    heard = []
    const created = await payload.create({
      collection: 'newsletters',
      data: { month: '2031-01', title: 'Announced issue', classes: [], _status: 'published' },
      user: actors.editor,
      overrideAccess: false,
    })
    await settle()
    expect(heardTags()).toContain('newsletters')
    heard = []
    await payload.delete({ collection: 'newsletters', id: created.id, user: actors.editor, overrideAccess: false })
    await settle()
    expect(heardTags()).toContain('newsletters')
  })

  it('a change to the site settings or a gallery announces its own tag', async () => {
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    heard = []
    await payload.updateGlobal({ slug: 'site-settings', data: { name: settings.name }, user: actors.editor, overrideAccess: false })
    await settle()
    expect(heardTags()).toEqual(['site-settings'])
    const { docs } = await payload.find({ collection: 'galleries', limit: 1, overrideAccess: true, depth: 0 })
    heard = []
    await payload.update({ collection: 'galleries', id: docs[0]!.id, data: { title: docs[0]!.title }, user: actors.editor, overrideAccess: false })
    await settle()
    expect(heardTags()).toEqual(['galleries'])
  })

  it('a write whose transaction rolls back announces nothing; its commit does', async () => {
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    heard = []
    const rolledBack = await createLocalReq({ user: actors.editor! }, payload)
    await initTransaction(rolledBack)
    await payload.updateGlobal({ slug: 'site-settings', data: { name: settings.name }, req: rolledBack, overrideAccess: false })
    await killTransaction(rolledBack)
    await settle()
    expect(heard).toEqual([])

    const committed = await createLocalReq({ user: actors.editor! }, payload)
    await initTransaction(committed)
    await payload.updateGlobal({ slug: 'site-settings', data: { name: settings.name }, req: committed, overrideAccess: false })
    await settle()
    expect(heard).toEqual([]) // not before the commit
    await commitTransaction(committed)
    await settle()
    expect(heardTags()).toEqual(['site-settings'])
  })

  it('the seed announces every content tag once it has committed', async () => {
    const payload = await testPayload()
    heard = []
    const { seed } = await import('@/registry/seed')
    await seed(payload, () => undefined)
    await settle()
    expect(heard).toEqual([CONTENT_TAGS.join(',')])
  })
})

describe('the internal revalidation route', () => {
  it('refuses a caller without the revalidation token before reading the body', async () => {
    let read = false
    // highWaterMark 0: nothing is pulled until somebody reads.
    const body = new ReadableStream(
      {
        pull() {
          read = true
          throw new Error('the body must not be read')
        },
      },
      { highWaterMark: 0 },
    )
    const response = await api('POST', '/api/internal/revalidate', {
      raw: body,
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not-the-token' },
      origin: null,
    })
    expect(response.status).toBe(401)
    expect(read).toBe(false)
  })

  it('refuses unknown tags with a clear message', async () => {
    const { revalidationToken } = await import('@/lib/contentChanges')
    const response = await api<{ message: string }>('POST', '/api/internal/revalidate', {
      body: { tags: ['users'] },
      headers: { Authorization: `Bearer ${revalidationToken()}` },
      origin: null,
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/newsletters, galleries, site-settings/)
  })
})

describe('site media', () => {
  it('a change to a public image announces the galleries; a family’s own file announces nothing', async () => {
    const payload = await testPayload()
    // Public media: no family and no purpose (a photo of children has families, not a family, and is not an editor's).
    const publicImage = (await payload.find({ collection: 'media', where: PUBLIC_MEDIA, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    heard = []
    await payload.update({ collection: 'media', id: publicImage.id, data: { alt: publicImage.alt }, user: actors.editor, overrideAccess: false })
    await settle()
    expect(heardTags()).toEqual(['galleries'])

    const familyFile = (await payload.find({ collection: 'media', where: { family: { exists: true } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    heard = []
    await payload.update({ collection: 'media', id: familyFile.id, data: { alt: familyFile.alt }, user: actors.admin, overrideAccess: false })
    await settle()
    expect(heard).toEqual([])
  })
})
