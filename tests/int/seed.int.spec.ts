/**
 * The demo seed (src/seed): it creates what the spec asks for, and running it again (it is idempotent)
 * adds, removes and versions nothing.
 *
 * Other test files add documents to the same database (they run one after another, never alongside
 * this one), so counts are compared before and after within a test, and "what the seed created" is
 * told apart by creation time: the seed runs before any test, in one transaction, and creates the
 * galleries last, so a seeded document was created no later than the `staff` gallery.
 */
import type { CollectionSlug, Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/registry/seed'

import { countAll, testPayload } from './helpers/payload'
import { patience } from './patience'

const COLLECTIONS = [
  'users',
  'children',
  'curriculum-activities',
  'development-videos',
  'daily-activities',
  'milestones',
  'media',
  'newsletters',
  'galleries',
  'applications',
  'application-events',
  'consents',
  'staff-credentials',
] as const satisfies readonly CollectionSlug[]

const FAMILY_RECORDS = ['curriculum-activities', 'development-videos', 'daily-activities', 'milestones'] as const

const CLASS_CARDS = ['Infant class', '1 and 2 year old class', '3 year old class', 'Early Scholars Preschool']

let payload: Payload
/** Everything the seed of the global setup created was created at or before this instant. */
let seededUntil: string

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: string }).id : value)
const seeded = (where: Where): Where => ({ and: [where, { createdAt: { less_than_equal: seededUntil } }] })

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({ collection: 'galleries', where: { slug: { equals: 'staff' } }, limit: 1, depth: 0, overrideAccess: true })
  expect(docs[0], 'the seed created the staff gallery').toBeDefined()
  seededUntil = docs[0]!.createdAt
})

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {}
  for (const slug of COLLECTIONS) result[slug] = await countAll(slug)
  result['newsletters versions'] = (await payload.countVersions({ collection: 'newsletters', overrideAccess: true })).totalDocs
  return result
}

describe('seed is idempotent', () => {
  it('running it again leaves the count of every collection and of the newsletter versions unchanged', async () => {
    const before = await counts()
    // Sanity: the counts compared are of a seeded database, not of empty tables.
    for (const [name, count] of Object.entries(before)) expect(count, name).toBeGreaterThan(0)
    const ids = async () => (await payload.find({ collection: 'children', where: seeded({}), depth: 0, pagination: false, overrideAccess: true, sort: 'createdAt' })).docs.map((doc) => doc.id)
    const childIds = await ids()

    await seed(payload, () => undefined)
    expect(await counts()).toEqual(before)
    // The same documents were brought back to their state, not replaced by new ones.
    expect(await ids()).toEqual(childIds)

    await seed(payload, () => undefined)
    expect(await counts()).toEqual(before)
  }, patience(180_000))
})

describe('seed creates the demo data of the spec', () => {
  const userNamed = async (username: string) => {
    const { docs } = await payload.find({ collection: 'users', where: { username: { equals: username } }, depth: 0, overrideAccess: true })
    expect(docs, `one account ${username}`).toHaveLength(1)
    return docs[0]!
  }
  const seededChildrenOf = async (parentId: string) =>
    (await payload.find({ collection: 'children', where: seeded({ parent: { equals: parentId } }), depth: 0, pagination: false, overrideAccess: true })).docs

  it('an admin with role admin and an editor', async () => {
    expect((await userNamed('admin')).role).toBe('admin')
    expect((await userNamed('editor')).role).toBe('editor')
  })

  it('the two demo parents maria.garcia and james.okafor, with exactly one child each', async () => {
    for (const username of ['maria.garcia', 'james.okafor']) {
      const parent = await userNamed(username)
      expect(parent.role).toBe('parent')
      const children = await seededChildrenOf(parent.id)
      expect(children, `${username}'s children`).toHaveLength(1)
      expect(children[0]!.lastName).toBe(parent.lastName)
    }
  })

  it('five parent families in all, each with at least one child', async () => {
    const { docs: parents } = await payload.find({ collection: 'users', where: seeded({ role: { equals: 'parent' } }), depth: 0, pagination: false, overrideAccess: true })
    expect(parents).toHaveLength(5)
    expect(parents.map((parent) => parent.username)).toEqual(expect.arrayContaining(['maria.garcia', 'james.okafor']))
    for (const parent of parents) expect((await seededChildrenOf(parent.id)).length, `${parent.username}'s children`).toBeGreaterThan(0)
    // Every seeded child belongs to one of these families.
    const { docs: children } = await payload.find({ collection: 'children', where: seeded({}), depth: 0, pagination: false, overrideAccess: true })
    const parentIds = new Set(parents.map((parent) => parent.id))
    expect(children.every((child) => parentIds.has(idOf(child.parent) as string))).toBe(true)
  })

  it('every child has curriculum activities, development videos, daily activities and milestones of its own family', async () => {
    const { docs: children } = await payload.find({ collection: 'children', where: seeded({}), depth: 0, pagination: false, overrideAccess: true })
    expect(children.length).toBeGreaterThanOrEqual(5)
    for (const child of children) {
      for (const slug of FAMILY_RECORDS) {
        const all = await countAll(slug, { child: { equals: child.id } })
        expect(all, `${slug} of ${child.firstName}`).toBeGreaterThan(0)
        expect(await countAll(slug, { and: [{ child: { equals: child.id } }, { family: { equals: idOf(child.parent) } }] }), `${slug} of ${child.firstName} carry the family`).toBe(all)
      }
    }
  })

  it("the October newsletter '2026-10' is published with the four class cards, each with a theme and activities", async () => {
    // Read as the public does: only published newsletters are visible.
    const { docs } = await payload.find({ collection: 'newsletters', where: { month: { equals: '2026-10' } }, depth: 0, user: null, overrideAccess: false })
    expect(docs).toHaveLength(1)
    const newsletter = docs[0]!
    expect(newsletter._status).toBe('published')
    expect(newsletter.title.trim()).not.toBe('')
    const classes = newsletter.classes ?? []
    expect(classes.map((card) => card.className)).toEqual(CLASS_CARDS)
    for (const card of classes) {
      expect(card.theme.trim(), `${card.className} theme`).not.toBe('')
      expect(card.activities.length, `${card.className} activities`).toBeGreaterThan(0)
      for (const activity of card.activities) expect(activity.trim()).not.toBe('')
    }
  })

  it.each([
    ['services', 7],
    ['staff', 8],
  ] as const)("gallery '%s' has %i images, each with alt text", async (slug, count) => {
    const { docs } = await payload.find({ collection: 'galleries', where: { slug: { equals: slug } }, depth: 1, user: null, overrideAccess: false })
    expect(docs).toHaveLength(1)
    const images = docs[0]!.images ?? []
    expect(images).toHaveLength(count)
    for (const row of images) {
      expect((row.alt ?? '').trim(), 'gallery alt text').not.toBe('')
      const media = row.image
      expect(typeof media, 'the image is a public media document').toBe('object')
      if (typeof media !== 'object') continue
      expect(media.alt.trim(), 'media alt text').not.toBe('')
      expect(media.mimeType ?? '').toMatch(/^image\//)
      expect(media.url).toBeTruthy()
    }
    expect(new Set(images.map((row) => idOf(row.image))).size, 'distinct images').toBe(count)
  })
})
