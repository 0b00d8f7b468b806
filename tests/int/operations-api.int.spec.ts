/**
 * The daily operations endpoints through the real route handlers, as a browser or a tablet
 * calls them: who may call each (anonymous, both demo parents, the editor, the admin, teacher X of parent
 * A's child's room and teacher Y of parent B's), what check-out refuses and why, what a parent's roster
 * holds, the numbers of the ratio board, and the live board: a check-in reaches an open stream within 2 s.
 */
import type { TypedUser } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api as apiContract } from '@/registry/api'
import { followFloorChanges } from '@/features/attendance/boot'
import { ANY_CLASSROOM, floorChangeHeard } from '@/features/attendance/floorChanges'
import type { TodayRoster } from '@/features/attendance/record'
import type { IncidentRecord } from '@/features/incidents/record'
import type { RatioBoard } from '@/features/ratios/record'
import { attendanceMessages } from '@/features/attendance/schemas'
import { incidentMessages } from '@/features/incidents/schemas'
import { CLOCK_SKEW_MINUTES } from '@/lib/constants'
import { centreToday } from '@/lib/dates'
import { serverURL } from '@/lib/runtimeConfig'
import { seedPasswords } from '@/seed/demoData'
import { listeningForNotices, stopFollowingNotices } from '@/server/boot/notices'

import { api, apiLogin } from './helpers/api'
import { rest, restLogin } from './helpers/rest'
import { FLOOR_ACTORS, type FloorActor, type FloorActors, TEACHER_USERNAMES, classroomsOf, floorActorLogin, countAll, loadFloorActors, testPayload } from './helpers/payload'
import { patience } from './patience'

type Obj = Record<string, unknown>
const operationsContract = apiContract.operations
type Status = Record<FloorActor, number>

let actors: FloorActors
let roomX: string
const cookies: Partial<Record<FloorActor, string>> = {}
const cookieOf = (actor: FloorActor) => cookies[actor]
let sequence = 0


/** A fresh child of parent A in `classroom` (teacher X's room by default), with one authorized pickup. */
async function freshChild(classroom = roomX, dateOfBirth = '2022-03-01') {
  const payload = await testPayload()
  const child = await payload.create({
    collection: 'children',
    data: { firstName: `Api${sequence++}`, lastName: 'Ops', dateOfBirth, enrollmentDate: '2026-01-05', parent: actors.parentA!.id, classroom },
    overrideAccess: true,
    user: actors.admin,
  })
  const pickup = await payload.create({
    collection: 'authorized-pickups',
    data: { child: child.id, name: `Grandpa ${child.firstName}`, relation: 'Grandfather', phone: '(919) 555-0111' } as never,
    overrideAccess: false,
    user: actors.parentA,
  })
  return { child, pickup }
}

const INCIDENT = {
  occurredAt: '2026-11-20T15:00:00.000Z',
  place: 'Garden',
  description: 'Tripped on the path and scraped a knee.',
  firstAid: 'Cleaned and bandaged.',
  witnesses: 'Ana Lopez',
  staffSignature: 'Ana Lopez',
}

/** A report about a fresh child of parent A in teacher X's room; its id. */
async function freshIncident() {
  const payload = await testPayload()
  const { child } = await freshChild()
  const report = await payload.create({ collection: 'incidents', data: { ...INCIDENT, child: child.id } as never, overrideAccess: false, user: actors.admin })
  return report.id
}

async function checkedIn(classroom = roomX) {
  const fresh = await freshChild(classroom)
  const payload = await testPayload()
  await payload.create({ collection: 'attendance', data: { child: fresh.child.id } as never, overrideAccess: false, user: actors.admin })
  return fresh
}

/** A fresh child of parent A in room X checked in yesterday (the centre's calendar) and never checked out. */
async function forgotten() {
  const fresh = await freshChild()
  const payload = await testPayload()
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000)
  const stay = await payload.create({
    collection: 'attendance',
    data: { child: fresh.child.id, family: actors.parentA!.id, classroom: roomX, date: centreToday(yesterday), childBirthDate: '2022-03-01', checkedInAt: yesterday.toISOString() } as never,
    overrideAccess: true,
    // As the seed writes a past day: no request can set it.
    context: { seedHistory: true },
  })
  return { ...fresh, stay }
}

beforeAll(async () => {
  actors = await loadFloorActors()
  roomX = classroomsOf(actors.teacherX)[0]!
  for (const actor of FLOOR_ACTORS) if (actor !== 'anonymous') cookies[actor] = await apiLogin(floorActorLogin(actor).username, floorActorLogin(actor).password)
})

afterAll(async () => {
  await stopFollowingNotices()
})

// ---------------------------------------------------------------------------------------------------
// Who may call what
// ---------------------------------------------------------------------------------------------------

type Row = { method: 'GET' | 'POST'; path: (actor: FloorActor) => string | Promise<string>; status: Status; body?: (actor: FloorActor) => Promise<unknown> | unknown; form?: () => Promise<FormData>; after?: (actor: FloorActor) => Promise<void> }

/** A multipart form with a small PNG in `file` (a pickup person's photo). */
const photoForm = async () => {
  const form = new FormData()
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2a9d8f' } }).png().toBuffer()
  form.set('file', new File([new Uint8Array(png)], 'face.png', { type: 'image/png' }))
  return form
}

const floorOnly = (status: number, teacherY = status): Status => ({ anonymous: 401, parentA: 403, parentB: 403, editor: 403, admin: status, teacherX: status, teacherY })

const ROWS: Record<string, Row> = {
  'POST /api/attendance/check-in': {
    method: 'POST',
    path: () => '/api/attendance/check-in',
    body: async () => ({ childId: (await freshChild()).child.id }),
    status: floorOnly(201, 404),
  },
  'POST /api/attendance/check-out': {
    method: 'POST',
    path: () => '/api/attendance/check-out',
    body: async () => {
      const { child, pickup } = await checkedIn()
      return { childId: child.id, pickupId: pickup.id }
    },
    status: floorOnly(200, 404),
  },
  'POST /api/attendance/close-forgotten': {
    method: 'POST',
    path: () => '/api/attendance/close-forgotten',
    body: async () => {
      const { child, stay } = await forgotten()
      return { childId: child.id, checkedOutAt: new Date(Date.parse(stay.checkedInAt!) + 60 * 60 * 1000).toISOString(), reason: 'Collected by her father; not recorded at the door.' }
    },
    status: { anonymous: 401, parentA: 403, parentB: 403, editor: 403, admin: 200, teacherX: 403, teacherY: 403 },
  },
  'GET /api/attendance/today?classroomId=X': {
    method: 'GET',
    path: () => `/api/attendance/today?classroomId=${roomX}`,
    // The editor reads no attendance: refused before the classroom is looked up (tests/int/role-before-record.int.spec.ts).
    status: { anonymous: 401, parentA: 200, parentB: 404, editor: 403, admin: 200, teacherX: 200, teacherY: 404 },
  },
  'GET /api/attendance/today': {
    method: 'GET',
    path: () => '/api/attendance/today',
    status: { anonymous: 401, parentA: 200, parentB: 200, editor: 403, admin: 200, teacherX: 200, teacherY: 200 },
  },
  'GET /api/attendance/staff': { method: 'GET', path: () => '/api/attendance/staff', status: floorOnly(200) },
  'POST /api/attendance/staff/check-in': {
    method: 'POST',
    path: () => '/api/attendance/staff/check-in',
    body: () => ({ classroomId: roomX }),
    status: floorOnly(201, 403),
    // Checked out again, so the next case (and file) starts with nobody in.
    after: async (actor) => {
      if (actor === 'admin' || actor === 'teacherX') expect((await api('POST', '/api/attendance/staff/check-out', { cookie: cookieOf(actor) })).status).toBe(200)
    },
  },
  'POST /api/attendance/staff/check-out': {
    method: 'POST',
    path: () => '/api/attendance/staff/check-out',
    // Nobody is checked in: floor staff get 409 (not checked in), everyone else is refused first.
    status: floorOnly(409),
  },
  'GET /api/ratios': { method: 'GET', path: () => '/api/ratios', status: floorOnly(200) },
  'GET /api/ratio-alerts?open=true': { method: 'GET', path: () => '/api/ratio-alerts?open=true', status: floorOnly(200) },
  'GET /api/pickups': {
    method: 'GET',
    path: () => '/api/pickups',
    status: { anonymous: 401, parentA: 200, parentB: 200, editor: 403, admin: 200, teacherX: 200, teacherY: 200 },
  },
  'POST /api/pickups': {
    method: 'POST',
    path: () => '/api/pickups',
    body: async () => ({ childId: (await freshChild()).child.id, name: 'Tía Lupe', relation: 'Aunt', phone: '(919) 555-0190' }),
    // Parent B is allowed to authorize people, but not for parent A's child: that child is not found.
    status: { anonymous: 401, parentA: 201, parentB: 400, editor: 403, admin: 201, teacherX: 403, teacherY: 403 },
  },
  'POST /api/pickups/:id/remove': {
    method: 'POST',
    path: async () => `/api/pickups/${(await freshChild()).pickup.id}/remove`,
    // Teachers and editors remove no one from any list: 403 before the person is looked up, whoever it is.
    status: { anonymous: 401, parentA: 200, parentB: 404, editor: 403, admin: 200, teacherX: 403, teacherY: 403 },
  },
  // Who may authorize a person may give their photo (teachers and editors: 403 before the body is read).
  'POST /api/pickups/:id/photo': {
    method: 'POST',
    path: async () => `/api/pickups/${(await freshChild()).pickup.id}/photo`,
    form: photoForm,
    status: { anonymous: 401, parentA: 200, parentB: 404, editor: 403, admin: 200, teacherX: 403, teacherY: 403 },
  },
  'POST /api/pickups/:id/photo/remove': {
    method: 'POST',
    path: async () => `/api/pickups/${(await freshChild()).pickup.id}/photo/remove`,
    status: { anonymous: 401, parentA: 200, parentB: 404, editor: 403, admin: 200, teacherX: 403, teacherY: 403 },
  },
  'GET /api/incidents': {
    method: 'GET',
    path: () => '/api/incidents',
    status: { anonymous: 401, parentA: 200, parentB: 200, editor: 403, admin: 200, teacherX: 200, teacherY: 200 },
  },
  'POST /api/incidents': {
    method: 'POST',
    path: () => '/api/incidents',
    body: async () => ({ ...INCIDENT, childId: (await freshChild()).child.id }),
    status: floorOnly(201, 404),
  },
  'GET /api/incidents/:id': {
    method: 'GET',
    path: async () => `/api/incidents/${await freshIncident()}`,
    // The editor reads no report: 403 before the report is looked up.
    status: { anonymous: 401, parentA: 200, parentB: 404, editor: 403, admin: 200, teacherX: 200, teacherY: 404 },
  },
  'POST /api/incidents/:id/acknowledge': {
    method: 'POST',
    path: async () => `/api/incidents/${await freshIncident()}/acknowledge`,
    body: () => ({ signature: 'Maria Garcia' }),
    status: { anonymous: 401, parentA: 200, parentB: 404, editor: 403, admin: 403, teacherX: 403, teacherY: 403 },
  },
  'POST /api/incidents/:id/addenda': {
    method: 'POST',
    path: async () => `/api/incidents/${await freshIncident()}/addenda`,
    body: () => ({ text: 'Checked again at 3 PM: fine.' }),
    status: floorOnly(201, 404),
  },
}

const MATRIX = Object.entries(ROWS).flatMap(([label, row]) => FLOOR_ACTORS.map((actor) => [label, actor, row.status[actor]] as const))

describe('who may call the daily operations endpoints', () => {
  it('covers every endpoint of the operations group but the stream (tested below) for the seven callers', () => {
    const covered = new Set(Object.keys(ROWS).map((label) => label.replace(/\?.*$/, '')))
    const inContract = Object.values(operationsContract).map((endpoint) => {
      const path = typeof endpoint.path === 'function' ? (endpoint.path as (id: string) => string)(':id').replace('%3Aid', ':id') : endpoint.path
      return `${endpoint.method} ${path}`
    })
    expect(inContract.filter((entry) => !covered.has(entry)).sort()).toEqual(['GET /api/ratios/stream'])
    // No row for an endpoint the group does not have.
    expect([...covered].filter((entry) => !inContract.includes(entry))).toEqual([])
    expect(MATRIX).toHaveLength(Object.keys(ROWS).length * FLOOR_ACTORS.length)
  })

  it.each(MATRIX)('%s as %s → %i', async (label, actor, status) => {
    const row = ROWS[label]!
    const tables = ['attendance', 'staff-attendance', 'authorized-pickups', 'incidents', 'media'] as const
    // The case's own fixtures first; then what the call itself writes is counted.
    const [path, body, form] = [await row.path(actor), await row.body?.(actor), await row.form?.()]
    const before = await Promise.all(tables.map((slug) => countAll(slug)))
    const result = await api<Obj>(row.method, path, { cookie: cookieOf(actor), body, raw: form })
    expect(result.status, result.text.slice(0, 300)).toBe(status)
    expect(result.text).not.toMatch(/"(hash|salt|stack)"|node_modules/)
    if (status >= 400) {
      expect(typeof result.body.message).toBe('string')
      if (row.method === 'POST') expect(await Promise.all(tables.map((slug) => countAll(slug)))).toEqual(before)
    }
    await row.after?.(actor)
  })
})

// ---------------------------------------------------------------------------------------------------
// Check-in and check-out
// ---------------------------------------------------------------------------------------------------

describe('check-in and check-out', () => {
  const post = (path: string, actor: FloorActor, body?: unknown) => api<Obj>('POST', path, { cookie: cookieOf(actor), body })

  it('checks in with the server’s time and room; a second check-in is 409 with the spec’s words', async () => {
    const { child } = await freshChild()
    const first = await post('/api/attendance/check-in', 'teacherX', { childId: child.id })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ childId: child.id, classroomId: roomX, checkedOutAt: null, collectedBy: null })
    const again = await post('/api/attendance/check-in', 'teacherX', { childId: child.id })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(attendanceMessages.alreadyIn)
  })

  it('two devices checking the same child in at once: one 201, one 409, one open stay', async () => {
    const { child } = await freshChild()
    const results = await Promise.all([post('/api/attendance/check-in', 'teacherX', { childId: child.id }), post('/api/attendance/check-in', 'admin', { childId: child.id })])
    expect(results.map((result) => result.status).sort()).toEqual([201, 409])
    expect(await countAll('attendance', { and: [{ child: { equals: child.id } }, { checkedOutAt: { exists: false } }] })).toBe(1)
  })

  it('refuses someone not on the list with the clear message and keeps the child in; only an admin overrides, with a reason kept', async () => {
    const { child } = await checkedIn()
    const stranger = await freshChild()
    const refused = await post('/api/attendance/check-out', 'teacherX', { childId: child.id, pickupId: stranger.pickup.id })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(attendanceMessages.notAuthorized)
    const override = { childId: child.id, override: { collectedBy: 'Aunt Rosa', reason: 'Mother phoned; photo ID checked.' } }
    const teacherOverride = await post('/api/attendance/check-out', 'teacherX', override)
    expect(teacherOverride.status).toBe(403)
    expect(teacherOverride.body.message).toBe(attendanceMessages.overrideAdminsOnly)
    const noReason = await post('/api/attendance/check-out', 'admin', { childId: child.id, override: { collectedBy: 'Aunt Rosa', reason: 'ok' } })
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors).toEqual([{ field: 'override.reason', message: attendanceMessages.overrideReason }])
    const nobody = await post('/api/attendance/check-out', 'admin', { childId: child.id })
    expect(nobody.status).toBe(400)
    expect(nobody.body.errors).toEqual([{ field: 'pickupId', message: attendanceMessages.pickupId }])
    const released = await post('/api/attendance/check-out', 'admin', override)
    expect(released.status).toBe(200)
    expect(released.body).toMatchObject({ collectedBy: 'Aunt Rosa', overrideReason: override.override.reason })
    const twice = await post('/api/attendance/check-out', 'admin', override)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(attendanceMessages.notIn)
  })

  it('a parent’s roster holds their own children only, with today’s times and their pickups', async () => {
    const { child, pickup } = await checkedIn()
    await post('/api/attendance/check-out', 'teacherX', { childId: child.id, pickupId: pickup.id })
    const mine = await api<TodayRoster>('GET', '/api/attendance/today', { cookie: cookieOf('parentA') })
    expect(mine.status).toBe(200)
    const entry = mine.body.children.find((candidate) => candidate.id === child.id)
    expect(entry).toMatchObject({ status: 'gone-home', pickups: [{ id: pickup.id, name: pickup.name }] })
    expect(entry!.stays[0]).toMatchObject({ collectedBy: pickup.name, collectedRelation: 'Grandfather' })
    const payload = await testPayload()
    const ownIds = (await payload.find({ collection: 'children', where: { parent: { equals: actors.parentA!.id } }, pagination: false, depth: 0, overrideAccess: true })).docs
      .filter((candidate) => candidate.classroom)
      .map((candidate) => candidate.id)
    expect(mine.body.children.map((candidate) => candidate.id).sort()).toEqual(ownIds.sort())
    const theirs = await api<TodayRoster>('GET', '/api/attendance/today', { cookie: cookieOf('parentB') })
    expect(theirs.body.children.some((candidate) => candidate.id === child.id)).toBe(false)
    const otherRoom = await api<TodayRoster>('GET', '/api/attendance/today', { cookie: cookieOf('teacherY') })
    expect(otherRoom.body.children.some((candidate) => candidate.id === child.id)).toBe(false)
  })
})

// ---------------------------------------------------------------------------------------------------
// Incident reports
// ---------------------------------------------------------------------------------------------------

describe("a teacher's roster, read in two steps (issue 32)", () => {
  it('holds their room’s children only, each with only their own stays and pickups; a stay left open from an earlier day is its child’s forgotten stay, never one of today’s', async () => {
    const here = await checkedIn()
    const gone = await checkedIn()
    const out = await api('POST', '/api/attendance/check-out', { cookie: cookieOf('teacherX'), body: { childId: gone.child.id, pickupId: gone.pickup.id } })
    expect(out.status).toBe(200)
    const left = await forgotten()
    const elsewhere = await checkedIn(classroomsOf(actors.teacherY)[0]!)

    const roster = await api<TodayRoster>('GET', `/api/attendance/today?classroomId=${roomX}`, { cookie: cookieOf('teacherX') })
    expect(roster.status).toBe(200)
    expect(roster.body.classrooms.map((room) => room.id)).toEqual(classroomsOf(actors.teacherX))
    const payload = await testPayload()
    const inRoom = (await payload.find({ collection: 'children', where: { classroom: { equals: roomX } }, pagination: false, depth: 0, overrideAccess: true })).docs.map((child) => child.id)
    expect(roster.body.children.map((row) => row.id).sort()).toEqual(inRoom.sort())
    expect(roster.body.children.some((row) => row.id === elsewhere.child.id)).toBe(false)
    for (const row of roster.body.children) {
      for (const stay of row.stays) expect(stay.childId, row.firstName).toBe(row.id)
      for (const pickup of row.pickups) expect(pickup.childId, row.firstName).toBe(row.id)
      for (const stay of row.stays) expect(stay.date).toBe(roster.body.date)
    }
    const rowOf = (id: string) => roster.body.children.find((row) => row.id === id)!
    expect(rowOf(here.child.id)).toMatchObject({ status: 'present', forgottenStay: null, pickups: [{ id: here.pickup.id }] })
    expect(rowOf(gone.child.id)).toMatchObject({ status: 'gone-home', stays: [{ collectedBy: gone.pickup.name }] })
    expect(rowOf(left.child.id)).toMatchObject({ status: 'forgotten-checkout', stays: [], forgottenStay: { id: left.stay.id } })

    // Another room's teacher asking for this room: not found, and none of its children's records opened on the way.
    const readsOf = async (childId: string) =>
      (await payload.find({ collection: 'audit-events', where: { and: [{ userId: { equals: actors.teacherY!.id } }, { childId: { equals: childId } }] }, pagination: false, overrideAccess: true })).docs.length
    expect(await readsOf(here.child.id)).toBe(0)
    expect((await api('GET', `/api/attendance/today?classroomId=${roomX}`, { cookie: cookieOf('teacherY') })).status).toBe(404)
    expect(await readsOf(here.child.id)).toBe(0)
    // The room's own teacher's roster read is in the log for the child.
    expect(
      (await payload.find({ collection: 'audit-events', where: { and: [{ userId: { equals: actors.teacherX!.id } }, { childId: { equals: here.child.id } }, { action: { equals: 'read' } }] }, pagination: false, overrideAccess: true })).docs.length,
    ).toBeGreaterThan(0)
  })
})

describe('incident reports', () => {
  it('filed by the teacher, listed for the parent, acknowledged once with a typed signature, then locked; addenda are appended', async () => {
    const { child } = await freshChild()
    const filed = await api<IncidentRecord>('POST', '/api/incidents', { cookie: cookieOf('teacherX'), body: { ...INCIDENT, childId: child.id, staffSignature: 'Ana Lopez' } })
    expect(filed.status).toBe(201)
    expect(filed.body).toMatchObject({ childId: child.id, classroomId: roomX, reportedBy: actors.teacherX!.id, locked: false, parentSignature: null })
    const listed = await api<IncidentRecord[]>('GET', `/api/incidents?childId=${child.id}`, { cookie: cookieOf('parentA') })
    expect(listed.body.map((report) => report.id)).toEqual([filed.body.id])
    const notTheirs = await api<IncidentRecord[]>('GET', `/api/incidents?childId=${child.id}`, { cookie: cookieOf('parentB') })
    expect(notTheirs.body).toEqual([])

    const unsigned = await api<Obj>('POST', `/api/incidents/${filed.body.id}/acknowledge`, { cookie: cookieOf('parentA'), body: { signature: ' ' } })
    expect(unsigned.status).toBe(400)
    expect(unsigned.body.errors).toEqual([{ field: 'signature', message: 'Type your full name to acknowledge the report' }])
    const signed = await api<IncidentRecord>('POST', `/api/incidents/${filed.body.id}/acknowledge`, { cookie: cookieOf('parentA'), body: { signature: 'Maria Garcia' } })
    expect(signed.status).toBe(200)
    expect(signed.body).toMatchObject({ parentSignature: 'Maria Garcia', locked: true })
    expect(signed.body.acknowledgedAt).toBeTruthy()
    const again = await api<Obj>('POST', `/api/incidents/${filed.body.id}/acknowledge`, { cookie: cookieOf('parentA'), body: { signature: 'Maria Garcia' } })
    expect(again.status).toBe(409)

    const addendum = await api<IncidentRecord>('POST', `/api/incidents/${filed.body.id}/addenda`, { cookie: cookieOf('teacherX'), body: { text: 'No swelling at pick-up.' } })
    expect(addendum.status).toBe(201)
    expect(addendum.body.addenda.map((entry) => entry.text)).toEqual(['No swelling at pick-up.'])
    expect(addendum.body).toMatchObject({ description: INCIDENT.description, parentSignature: 'Maria Garcia', locked: true })
  })

  it('a parent removes a person from their child’s list; past check-outs keep the name', async () => {
    const { child, pickup } = await checkedIn()
    expect((await api('POST', '/api/attendance/check-out', { cookie: cookieOf('teacherX'), body: { childId: child.id, pickupId: pickup.id } })).status).toBe(200)
    expect((await api('POST', `/api/pickups/${pickup.id}/remove`, { cookie: cookieOf('parentA') })).status).toBe(200)
    const listed = await api<unknown[]>('GET', `/api/pickups?childId=${child.id}`, { cookie: cookieOf('parentA') })
    expect(listed.body).toEqual([])
    const roster = await api<TodayRoster>('GET', '/api/attendance/today', { cookie: cookieOf('parentA') })
    expect(roster.body.children.find((candidate) => candidate.id === child.id)!.stays[0]).toMatchObject({ collectedBy: pickup.name })
  })
})

// ---------------------------------------------------------------------------------------------------
// The ratio board
// ---------------------------------------------------------------------------------------------------

describe('the ratio board', () => {
  it('counts children and staff per room and requires staff by the NC table, the youngest child’s ratio for a mixed group', async () => {
    const payload = await testPayload()
    const room = await payload.create({ collection: 'classrooms', data: { name: `Ratio Room ${sequence++}`, ageFromMonths: 0, ageToMonths: 60, capacity: 8 }, overrideAccess: true })
    // Nine three-year-olds and one infant: the infant's 1:5 applies to all ten, so two staff are needed.
    const today = new Date()
    const infantBirth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 6, 1)).toISOString().slice(0, 10)
    // Three and a half years old on any day the test runs (a fixed birthday turned them four: 1:20, not 1:15).
    const threeYearOldBirth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 42, 1)).toISOString().slice(0, 10)
    const children = [await freshChild(room.id, infantBirth)]
    for (let i = 0; i < 9; i++) children.push(await freshChild(room.id, threeYearOldBirth))
    for (const { child } of children) expect((await api('POST', '/api/attendance/check-in', { cookie: cookieOf('admin'), body: { childId: child.id } })).status).toBe(201)

    const rowOf = async () => (await api<RatioBoard>('GET', '/api/ratios', { cookie: cookieOf('admin') })).body.classrooms.find((row) => row.id === room.id)!
    expect(await rowOf()).toMatchObject({ childrenPresent: 10, staffPresent: 0, staffRequired: 2, ratio: '1:5', maxGroupSize: 10, overRatio: true, overGroupSize: false, overCapacity: true })
    expect((await api<RatioBoard>('GET', '/api/ratios', { cookie: cookieOf('admin') })).body.overRatio).toContain(room.name)

    expect((await api('POST', '/api/attendance/staff/check-in', { cookie: cookieOf('admin'), body: { classroomId: room.id } })).status).toBe(201)
    expect(await rowOf()).toMatchObject({ staffPresent: 1, staffRequired: 2, overRatio: true })
    // The infant goes home: nine three-year-olds at 1:15 need one.
    const infant = children[0]!
    expect((await api('POST', '/api/attendance/check-out', { cookie: cookieOf('admin'), body: { childId: infant.child.id, pickupId: infant.pickup.id } })).status).toBe(200)
    expect(await rowOf()).toMatchObject({ childrenPresent: 9, staffPresent: 1, staffRequired: 1, ratio: '1:15', overRatio: false })
    expect((await api('POST', '/api/attendance/staff/check-out', { cookie: cookieOf('admin') })).status).toBe(200)
  })

  it('a teacher’s board shows their own classrooms only', async () => {
    const board = await api<RatioBoard>('GET', '/api/ratios', { cookie: cookieOf('teacherX') })
    expect(board.body.classrooms.map((row) => row.id).sort()).toEqual(classroomsOf(actors.teacherX as TypedUser).sort())
  })

  it('the live board: a check-in on one device reaches an open stream within 2 s, without a reload', async () => {
    followFloorChanges()
    await expect.poll(() => listeningForNotices(), { timeout: patience(10_000) }).toBe(true)
    const { GET } = await import('@/app/api/ratios/stream/route')
    const abort = new AbortController()
    const request = new Request(new URL('/api/ratios/stream', serverURL), { headers: { Cookie: cookieOf('teacherX')!, Origin: serverURL }, signal: abort.signal })
    const response = await GET(request, { params: Promise.resolve({}) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let buffered = ''
    const nextBoard = async (): Promise<RatioBoard> => {
      for (;;) {
        const event = /event: board\ndata: (.*)\n\n/.exec(buffered)
        if (event) {
          buffered = buffered.slice(event.index + event[0].length)
          return JSON.parse(event[1]!) as RatioBoard
        }
        const { value, done } = await reader.read()
        if (done) throw new Error('the stream ended')
        buffered += decoder.decode(value, { stream: true })
      }
    }
    const presentIn = (board: RatioBoard) => board.classrooms.find((row) => row.id === roomX)!.childrenPresent
    const before = presentIn(await nextBoard())

    const { child } = await freshChild()
    const started = Date.now()
    expect((await api('POST', '/api/attendance/check-in', { cookie: cookieOf('teacherX'), body: { childId: child.id } })).status).toBe(201)
    const after = await Promise.race([nextBoard(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no board within 2 s')), 2_000))])
    expect(presentIn(after)).toBe(before + 1)
    expect(Date.now() - started).toBeLessThan(2_000)
    abort.abort()
    await reader.cancel().catch(() => undefined)
  })

  it('the stream ends once its session is logged out', async () => {
    const cookie = await apiLogin(TEACHER_USERNAMES.teacherX, seedPasswords().teacher)
    const { GET } = await import('@/app/api/ratios/stream/route')
    const response = await GET(new Request(new URL('/api/ratios/stream', serverURL), { headers: { Cookie: cookie, Origin: serverURL } }), { params: Promise.resolve({}) })
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    await reader.read()
    expect((await api('POST', '/api/logout', { cookie })).status).toBe(200)
    // The next change (here: every board of this process is told to refresh) finds the session gone.
    floorChangeHeard(ANY_CLASSROOM)
    const ended = async () => {
      for (;;) if ((await reader.read()).done) return true
    }
    await expect(Promise.race([ended(), new Promise((resolve) => setTimeout(() => resolve(false), 5_000))])).resolves.toBe(true)
  })

  it('the stream refuses a visitor (401) and a parent (403) with JSON, as the board does', async () => {
    const { GET } = await import('@/app/api/ratios/stream/route')
    for (const [actor, status] of [['anonymous', 401], ['parentA', 403]] as const) {
      const headers: Record<string, string> = { Origin: serverURL }
      if (cookieOf(actor)) headers.Cookie = cookieOf(actor)!
      const response = await GET(new Request(new URL('/api/ratios/stream', serverURL), { headers }), { params: Promise.resolve({}) })
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    }
  })
})


// ---------------------------------------------------------------------------------------------------
// The edges of the day: a room move, a forgotten check-out, a report dated in the future
// ---------------------------------------------------------------------------------------------------

describe('the edges of the day', () => {
  const post = (path: string, actor: FloorActor, body?: unknown, headers?: Record<string, string>) => api<Obj>('POST', path, { cookie: cookieOf(actor), body, headers })

  it('a child moved by an admin in /api/cms while checked in: the new room’s teacher sees them present and checks them out to a person on the list; the board counts them there', async () => {
    const roomY = classroomsOf(actors.teacherY)[0]!
    const { child, pickup } = await checkedIn()
    const cmsCookie = await restLogin('admin', seedPasswords().admin)
    const moved = await rest('PATCH', `/children/${child.id}`, { cookie: cmsCookie, body: { classroom: roomY } })
    expect(moved.status, moved.text.slice(0, 300)).toBe(200)

    const roster = await api<TodayRoster>('GET', `/api/attendance/today?classroomId=${roomY}`, { cookie: cookieOf('teacherY') })
    expect(roster.body.children.find((row) => row.id === child.id)?.status).toBe('present')
    const board = await api<RatioBoard>('GET', '/api/ratios', { cookie: cookieOf('admin') })
    const open = await countAll('attendance', { and: [{ classroom: { equals: roomY } }, { date: { equals: centreToday() } }, { checkedOutAt: { exists: false } }] })
    expect(board.body.classrooms.find((room) => room.id === roomY)!.childrenPresent).toBe(open)
    expect((await post('/api/attendance/check-in', 'teacherY', { childId: child.id })).body.message).toBe(attendanceMessages.alreadyIn)
    const out = await post('/api/attendance/check-out', 'teacherY', { childId: child.id, pickupId: pickup.id })
    expect(out.status, out.text).toBe(200)
    expect(out.body).toMatchObject({ collectedBy: pickup.name, classroomId: roomY })
  })

  it('a forgotten check-out: the roster shows it to the admin, who closes it through /api with a time and a reason; refusals come in the screen’s language', async () => {
    const { child, stay } = await forgotten()
    const roster = await api<TodayRoster>('GET', `/api/attendance/today?classroomId=${roomX}`, { cookie: cookieOf('admin') })
    expect(roster.body.children.find((row) => row.id === child.id)).toMatchObject({ status: 'forgotten-checkout', forgottenStay: { id: stay.id } })
    const future = new Date(Date.now() + (CLOCK_SKEW_MINUTES + 30) * 60_000).toISOString()
    const reason = 'Collected by her father; not recorded at the door.'
    const english = await post('/api/attendance/close-forgotten', 'admin', { childId: child.id, checkedOutAt: future, reason })
    expect(english.status).toBe(400)
    expect(english.body.errors).toEqual([{ field: 'checkedOutAt', message: attendanceMessages.leftInFuture }])
    const spanish = await post('/api/attendance/close-forgotten', 'admin', { childId: child.id, checkedOutAt: future, reason }, { 'X-Centre-Language': 'es' })
    expect(spanish.body.errors).toEqual([{ field: 'checkedOutAt', message: 'La hora de salida no puede estar en el futuro' }])
    const refusedIn = await post('/api/attendance/check-in', 'teacherX', { childId: child.id }, { 'X-Centre-Language': 'es' })
    expect(refusedIn.status).toBe(409)
    expect(refusedIn.body.message).toBe('No se registró la salida de este niño en un día anterior. Primero, un administrador cierra esa estancia con la hora en que se fue.')

    const leftAt = new Date(Date.parse(stay.checkedInAt!) + 9 * 60 * 60 * 1000).toISOString()
    const closed = await post('/api/attendance/close-forgotten', 'admin', { childId: child.id, checkedOutAt: leftAt, reason })
    expect(closed.status, closed.text).toBe(200)
    expect(closed.body).toMatchObject({ id: stay.id, checkedOutAt: leftAt, forgottenReason: reason })
    expect((await post('/api/attendance/check-in', 'teacherX', { childId: child.id })).status).toBe(201)
  })

  it('an incident dated in the future is refused with a clear message, in English or in Spanish, and nothing is filed', async () => {
    const { child } = await freshChild()
    const occurredAt = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString()
    const before = await countAll('incidents')
    const english = await post('/api/incidents', 'teacherX', { ...INCIDENT, childId: child.id, occurredAt })
    expect(english.status).toBe(400)
    expect(english.body.errors).toEqual([{ field: 'occurredAt', message: incidentMessages.occurredInFuture }])
    const spanish = await post('/api/incidents', 'teacherX', { ...INCIDENT, childId: child.id, occurredAt }, { 'X-Centre-Language': 'es' })
    expect(spanish.body.errors).toEqual([{ field: 'occurredAt', message: 'Cuándo ocurrió no puede estar en el futuro' }])
    expect(await countAll('incidents')).toBe(before)
  })
})
