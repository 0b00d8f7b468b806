/**
 * Real days through Payload's own REST API at /api/cms (issue 47, point 5), as /cms and any program with
 * a session write the collections: every `type: 'date'` field of the running config (each collection's
 * and global's, nested ones and Payload's own timestamps included, found by walking the config, so a new
 * one is covered without being listed here) refuses a day the calendar does not have, `2026-02-30`
 * (`2026-02-30T10:00:00.000Z` for a date and time), with a 400 naming that field, and writes nothing.
 * Payload's own date check takes anything `Date.parse` reads: V8 reads 2026-02-30 as 2 March (a drill's
 * time was stored as 2 March); PostgreSQL refused most others with a 500, and a few were dropped unsaid.
 *
 * Each field is written by the first of the admin, the editor, a teacher and a parent whose permissions
 * (GET /api/cms/access) let them create or update it: a POST of a new record with the field set, and a
 * PATCH of a record they read. A field no one may write is tried by the admin, and nothing changes.
 */
import config from '@payload-config'
import type { CollectionSlug, Field, GlobalSlug } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { CMS_DAY_MESSAGES } from '@/collections/shared/realDays'
import { billingMessages } from '@/features/billing/schemas'
import { drillMessages } from '@/features/drills/schemas'
import { carePlanMessages } from '@/features/health/schemas'
import { type FloorActor, countAll, floorActorLogin, testPayload } from './helpers/payload'
import { type RestResult, rest, restLogin, restUpload } from './helpers/rest'

type Writer = Exclude<FloorActor, 'anonymous' | 'parentB' | 'teacherY'>
/** Who may write a field, widest rights first. */
const WRITERS: Writer[] = ['admin', 'editor', 'teacherX', 'parentA']

/** One step of a field's place in a record: a named group or tab, an array's first row, a block, the field. */
type Step = { name: string; kind: 'group' | 'array' | 'block' | 'field'; blockType?: string }
type DateSpot = { owner: 'collection' | 'global'; slug: string; rest: boolean; upload: boolean; steps: Step[]; dayOnly: boolean }

function dateFields(fields: Field[], at: Step[] = []): { steps: Step[]; dayOnly: boolean }[] {
  return fields.flatMap((field) => {
    if (field.type === 'date') return [{ steps: [...at, { name: field.name, kind: 'field' as const }], dayOnly: field.admin?.date?.pickerAppearance === 'dayOnly' }]
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => dateFields(tab.fields, 'name' in tab && tab.name ? [...at, { name: tab.name, kind: 'group' }] : at))
    if (field.type === 'array') return dateFields(field.fields, [...at, { name: field.name, kind: 'array' }])
    if (field.type === 'blocks') {
      return (field.blocks ?? []).flatMap((block) => dateFields(block.fields, [...at, { name: field.name, kind: 'block', blockType: block.slug }]))
    }
    if (field.type === 'group' && 'name' in field && field.name) return dateFields(field.fields, [...at, { name: field.name, kind: 'group' }])
    if ('fields' in field && Array.isArray(field.fields)) return dateFields(field.fields, at)
    return []
  })
}

const sanitized = await config
const SPOTS: DateSpot[] = [
  ...sanitized.collections.flatMap((collection) =>
    dateFields(collection.fields).map((spot) => ({
      owner: 'collection' as const,
      slug: collection.slug,
      // Payload's own bookkeeping (`payload-migrations`) has no REST API at all.
      rest: collection.endpoints !== false,
      upload: Boolean(collection.upload),
      ...spot,
    })),
  ),
  ...sanitized.globals.flatMap((global) => dateFields(global.fields).map((spot) => ({ owner: 'global' as const, slug: global.slug, rest: global.endpoints !== false, upload: false, ...spot }))),
]

/** The path Payload names a field by in its errors: `addenda.0.addedAt`. */
const pathOf = (steps: Step[]) => steps.map((step) => (step.kind === 'array' || step.kind === 'block' ? `${step.name}.0` : step.name)).join('.')

/** A body holding only `value` at the field's place. */
function bodyWith(steps: Step[], value: unknown): Record<string, unknown> {
  const [step, ...rest] = steps
  if (!step) throw new Error('a field has a name')
  if (step.kind === 'field') return { [step.name]: value }
  const inner = bodyWith(rest, value)
  if (step.kind === 'group') return { [step.name]: inner }
  if (step.kind === 'array') return { [step.name]: [inner] }
  return { [step.name]: [{ blockType: step.blockType, ...inner }] }
}

type Permission = true | { create?: unknown; update?: unknown; fields?: Permissions | true; blocks?: Record<string, { fields?: Permissions | true }> }
type Permissions = Record<string, Permission>
type EntityPermission = { create?: unknown; update?: unknown; fields?: Permissions | true }
type Access = { collections?: Record<string, EntityPermission>; globals?: Record<string, EntityPermission> }

const granted = (permission: unknown) => permission === true || (typeof permission === 'object' && permission !== null && (permission as { permission?: unknown }).permission === true)

/** Whether these permissions let their holder `operation` the field (Payload's sanitized permissions leave out what is refused). */
function allows(entity: EntityPermission | undefined, steps: Step[], operation: 'create' | 'update'): boolean {
  if (!entity || !granted(entity[operation])) return false
  let level: Permissions | true | undefined = entity.fields
  for (const step of steps) {
    if (level === true) return true
    const here: Permission | undefined = level?.[step.name]
    if (here === undefined) return false
    if (here === true) return true
    if (!granted(here[operation])) return false
    level = step.kind === 'block' ? here.blocks?.[step.blockType!]?.fields : here.fields
  }
  return true
}

const cookies = {} as Record<Writer, string>
const access = {} as Record<Writer, Access>
let png: File

beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  process.env.RATE_LIMIT_FORMS = '0'
  for (const writer of WRITERS) {
    const { username, password } = floorActorLogin(writer)
    cookies[writer] = await restLogin(username, password)
    access[writer] = (await rest('GET', '/access', { cookie: cookies[writer] })).body as Access
  }
  png = new File([new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a9d8f' } }).png().toBuffer())], 'day.png', { type: 'image/png' })
})

const permissionOf = (writer: Writer, spot: DateSpot) => (spot.owner === 'global' ? access[writer].globals?.[spot.slug] : access[writer].collections?.[spot.slug])
const firstWriter = (spot: DateSpot, operation: 'create' | 'update') => (spot.rest ? WRITERS.find((writer) => allows(permissionOf(writer, spot), spot.steps, operation)) : undefined)

const impossible = (spot: DateSpot) => (spot.dayOnly ? '2026-02-30' : '2026-02-30T10:00:00.000Z')

/** The record as stored, whoever may read it (for before/after comparisons). */
async function stored(spot: DateSpot, id?: string): Promise<unknown> {
  const payload = await testPayload()
  if (spot.owner === 'global') return payload.findGlobal({ slug: spot.slug as GlobalSlug, depth: 0, overrideAccess: true, showHiddenFields: true, draft: true })
  return payload.findByID({ collection: spot.slug as CollectionSlug, id: id!, depth: 0, overrideAccess: true, showHiddenFields: true, draft: true })
}

/** A record the writer reads, to PATCH. */
async function recordOf(spot: DateSpot, writer: Writer): Promise<string | undefined> {
  const list = await rest('GET', `/${spot.slug}?limit=1&depth=0&draft=true`, { cookie: cookies[writer] })
  return list.status === 200 ? (list.body as { docs: { id: string }[] }).docs[0]?.id : undefined
}

type Attempt = { how: string; result: RestResult; unchanged: () => Promise<void> }

async function post(spot: DateSpot, writer: Writer, body: Record<string, unknown>): Promise<Attempt> {
  const before = await countAll(spot.slug as CollectionSlug)
  const result = spot.upload ? await restUpload('POST', `/${spot.slug}`, { cookie: cookies[writer], file: png, data: body }) : await rest('POST', `/${spot.slug}`, { cookie: cookies[writer], body })
  return { how: `POST by ${writer}`, result, unchanged: async () => expect(await countAll(spot.slug as CollectionSlug), 'no record was added').toBe(before) }
}

async function patch(spot: DateSpot, writer: Writer, body: Record<string, unknown>): Promise<Attempt | undefined> {
  const id = spot.owner === 'global' ? undefined : await recordOf(spot, writer)
  if (spot.owner === 'collection' && !id) return undefined
  const before = await stored(spot, id)
  const result = spot.owner === 'global' ? await rest('POST', `/globals/${spot.slug}`, { cookie: cookies[writer], body }) : await rest('PATCH', `/${spot.slug}/${id}`, { cookie: cookies[writer], body })
  return { how: `${spot.owner === 'global' ? 'POST /globals' : 'PATCH'} by ${writer}`, result, unchanged: async () => expect(await stored(spot, id), 'the record is as it was').toEqual(before) }
}

type Failure = { errors?: { name?: string; message?: string; data?: { errors?: { path: string; message: string }[] } }[] }
const fieldErrorsOf = (result: RestResult) => ((result.body as Failure)?.errors ?? []).flatMap((error) => error.data?.errors ?? [])

describe('/api/cms: every date field refuses a day the calendar does not have, and writes nothing', () => {
  it('the walk finds the date fields, nested and Payload’s own included', () => {
    const found = SPOTS.map((spot) => `${spot.slug}.${pathOf(spot.steps)}`)
    for (const expected of ['drills.heldAt', 'care-plans.lastReviewedOn', 'incidents.addenda.0.addedAt', 'users.sessions.0.expiresAt', 'billing-plans.to', 'classrooms.createdAt', 'site-settings.updatedAt']) {
      expect(found).toContain(expected)
    }
  })

  it.each(SPOTS.map((spot) => [`${spot.slug} ${pathOf(spot.steps)}`, spot] as const))('%s', async (_name, spot) => {
    const path = pathOf(spot.steps)
    const body = bodyWith(spot.steps, impossible(spot))
    const attempts: Attempt[] = []
    // A change to a stored record first: there a day Payload took shows as taken (or as PostgreSQL's 500).
    const updater = firstWriter(spot, 'update')
    const patched = updater ? await patch(spot, updater, body) : undefined
    if (patched) attempts.push(patched)
    const creator = spot.owner === 'collection' ? firstWriter(spot, 'create') : undefined
    if (creator) attempts.push(await post(spot, creator, body))

    if (!creator && !updater) {
      // No one may write it: the admin's attempt changes nothing either.
      const tried = (await patch(spot, 'admin', body)) ?? (spot.owner === 'collection' ? await post(spot, 'admin', body) : undefined)
      expect(tried, 'the admin can try to write it').toBeDefined()
      await tried!.unchanged()
      return
    }
    expect(attempts.length, `${path}: someone may write it, so a write is tried`).toBeGreaterThan(0)
    for (const { how, result, unchanged } of attempts) {
      expect(result.status, `${how}: ${result.text.slice(0, 400)}`).toBe(400)
      const named = fieldErrorsOf(result).filter((error) => error.path === path)
      expect(named, `${how}: the errors name ${path}: ${result.text.slice(0, 400)}`).toHaveLength(1)
      expect(named[0]!.message).toMatch(/\S/)
      await unchanged()
    }
  })
})

describe('the refusal speaks the field’s own message where it has one, else the general one', () => {
  it.each([
    ['care-plans.lastReviewedOn', carePlanMessages.lastReviewedOn],
    ['billing-plans.from', billingMessages.planFrom],
    ['drills.heldAt', drillMessages.heldAt],
    ['billing-plans.to', CMS_DAY_MESSAGES.day],
    ['milestones.achievedAt', CMS_DAY_MESSAGES.moment],
    ['classrooms.createdAt', CMS_DAY_MESSAGES.moment],
  ])('%s: "%s"', async (key, message) => {
    const [slug, ...rest] = key.split('.')
    const spot = SPOTS.find((each) => each.slug === slug && pathOf(each.steps) === rest.join('.'))!
    const body = bodyWith(spot.steps, impossible(spot))
    const attempt = (await patch(spot, 'admin', body)) ?? (await post(spot, 'admin', body))
    expect(attempt.result.status, attempt.result.text).toBe(400)
    expect(fieldErrorsOf(attempt.result)).toEqual([expect.objectContaining({ path: rest.join('.'), message })])
    await attempt.unchanged()
  })
})

describe('real days and times are still taken', () => {
  it('a leap day and a time on it are stored as given', async () => {
    const payload = await testPayload()
    const milestone = (await payload.find({ collection: 'milestones', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const daily = (await payload.find({ collection: 'daily-activities', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const moment = await rest('PATCH', `/milestones/${milestone.id}`, { cookie: cookies.admin, body: { achievedAt: '2024-02-29T10:00:00.000Z' } })
    expect(moment.status, moment.text).toBe(200)
    const day = await rest('PATCH', `/daily-activities/${daily.id}`, { cookie: cookies.admin, body: { date: '2024-02-29' } })
    expect(day.status, day.text).toBe(200)
    expect((await payload.findByID({ collection: 'milestones', id: milestone.id, depth: 0, overrideAccess: true })).achievedAt).toBe('2024-02-29T10:00:00.000Z')
    expect((await payload.findByID({ collection: 'daily-activities', id: daily.id, depth: 0, overrideAccess: true })).date?.slice(0, 10)).toBe('2024-02-29')
  })
})
