/**
 * Staff certifications (docs/spec.md §15, "Staff certifications"): GET|POST /api/admin/credentials and
 * GET /api/admin/credentials/expiring on the seeded demo (every admin and teacher with CPR and first aid,
 * David Kim's first aid expiring within the month); bad input refused with its message by its field and
 * nothing written, from /api and through the collection's own rules; who reads and writes (teachers of two
 * rooms, two families, an editor, anonymous, admins) through /api, Payload's REST at /api/cms and GraphQL,
 * a teacher reading only their own cards; and the ratio board's yes or no per room: a room with someone in
 * it and no staff present holding current CPR and first aid is flagged, the flag clears and comes back as
 * a certified teacher checks in and out or a card expires, and an open board hears of a card recorded.
 */
import { randomUUID } from 'node:crypto'

import type { TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { followFloorChanges } from '@/features/attendance/boot'
import type { RatioBoard, RatioRow } from '@/features/ratios/record'
import { addDays } from '@/features/staff-credentials/credentialRules'
import type { CredentialRecord, ExpiringCredentialRecord, StaffCredentialsRecord } from '@/features/staff-credentials/record'
import { credentialMessages } from '@/features/staff-credentials/schemas'
import { centreToday } from '@/lib/dates'
import { serverURL } from '@/lib/runtimeConfig'
import { seedPasswords } from '@/seed/demoData'
import { listeningForNotices, stopFollowingNotices } from '@/server/boot/notices'

import { api, apiLogin } from './helpers/api'
import { FLOOR_ACTORS, type FloorActor, type FloorActors, TEACHER_USERNAMES, USERNAMES, classroomsOf, countAll, floorActorLogin, loadFloorActors, testPayload } from './helpers/payload'
import { rest, restLogin } from './helpers/rest'
import { patience } from './patience'

type Refusal = { message: string; errors?: { field: string; message: string }[] }

const LIST = '/api/admin/credentials'
const EXPIRING = '/api/admin/credentials/expiring'

let actors: FloorActors
const cookies: Partial<Record<FloorActor, string>> = {}
const restCookies: Partial<Record<'parentA' | 'editor' | 'admin' | 'teacherX', string>> = {}
let today: string
let sequence = 0

beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  actors = await loadFloorActors()
  for (const actor of FLOOR_ACTORS) if (actor !== 'anonymous') cookies[actor] = await apiLogin(floorActorLogin(actor).username, floorActorLogin(actor).password)
  const passwords = seedPasswords()
  restCookies.parentA = await restLogin(USERNAMES.parentA, passwords.parent)
  restCookies.editor = await restLogin(USERNAMES.editor, passwords.editor)
  restCookies.admin = await restLogin(USERNAMES.admin, passwords.admin)
  restCookies.teacherX = await restLogin(TEACHER_USERNAMES.teacherX, passwords.teacher)
  today = centreToday()
})

afterAll(async () => {
  await stopFollowingNotices()
})

const cardsOf = (staffId: string) => countAll('staff-credentials', { staff: { equals: staffId } })

/** A teacher account of its own (no card yet), assigned to `classrooms`, signed in to /api. */
async function freshTeacher(classrooms: string[] = []) {
  const payload = await testPayload()
  const password = randomUUID()
  const number = sequence++
  const username = `cred.teacher.${Date.now().toString(36)}${number}`
  const teacher = await payload.create({
    collection: 'users',
    data: { username, password, firstName: 'Casey', lastName: `Teacher ${number}`, role: 'teacher', classrooms } as never,
    overrideAccess: true,
  })
  return { id: teacher.id, name: `Casey Teacher ${number}`, cookie: await apiLogin(username, password) }
}

/** The admin records a card through /api. */
async function record(staffId: string, body: Record<string, unknown>) {
  const result = await api<CredentialRecord>('POST', LIST, { cookie: cookies.admin, body: { staffId, kind: 'cpr', issuedOn: addDays(today, -100), expiresOn: addDays(today, 630), ...body } })
  expect(result.status, result.text).toBe(201)
  return result.body
}

describe('the seeded demo', () => {
  it('every demo admin and teacher holds current CPR and first aid; the gate’s account is no staff member', async () => {
    const { status, body } = await api<StaffCredentialsRecord[]>('GET', LIST, { cookie: cookies.admin })
    expect(status).toBe(200)
    const byName = new Map(body.map((member) => [member.staffName, member]))
    for (const name of ['Centre Director', 'Ana Lopez', 'David Kim', 'Priya Nair', 'Tom Baker']) {
      const member = byName.get(name)
      expect(member, name).toBeDefined()
      expect(member!.cprAndFirstAid, name).toBe(true)
      expect(member!.credentials.filter((credential) => credential.kind !== 'other').map((credential) => credential.kind).sort(), name).toEqual(['cpr', 'first-aid'])
    }
    expect(byName.get('Ana Lopez')!.role).toBe('teacher')
    expect(byName.get('Centre Director')!.role).toBe('admin')
    expect(body.some((member) => member.staffName === 'Secure Admin')).toBe(false)
    expect(body.map((member) => member.staffName)).toEqual([...body.map((member) => member.staffName)].sort((a, b) => a.localeCompare(b)))
  })

  it('David Kim’s first aid expires within the month: it is on the expiring list, earliest first', async () => {
    const { status, body } = await api<ExpiringCredentialRecord[]>('GET', EXPIRING, { cookie: cookies.admin })
    expect(status).toBe(200)
    const davids = body.find((credential) => credential.staffName === 'David Kim' && credential.kind === 'first-aid')
    expect(davids).toMatchObject({ staffId: actors.teacherY!.id, state: 'expiring', name: 'Pediatric first aid' })
    expect(davids!.expiresOn > today && davids!.expiresOn <= addDays(today, 30)).toBe(true)
    expect(body.map((credential) => credential.expiresOn)).toEqual([...body.map((credential) => credential.expiresOn)].sort())
    expect(body.every((credential) => credential.state !== ('current' as string))).toBe(true)
  })
})

describe('an admin records a card', () => {
  it('answers the card (201), who recorded it from the session; the staff member’s list has it', async () => {
    const teacher = await freshTeacher()
    const card = await record(teacher.id, { kind: 'other', name: 'Food handler', note: 'Copy in the office file', createdBy: actors.parentA!.id })
    expect(card).toMatchObject({ staffId: teacher.id, staffName: teacher.name, kind: 'other', name: 'Food handler', issuedOn: addDays(today, -100), expiresOn: addDays(today, 630), note: 'Copy in the office file', state: 'current' })
    const payload = await testPayload()
    const stored = await payload.findByID({ collection: 'staff-credentials', id: card.id, overrideAccess: true, depth: 0 })
    expect(stored.createdBy).toBe(actors.admin!.id)
    const list = (await api<StaffCredentialsRecord[]>('GET', LIST, { cookie: cookies.admin })).body
    expect(list.find((member) => member.staffId === teacher.id)).toMatchObject({ cprAndFirstAid: false, credentials: [expect.objectContaining({ id: card.id })] })
  })

  it('a card expiring within 30 days is listed, an expired one before it; the renewed card takes its line off the list', async () => {
    const teacher = await freshTeacher()
    const expiring = await record(teacher.id, { kind: 'cpr', issuedOn: addDays(today, -700), expiresOn: addDays(today, 10) })
    const expired = await record(teacher.id, { kind: 'first-aid', issuedOn: addDays(today, -800), expiresOn: addDays(today, -3) })
    const listed = async () => (await api<ExpiringCredentialRecord[]>('GET', EXPIRING, { cookie: cookies.admin })).body.filter((credential) => credential.staffId === teacher.id)
    expect((await listed()).map((credential) => [credential.id, credential.state])).toEqual([
      [expired.id, 'expired'],
      [expiring.id, 'expiring'],
    ])
    await record(teacher.id, { kind: 'cpr', issuedOn: today, expiresOn: addDays(today, 730) })
    expect((await listed()).map((credential) => credential.id)).toEqual([expired.id])
    // Another credential of another name is a line of its own: renewing one leaves the other listed.
    await record(teacher.id, { kind: 'other', name: 'Driving licence', issuedOn: addDays(today, -900), expiresOn: addDays(today, 5) })
    await record(teacher.id, { kind: 'other', name: 'Food handler', issuedOn: today, expiresOn: addDays(today, 900) })
    expect((await listed()).map((credential) => credential.name ?? credential.kind)).toEqual(['first-aid', 'Driving licence'])
  })
})

describe('bad input: the message by its field, and nothing written', () => {
  const tomorrow = () => addDays(today, 1)
  it.each([
    ['no staff member', { staffId: undefined }, 'staffId', credentialMessages.staff],
    ['a staff member that is no id', { staffId: 'not-an-id' }, 'staffId', credentialMessages.staff],
    ['a parent as the staff member', { staffId: 'parentA' }, 'staffId', credentialMessages.staff],
    ['an editor as the staff member', { staffId: 'editor' }, 'staffId', credentialMessages.staff],
    ['an unknown kind', { kind: 'lifeguard' }, 'kind', credentialMessages.kind],
    ['another credential without its name', { kind: 'other', name: ' ' }, 'name', credentialMessages.name],
    ['an issue day after today', { issuedOn: 'tomorrow', expiresOn: '2099-01-01' }, 'issuedOn', credentialMessages.issuedOn],
    ['an issue day that is no day', { issuedOn: '2026-02-30' }, 'issuedOn', credentialMessages.issuedOn],
    ['an expiry on the issue day', { issuedOn: '2026-01-15', expiresOn: '2026-01-15' }, 'expiresOn', credentialMessages.expiresOn],
    ['an expiry before the issue day', { issuedOn: '2026-01-15', expiresOn: '2025-01-15' }, 'expiresOn', credentialMessages.expiresOn],
  ] as const)('%s → 400', async (_case, change, field, message) => {
    const staffOf = (value: unknown) => (value === 'parentA' ? actors.parentA!.id : value === 'editor' ? actors.editor!.id : value)
    const body = { staffId: actors.teacherX!.id, kind: 'cpr', issuedOn: '2026-01-15', expiresOn: '2028-01-15', ...change } as Record<string, unknown>
    if ('staffId' in change) body.staffId = staffOf(change.staffId)
    if (body.issuedOn === 'tomorrow') body.issuedOn = tomorrow()
    const before = await countAll('staff-credentials')
    const result = await api<Refusal>('POST', LIST, { cookie: cookies.admin, body })
    expect(result.status, result.text).toBe(400)
    expect(result.body.errors).toContainEqual({ field, message })
    expect(await countAll('staff-credentials')).toBe(before)
  })

  it('a Spanish screen reads the refusal in Spanish', async () => {
    const result = await api<Refusal>('POST', LIST, {
      cookie: cookies.admin,
      headers: { 'X-Centre-Language': 'es' },
      body: { staffId: actors.teacherX!.id, kind: 'cpr', issuedOn: addDays(today, 1), expiresOn: '2099-01-01' },
    })
    expect(result.status).toBe(400)
    expect(result.body.errors).toContainEqual({ field: 'issuedOn', message: 'Indique el día en que se emitió la tarjeta (AAAA-MM-DD), no posterior a hoy' })
  })
})

describe('the collection’s own rules (/cms and /api/cms write through them)', () => {
  it('a parent as the staff member, an issue day after today, an expiry not after it and another credential without a name are refused; nothing is written', async () => {
    const payload = await testPayload()
    const before = await countAll('staff-credentials')
    const valid = { staff: actors.teacherX!.id, kind: 'cpr', issuedOn: '2026-01-15', expiresOn: '2028-01-15' }
    for (const [data, message] of [
      [{ staff: actors.parentB!.id }, credentialMessages.staff],
      [{ staff: randomUUID() }, credentialMessages.staff],
      [{ issuedOn: addDays(today, 1), expiresOn: '2099-01-01' }, credentialMessages.issuedOn],
      [{ expiresOn: '2026-01-14' }, credentialMessages.expiresOn],
      [{ kind: 'other' }, credentialMessages.name],
    ] as const) {
      await expect(payload.create({ collection: 'staff-credentials', data: { ...valid, ...data } as never, user: actors.admin as TypedUser, overrideAccess: false })).rejects.toMatchObject({ status: 400, message })
    }
    expect(await countAll('staff-credentials')).toBe(before)
  })

  it('who recorded a card comes from the session and never changes; a correction is checked again', async () => {
    const payload = await testPayload()
    const card = await payload.create({
      collection: 'staff-credentials',
      data: { staff: actors.teacherX!.id, kind: 'other', name: 'Lifeguard', issuedOn: '2026-01-15', expiresOn: '2027-01-15', createdBy: actors.parentA!.id } as never,
      user: actors.admin as TypedUser,
      overrideAccess: false,
      depth: 0,
    })
    expect(card.createdBy).toBe(actors.admin!.id)
    const corrected = await payload.update({ collection: 'staff-credentials', id: card.id, data: { note: 'Renewal booked', createdBy: actors.parentA!.id } as never, user: actors.admin as TypedUser, overrideAccess: false, depth: 0 })
    expect(corrected.createdBy).toBe(actors.admin!.id)
    await expect(payload.update({ collection: 'staff-credentials', id: card.id, data: { expiresOn: '2025-01-01' }, user: actors.admin as TypedUser, overrideAccess: false })).rejects.toMatchObject({ status: 400, message: credentialMessages.expiresOn })
    expect((await payload.findByID({ collection: 'staff-credentials', id: card.id, overrideAccess: true, depth: 0 })).expiresOn.slice(0, 10)).toBe('2027-01-15')
    await payload.delete({ collection: 'staff-credentials', id: card.id, overrideAccess: true })
  })
})

describe('who reads and writes staff credentials', () => {
  it('the lists: admins only; anyone else 401 (no session) or 403', async () => {
    for (const path of [LIST, EXPIRING]) {
      for (const actor of FLOOR_ACTORS) {
        const result = await api('GET', path, { cookie: cookies[actor] })
        expect(result.status, `${path} ${actor}`).toBe(actor === 'admin' ? 200 : actor === 'anonymous' ? 401 : 403)
        if (actor !== 'admin') expect(result.text, `${path} ${actor}`).not.toContain('expiresOn')
      }
    }
  })

  it('POST: admins only; everyone else is refused before the body is read (an unreadable body gives the same answer), and nothing is written', async () => {
    const before = await countAll('staff-credentials')
    const expected: Record<FloorActor, number> = { anonymous: 401, parentA: 403, parentB: 403, editor: 403, admin: 400, teacherX: 403, teacherY: 403 }
    for (const actor of FLOOR_ACTORS) {
      const result = await api('POST', LIST, { cookie: cookies[actor], raw: '{not json', headers: { 'Content-Type': 'application/json' } })
      expect(result.status, actor).toBe(expected[actor])
    }
    for (const actor of ['teacherX', 'parentA'] as const) {
      const result = await api('POST', LIST, { cookie: cookies[actor], body: { staffId: actors[actor]!.id, kind: 'cpr', issuedOn: '2026-01-15', expiresOn: '2028-01-15' } })
      expect(result.status, actor).toBe(403)
    }
    expect(await countAll('staff-credentials')).toBe(before)
  })

  it('a teacher reads their own cards only (Local API): another teacher’s is not found; they change none', async () => {
    const payload = await testPayload()
    for (const teacher of ['teacherX', 'teacherY'] as const) {
      const user = actors[teacher] as TypedUser
      const { docs } = await payload.find({ collection: 'staff-credentials', user, overrideAccess: false, depth: 0, pagination: false })
      expect(docs.length).toBeGreaterThanOrEqual(2)
      expect(docs.every((card) => card.staff === user.id)).toBe(true)
      expect(docs.length).toBe(await cardsOf(user.id))
    }
    const { docs: [ysCard] } = await payload.find({ collection: 'staff-credentials', where: { staff: { equals: actors.teacherY!.id } }, limit: 1, overrideAccess: true, depth: 0 })
    await expect(payload.findByID({ collection: 'staff-credentials', id: ysCard!.id, user: actors.teacherX as TypedUser, overrideAccess: false })).rejects.toMatchObject({ status: 404 })
    const { docs: [xsCard] } = await payload.find({ collection: 'staff-credentials', where: { staff: { equals: actors.teacherX!.id } }, limit: 1, overrideAccess: true, depth: 0 })
    await expect(payload.update({ collection: 'staff-credentials', id: xsCard!.id, data: { expiresOn: '2099-01-01' }, user: actors.teacherX as TypedUser, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
  })

  it('Payload’s REST at /api/cms: a teacher lists only their own cards; parents, the editor and anonymous are refused; only admins write', async () => {
    const own = await rest('GET', '/staff-credentials?limit=500&depth=0', { cookie: restCookies.teacherX })
    expect(own.status).toBe(200)
    const docs = (own.body as { docs: { id: string; staff: string; note?: string | null }[] }).docs
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((card) => card.staff === actors.teacherX!.id)).toBe(true)
    for (const cookie of [restCookies.parentA, restCookies.editor, undefined]) expect((await rest('GET', '/staff-credentials', { cookie })).status).toBe(403)
    const all = await rest('GET', '/staff-credentials?limit=1&depth=0', { cookie: restCookies.admin })
    expect((all.body as { totalDocs: number }).totalDocs).toBe(await countAll('staff-credentials'))
    const before = await countAll('staff-credentials')
    const body = { staff: actors.teacherX!.id, kind: 'cpr', issuedOn: '2026-01-15', expiresOn: '2028-01-15' }
    for (const cookie of [restCookies.teacherX, restCookies.parentA, restCookies.editor]) expect((await rest('POST', '/staff-credentials', { cookie, body })).status).toBe(403)
    expect((await rest('PATCH', `/staff-credentials/${docs[0]!.id}`, { cookie: restCookies.teacherX, body: { expiresOn: '2099-01-01' } })).status).toBeGreaterThanOrEqual(403)
    expect(await countAll('staff-credentials')).toBe(before)
    // The admin's write goes through the same rules: a parent is no staff member.
    const refused = await rest('POST', '/staff-credentials', { cookie: restCookies.admin, body: { ...body, staff: actors.parentA!.id } })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain(credentialMessages.staff)
    expect(await countAll('staff-credentials')).toBe(before)
  })

  it('GraphQL is off (payload.config.ts): /api/cms/graphql answers no credential to anyone, and writes none', async () => {
    const before = await countAll('staff-credentials')
    for (const cookie of [restCookies.teacherX, restCookies.editor, restCookies.admin, undefined]) {
      const read = await rest('POST', '/graphql', { cookie, body: { query: '{ StaffCredentials(limit: 500) { docs { id expiresOn } } }' } })
      expect(read.status).toBeGreaterThanOrEqual(400)
      expect(read.text).not.toContain('expiresOn')
      const created = await rest('POST', '/graphql', { cookie, body: { query: `mutation { createStaffCredential(data: { staff: "${actors.teacherX!.id}", kind: cpr, issuedOn: "2026-01-15", expiresOn: "2028-01-15" }) { id } }` } })
      expect(created.status).toBeGreaterThanOrEqual(400)
    }
    expect(await countAll('staff-credentials')).toBe(before)
  })

  it('an admin’s reading of the list is in the audit log', async () => {
    await api('GET', LIST, { cookie: cookies.admin })
    await drainAuditLog(5_000)
    expect(await countAll('audit-events', { and: [{ recordCollection: { equals: 'staff-credentials' } }, { action: { equals: 'read' } }, { userId: { equals: actors.admin!.id } }] })).toBeGreaterThan(0)
  })
})

describe('the ratio board: a room whose staff present hold no current CPR and first aid', () => {
  /** A room of its own, a child in it checked in, and two teachers assigned to it (no card yet). */
  async function roomWithAChild() {
    const payload = await testPayload()
    const room = await payload.create({ collection: 'classrooms', data: { name: `Certified Room ${Date.now().toString(36)}${sequence++}`, ageFromMonths: 36, ageToMonths: 72, capacity: 20 }, overrideAccess: true })
    const child = await payload.create({
      collection: 'children',
      data: { firstName: `Cpr${sequence++}`, lastName: 'Test', dateOfBirth: '2022-03-01', enrollmentDate: '2026-01-05', parent: actors.parentA!.id, classroom: room.id },
      overrideAccess: true,
      user: actors.admin as TypedUser,
    })
    expect((await api('POST', '/api/attendance/check-in', { cookie: cookies.admin, body: { childId: child.id } })).status).toBe(201)
    // The child's stay goes when the test is done, so no room of this file stays over ratio for the next files.
    const leave = () => payload.delete({ collection: 'attendance', where: { child: { equals: child.id } }, overrideAccess: true })
    return { room, leave, uncertified: await freshTeacher([room.id]), certified: await freshTeacher([room.id]) }
  }
  const rowOf = async (roomId: string, cookie = cookies.admin) => (await api<RatioBoard>('GET', '/api/ratios', { cookie })).body.classrooms.find((row) => row.id === roomId)!
  const checkIn = async (cookie: string, classroomId: string) => expect((await api('POST', '/api/attendance/staff/check-in', { cookie, body: { classroomId } })).status).toBe(201)
  const checkOut = async (cookie: string) => expect((await api('POST', '/api/attendance/staff/check-out', { cookie })).status).toBe(200)

  it('is flagged while no one present holds both; clears as a certified teacher checks in, and comes back when they check out or a card expires', async () => {
    const { room, leave, uncertified, certified } = await roomWithAChild()
    expect(await rowOf(room.id)).toMatchObject({ childrenPresent: 1, staffPresent: 0, missingCprFirstAid: true })
    await checkIn(uncertified.cookie, room.id)
    expect(await rowOf(room.id)).toMatchObject({ staffPresent: 1, missingCprFirstAid: true })

    await record(certified.id, { kind: 'cpr' })
    const firstAid = await record(certified.id, { kind: 'first-aid', expiresOn: today })
    await checkIn(certified.cookie, room.id)
    // A card holds on its expiry day.
    expect(await rowOf(room.id)).toMatchObject({ staffPresent: 2, missingCprFirstAid: false })
    // The teachers' own boards say the same, and carry no card: only the yes or no.
    const teachersBoard = await api<RatioBoard>('GET', '/api/ratios', { cookie: uncertified.cookie })
    expect(teachersBoard.body.classrooms.map((row) => row.id)).toEqual([room.id])
    expect(teachersBoard.body.classrooms[0]).toMatchObject({ missingCprFirstAid: false })
    expect(teachersBoard.text).not.toMatch(/expiresOn|issuedOn|first-aid|"cpr"/)

    await checkOut(certified.cookie)
    expect(await rowOf(room.id)).toMatchObject({ staffPresent: 1, missingCprFirstAid: true })
    await checkIn(certified.cookie, room.id)
    expect((await rowOf(room.id)).missingCprFirstAid).toBe(false)

    // The first aid card expired yesterday (corrected in /cms): no longer covered.
    const payload = await testPayload()
    await payload.update({ collection: 'staff-credentials', id: firstAid.id, data: { issuedOn: addDays(today, -400), expiresOn: addDays(today, -1) }, user: actors.admin as TypedUser, overrideAccess: false })
    expect(await rowOf(room.id)).toMatchObject({ staffPresent: 2, missingCprFirstAid: true })
    expect((await rowOf(room.id, uncertified.cookie)).missingCprFirstAid).toBe(true)
    await checkOut(certified.cookie)
    await checkOut(uncertified.cookie)
    await leave()
  })

  it('an empty room is not flagged; a room with only staff present is, until one of them is certified; the demo’s teachers cover their rooms', async () => {
    const payload = await testPayload()
    const room = await payload.create({ collection: 'classrooms', data: { name: `Empty Room ${Date.now().toString(36)}${sequence++}`, ageFromMonths: 36, ageToMonths: 72, capacity: 20 }, overrideAccess: true })
    const teacher = await freshTeacher([room.id])
    expect(await rowOf(room.id)).toMatchObject({ childrenPresent: 0, staffPresent: 0, missingCprFirstAid: false })
    await checkIn(teacher.cookie, room.id)
    expect(await rowOf(room.id)).toMatchObject({ childrenPresent: 0, staffPresent: 1, missingCprFirstAid: true })
    await record(teacher.id, { kind: 'cpr' })
    await record(teacher.id, { kind: 'first-aid' })
    expect((await rowOf(room.id)).missingCprFirstAid).toBe(false)
    await checkOut(teacher.cookie)

    // Teacher X (seeded with both cards) on the floor of their own room: covered (another file may have left them checked in).
    const roomX = classroomsOf(actors.teacherX)[0]!
    const checkedIn = (await api('POST', '/api/attendance/staff/check-in', { cookie: cookies.teacherX, body: { classroomId: roomX } })).status === 201
    try {
      expect(await rowOf(roomX, cookies.teacherX)).toMatchObject({ staffPresent: expect.any(Number), missingCprFirstAid: false })
      expect((await rowOf(roomX, cookies.teacherX)).staffPresent).toBeGreaterThan(0)
    } finally {
      if (checkedIn) await checkOut(cookies.teacherX!)
    }
  })

  it('an open board hears of a card recorded for someone on the floor within 2 s, without a reload', async () => {
    followFloorChanges()
    await expect.poll(() => listeningForNotices(), { timeout: patience(10_000) }).toBe(true)
    const { room, leave, uncertified } = await roomWithAChild()
    await checkIn(uncertified.cookie, room.id)
    const { GET } = await import('@/app/api/ratios/stream/route')
    const abort = new AbortController()
    const response = await GET(new Request(new URL('/api/ratios/stream', serverURL), { headers: { Cookie: uncertified.cookie, Origin: serverURL }, signal: abort.signal }), { params: Promise.resolve({}) })
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let buffered = ''
    const nextRow = async (): Promise<RatioRow> => {
      for (;;) {
        const event = /event: board\ndata: (.*)\n\n/.exec(buffered)
        if (event) {
          buffered = buffered.slice(event.index + event[0].length)
          return (JSON.parse(event[1]!) as RatioBoard).classrooms.find((row) => row.id === room.id)!
        }
        const { value, done } = await reader.read()
        if (done) throw new Error('the stream ended')
        buffered += decoder.decode(value, { stream: true })
      }
    }
    const within2s = <T,>(next: Promise<T>) => Promise.race([next, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no board within 2 s')), 2_000))])
    try {
      expect((await nextRow()).missingCprFirstAid).toBe(true)
      await record(uncertified.id, { kind: 'cpr' })
      const started = Date.now()
      await record(uncertified.id, { kind: 'first-aid' })
      // A board is sent only when it changed: the CPR card alone changes nothing, the first aid card clears the flag.
      let row = await within2s(nextRow())
      while (row.missingCprFirstAid) row = await within2s(nextRow())
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      abort.abort()
      await reader.cancel().catch(() => undefined)
      await checkOut(uncertified.cookie)
      await leave()
    }
  })
})
