/**
 * A child's consents, kept as history: through the Local API as every user-facing call makes
 * it (overrideAccess: false with the user), and through GET and POST /api/children/:childId/consents.
 * Each grant or withdrawal adds a row (who, when, what); no row is ever changed or removed, admins
 * included; only a parent of the child records (or an admin, from a paper form, marked so); the child's
 * flags follow the latest row of each kind; a refusal writes nothing.
 */
import type { TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ConsentHistory } from '@/features/consents/record'
import { consentMessages } from '@/features/consents/schemas'
import { CONSENT_KINDS } from '@/lib/constants'

import { api, apiLogin } from './helpers/api'
import { FLOOR_ACTORS, type FloorActor, type FloorActors, classroomsOf, floorActorLogin, countAll, loadFloorActors, testPayload } from './helpers/payload'

type Obj = Record<string, unknown>
type Status = Record<FloorActor, number>

let actors: FloorActors
let roomX: string
const cookies: Partial<Record<FloorActor, string>> = {}
let sequence = 0

const as = (user: TypedUser | null) => ({ user, overrideAccess: false as const, depth: 0 })
const idOf = (value: unknown) => (value && typeof value === 'object' ? String((value as { id: unknown }).id) : value == null ? null : String(value))
const nameOf = (user: TypedUser | null) => `${(user as { firstName?: string }).firstName} ${(user as { lastName?: string }).lastName}`
const path = (childId: string) => `/api/children/${childId}/consents`


/** A fresh child of parent A in teacher X's room: no consent yet. */
async function freshChild() {
  const payload = await testPayload()
  return payload.create({
    collection: 'children',
    data: { firstName: `Consent${sequence++}`, lastName: 'Test', dateOfBirth: '2022-03-01', enrollmentDate: '2026-01-05', parent: actors.parentA!.id, classroom: roomX },
    overrideAccess: true,
    user: actors.admin,
  })
}

async function flagsOf(childId: string) {
  const payload = await testPayload()
  const child = await payload.findByID({ collection: 'children', id: childId, depth: 0, overrideAccess: true })
  return { portal: child.consentPortalPhotos, website: child.consentWebsitePhotos, videos: child.consentVideos }
}

const rowsOf = (childId: string) => countAll('consents', { child: { equals: childId } })

beforeAll(async () => {
  actors = await loadFloorActors()
  roomX = classroomsOf(actors.teacherX)[0]!
  for (const actor of FLOOR_ACTORS) if (actor !== 'anonymous') cookies[actor] = await apiLogin(floorActorLogin(actor).username, floorActorLogin(actor).password)
})

describe('the consent history (Local API)', () => {
  it('granting then withdrawing adds two rows, newest first, and the child’s flag follows the latest', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    expect(await flagsOf(child.id)).toEqual({ portal: false, website: false, videos: false })
    const granted = await payload.create({ collection: 'consents', data: { child: child.id, kind: 'website-photos', granted: true } as never, ...as(actors.parentA) })
    expect(await flagsOf(child.id)).toEqual({ portal: false, website: true, videos: false })
    const withdrawn = await payload.create({ collection: 'consents', data: { child: child.id, kind: 'website-photos', granted: false } as never, ...as(actors.parentA) })
    expect(await flagsOf(child.id)).toEqual({ portal: false, website: false, videos: false })

    const { docs } = await payload.find({ collection: 'consents', where: { child: { equals: child.id } }, sort: '-createdAt', ...as(actors.parentA) })
    expect(docs.map((row) => row.id)).toEqual([withdrawn.id, granted.id])
    // Nothing overwritten: the grant is still there as it was.
    expect(docs[1]).toMatchObject({ kind: 'website-photos', granted: true, onPaper: false })
    expect(idOf(docs[1]!.createdBy)).toBe(actors.parentA!.id)
  })

  it('each kind keeps its own state: the flags follow the latest row of each kind', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    const record = (kind: string, granted: boolean, user = actors.parentA) =>
      payload.create({ collection: 'consents', data: { child: child.id, kind, granted } as never, ...as(user) })
    await record('portal-photos', true)
    await record('videos', true)
    expect(await flagsOf(child.id)).toEqual({ portal: true, website: false, videos: true })
    await record('videos', false, actors.admin)
    expect(await flagsOf(child.id)).toEqual({ portal: true, website: false, videos: false })
    await record('website-photos', true)
    await record('portal-photos', false)
    expect(await flagsOf(child.id)).toEqual({ portal: false, website: true, videos: false })
    expect(await rowsOf(child.id)).toBe(5)
  })

  it('an admin’s row is a paper form (onPaper), a parent’s never is; who and when come from the server, whatever the input says', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    const byParent = await payload.create({
      collection: 'consents',
      data: { child: child.id, kind: 'portal-photos', granted: true, onPaper: true, createdBy: actors.admin!.id, createdAt: '2001-01-01T00:00:00.000Z' } as never,
      ...as(actors.parentA),
    })
    expect(byParent.onPaper).toBe(false)
    expect(idOf(byParent.createdBy)).toBe(actors.parentA!.id)
    expect(Math.abs(Date.parse(byParent.createdAt) - Date.now())).toBeLessThan(60_000)

    const byAdmin = await payload.create({
      collection: 'consents',
      data: { child: child.id, kind: 'portal-photos', granted: false, onPaper: false, createdBy: actors.parentA!.id } as never,
      ...as(actors.admin),
    })
    expect(byAdmin.onPaper).toBe(true)
    expect(idOf(byAdmin.createdBy)).toBe(actors.admin!.id)
    expect((await flagsOf(child.id)).portal).toBe(false)
  })

  it('nobody, admins included, may change or delete a row (403), and the row stays as it was', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    const row = await payload.create({ collection: 'consents', data: { child: child.id, kind: 'videos', granted: true } as never, ...as(actors.parentA) })
    for (const actor of FLOOR_ACTORS) {
      await expect(
        payload.update({ collection: 'consents', id: row.id, data: { granted: false, onPaper: true }, ...as(actors[actor]) }),
        `${actor} update`,
      ).rejects.toMatchObject({ status: 403 })
      await expect(payload.delete({ collection: 'consents', id: row.id, ...as(actors[actor]) }), `${actor} delete`).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.update({ collection: 'consents', where: { child: { equals: child.id } }, data: { granted: false }, ...as(actors[actor]) }),
        `${actor} bulk update`,
      ).rejects.toMatchObject({ status: 403 })
    }
    const after = await payload.findByID({ collection: 'consents', id: row.id, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ kind: 'videos', granted: true, onPaper: false, updatedAt: row.updatedAt })
    expect(await rowsOf(child.id)).toBe(1)
    expect((await flagsOf(child.id)).videos).toBe(true)
  })

  it('even a system write (overrideAccess) leaves a row as it was: the history is append-only', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    const row = await payload.create({ collection: 'consents', data: { child: child.id, kind: 'videos', granted: true } as never, ...as(actors.parentA) })
    await payload.update({ collection: 'consents', id: row.id, data: { granted: false, kind: 'portal-photos', onPaper: true, createdBy: actors.admin!.id } as never, overrideAccess: true })
    const after = await payload.findByID({ collection: 'consents', id: row.id, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ kind: 'videos', granted: true, onPaper: false })
    expect(idOf(after.createdBy)).toBe(actors.parentA!.id)
  })

  it('another family’s parent and another room’s teacher do not find the child; teachers, editors and visitors may not record; nothing is written', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    const attempt = (user: TypedUser | null) => payload.create({ collection: 'consents', data: { child: child.id, kind: 'videos', granted: true } as never, ...as(user) })
    await expect(attempt(actors.parentB)).rejects.toMatchObject({ status: 404, message: consentMessages.childNotFound })
    for (const actor of ['teacherX', 'teacherY', 'editor', 'anonymous'] as const) {
      await expect(attempt(actors[actor]), actor).rejects.toMatchObject({ status: 403 })
    }
    expect(await rowsOf(child.id)).toBe(0)
    expect(await flagsOf(child.id)).toEqual({ portal: false, website: false, videos: false })
  })

  it('a kind that does not exist is refused with the message and nothing is written', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    await expect(
      payload.create({ collection: 'consents', data: { child: child.id, kind: 'tattoos', granted: true } as never, ...as(actors.parentA) }),
    ).rejects.toMatchObject({ status: 400, message: consentMessages.kind })
    await expect(
      payload.create({ collection: 'consents', data: { child: child.id, kind: 'videos', granted: 'yes' } as never, ...as(actors.parentA) }),
    ).rejects.toMatchObject({ status: 400, message: consentMessages.granted })
    expect(await rowsOf(child.id)).toBe(0)
  })

  it('who reads the history: the child’s parent and room’s teacher and admins, not another family, room, an editor or a visitor', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    await payload.create({ collection: 'consents', data: { child: child.id, kind: 'videos', granted: true } as never, ...as(actors.parentA) })
    const read = (user: TypedUser | null) => payload.find({ collection: 'consents', where: { child: { equals: child.id } }, ...as(user) })
    for (const actor of ['parentA', 'teacherX', 'admin'] as const) expect((await read(actors[actor])).docs, actor).toHaveLength(1)
    for (const actor of ['parentB', 'teacherY'] as const) expect((await read(actors[actor])).docs, actor).toHaveLength(0)
    for (const actor of ['editor', 'anonymous'] as const) await expect(read(actors[actor]), actor).rejects.toMatchObject({ status: 403 })
  })
})

// ---------------------------------------------------------------------------------------------------
// GET and POST /api/children/:childId/consents
// ---------------------------------------------------------------------------------------------------

const ROWS: Record<string, { method: 'GET' | 'POST'; status: Status }> = {
  GET: { method: 'GET', status: { anonymous: 401, parentA: 200, parentB: 404, editor: 403, admin: 200, teacherX: 200, teacherY: 404 } },
  POST: { method: 'POST', status: { anonymous: 401, parentA: 201, parentB: 404, editor: 403, admin: 201, teacherX: 403, teacherY: 403 } },
}
const MATRIX = Object.entries(ROWS).flatMap(([label, row]) => FLOOR_ACTORS.map((actor) => [label, actor, row.status[actor]] as const))

describe('who may call /api/children/:childId/consents', () => {
  it.each(MATRIX)('%s as %s → %i', async (label, actor, status) => {
    const row = ROWS[label]!
    const child = await freshChild()
    const before = await countAll('consents')
    const result = await api<Obj>(row.method, path(child.id), { cookie: cookies[actor], body: row.method === 'POST' ? { kind: 'portal-photos', granted: true } : undefined })
    expect(result.status, result.text.slice(0, 300)).toBe(status)
    expect(result.text).not.toMatch(/"(hash|salt|stack)"|node_modules/)
    if (status >= 400) {
      expect(typeof result.body.message).toBe('string')
      expect(await countAll('consents')).toBe(before)
      expect((await flagsOf(child.id)).portal).toBe(false)
    } else {
      expect(await countAll('consents')).toBe(before + (row.method === 'POST' ? 1 : 0))
    }
  })

  it('an id that is not a child’s, or a child that does not exist, is 404', async () => {
    for (const id of ['not-a-child', '00000000-0000-4000-8000-000000000000']) {
      expect((await api<Obj>('GET', path(id), { cookie: cookies.admin })).status).toBe(404)
      expect((await api<Obj>('POST', path(id), { cookie: cookies.parentA, body: { kind: 'videos', granted: true } })).status).toBe(404)
    }
  })

  it('there is no endpoint that changes or removes a row', async () => {
    const child = await freshChild()
    const created = await api<ConsentHistory>('POST', path(child.id), { cookie: cookies.parentA, body: { kind: 'videos', granted: true } })
    const rowId = created.body.history[0]!.id
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await api(method, path(child.id), { cookie: cookies.admin, body: { kind: 'videos', granted: false } })).status, method).toBe(405)
      expect((await api(method, `${path(child.id)}/${rowId}`, { cookie: cookies.admin, body: { granted: false } })).status, method).toBe(404)
    }
    expect((await api('POST', `${path(child.id)}/${rowId}`, { cookie: cookies.admin, body: { granted: false } })).status).toBe(404)
    expect(await rowsOf(child.id)).toBe(1)
    expect((await flagsOf(child.id)).videos).toBe(true)
  })
})

describe('the history through /api', () => {
  it('grant and withdraw: the answer is the history, newest first, with who recorded each row and the state now', async () => {
    const child = await freshChild()
    const granted = await api<ConsentHistory>('POST', path(child.id), { cookie: cookies.parentA, body: { kind: 'videos', granted: true } })
    expect(granted.status).toBe(201)
    expect(granted.body.current).toEqual({ 'portal-photos': false, 'website-photos': false, videos: true })
    const paper = await api<ConsentHistory>('POST', path(child.id), { cookie: cookies.admin, body: { kind: 'videos', granted: false } })
    expect(paper.status).toBe(201)
    expect(paper.body.current.videos).toBe(false)
    expect(await flagsOf(child.id)).toEqual({ portal: false, website: false, videos: false })

    const asParent = await api<ConsentHistory>('GET', path(child.id), { cookie: cookies.parentA })
    expect(asParent.status).toBe(200)
    expect(asParent.body.childId).toBe(child.id)
    expect(asParent.body.current).toEqual({ 'portal-photos': false, 'website-photos': false, videos: false })
    expect(asParent.body.history.map(({ kind, granted, onPaper }) => ({ kind, granted, onPaper }))).toEqual([
      { kind: 'videos', granted: false, onPaper: true },
      { kind: 'videos', granted: true, onPaper: false },
    ])
    const [latest, first] = asParent.body.history
    expect(Date.parse(latest!.createdAt)).toBeGreaterThanOrEqual(Date.parse(first!.createdAt))
    expect(Object.keys(first!).sort()).toEqual(['childId', 'createdAt', 'granted', 'id', 'kind', 'onPaper', 'recordedBy'])
    // A parent reads their own name; an admin's account is not theirs to read: the row says "paper form".
    expect(first!.recordedBy).toEqual({ id: actors.parentA!.id, name: nameOf(actors.parentA) })
    expect(latest!.recordedBy).toEqual({ id: actors.admin!.id, name: null })

    const asAdmin = await api<ConsentHistory>('GET', path(child.id), { cookie: cookies.admin })
    expect(asAdmin.body.history.map((row) => row.recordedBy.name)).toEqual([nameOf(actors.admin), nameOf(actors.parentA)])
    const asTeacher = await api<ConsentHistory>('GET', path(child.id), { cookie: cookies.teacherX })
    expect(asTeacher.body.history).toHaveLength(2)
  })

  it('a parent cannot set onPaper, createdBy or the time: only kind and granted are read from the body', async () => {
    const child = await freshChild()
    const result = await api<ConsentHistory>('POST', path(child.id), {
      cookie: cookies.parentA,
      body: { kind: 'website-photos', granted: true, onPaper: true, createdBy: actors.admin!.id, createdAt: '2001-01-01T00:00:00.000Z', child: 'x' },
    })
    expect(result.status).toBe(201)
    const [row] = result.body.history
    expect(row).toMatchObject({ kind: 'website-photos', granted: true, onPaper: false, childId: child.id, recordedBy: { id: actors.parentA!.id } })
    expect(Math.abs(Date.parse(row!.createdAt) - Date.now())).toBeLessThan(60_000)
  })

  it.each([
    [{ kind: 'tattoos', granted: true }, consentMessages.kind],
    [{ granted: true }, consentMessages.kind],
    [{ kind: 'videos' }, consentMessages.granted],
    [{ kind: 'videos', granted: 'yes' }, consentMessages.granted],
  ])('a bad body %j → 400 “%s” and nothing is written', async (body, message) => {
    const child = await freshChild()
    const before = await countAll('consents')
    const result = await api<Obj>('POST', path(child.id), { cookie: cookies.parentA, body })
    expect(result.status).toBe(400)
    expect(result.body.message).toBe(message)
    expect(await countAll('consents')).toBe(before)
    expect(await flagsOf(child.id)).toEqual({ portal: false, website: false, videos: false })
  })

  it('every kind of the constants can be recorded and read back', async () => {
    const child = await freshChild()
    for (const { value } of CONSENT_KINDS) {
      expect((await api('POST', path(child.id), { cookie: cookies.parentA, body: { kind: value, granted: true } })).status).toBe(201)
    }
    const result = await api<ConsentHistory>('GET', path(child.id), { cookie: cookies.parentA })
    expect(result.body.current).toEqual({ 'portal-photos': true, 'website-photos': true, videos: true })
    expect(result.body.history.map((row) => row.kind).sort()).toEqual(CONSENT_KINDS.map(({ value }) => value).sort())
  })
})

describe('consent changes at the same moment', () => {
  it('a grant and a withdrawal sent together from two devices leave the child’s consent equal to the newest row of the history, every time', async () => {
    // Two devices: two sessions of the same parent.
    const phone = cookies.parentA!
    const laptop = await apiLogin(floorActorLogin('parentA').username, floorActorLogin('parentA').password)
    const kinds = ['portal-photos', 'website-photos', 'videos'] as const
    for (let round = 0; round < 15; round++) {
      const child = await freshChild()
      const kind = kinds[round % kinds.length]!
      // Each pair starts from the other state half the time, and sends its two changes in either order.
      if (round % 2 === 1) expect((await api('POST', path(child.id), { cookie: phone, body: { kind, granted: true } })).status).toBe(201)
      const grant = () => api('POST', path(child.id), { cookie: phone, body: { kind, granted: true } })
      const withdraw = () => api('POST', path(child.id), { cookie: laptop, body: { kind, granted: false } })
      const answers = await Promise.all(round % 4 < 2 ? [grant(), withdraw()] : [withdraw(), grant()])
      expect(answers.map((answer) => answer.status)).toEqual([201, 201])

      const { body } = await api<ConsentHistory>('GET', path(child.id), { cookie: cookies.admin })
      const newest = body.history.find((row) => row.kind === kind)!
      const flags = await flagsOf(child.id)
      const flag = { 'portal-photos': flags.portal, 'website-photos': flags.website, videos: flags.videos }[kind]
      expect({ round, current: body.current[kind], flag }).toEqual({ round, current: newest.granted, flag: newest.granted })
    }
  })
})
