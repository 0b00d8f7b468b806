/**
 * Emergency drills (docs/spec.md §15): GET and POST /api/admin/drills on the seeded demo (a year of drills,
 * one month without its fire drill): the admin records and reads them; bad input is refused with its
 * message by its field and nothing is written; the children and staff present are counted by the server
 * from attendance at the drill's time; who may do what (parents, teachers of two rooms, an editor,
 * anonymous), through /api, Payload's REST at /api/cms and GraphQL; every read and write in the audit
 * log; and the month-end mail to the admins, through a real SMTP server, once per month.
 */
import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { MailServer } from '../../scripts/lib/mailServer'
import type { DrillRecord, DrillYearRecord } from '@/features/drills/record'
import { drillMessages } from '@/features/drills/schemas'
import { DEMO_MISSING_FIRE_DRILL_MONTHS_AGO, monthsAfter } from '@/features/drills/seed'
import { centreToday } from '@/lib/dates'

import type { FloorActor, FloorActors } from './helpers/payload'
import { type MailSuite, startMailSuite, unique } from './helpers/mailSuite'

const PATH = '/api/admin/drills'

let suite: MailSuite
let mail: MailServer
let payload: Payload
let actors: FloorActors
let FLOOR_ACTORS: FloorActor[]
const cookies: Partial<Record<FloorActor, string>> = {}
let api: MailSuite['api']['api']
let rest: typeof import('./helpers/rest')
let jobs: typeof import('@/features/drills/jobs/fireDrillReminder')

const drillCount = () => suite.payloadHelpers.countAll('drills')

beforeAll(async () => {
  // The mail settings are read when the app's config is first imported: the suite sets them first.
  suite = await startMailSuite()
  ;({ mail, payload } = suite)
  api = suite.api.api
  FLOOR_ACTORS = suite.payloadHelpers.FLOOR_ACTORS
  actors = await suite.payloadHelpers.loadFloorActors()
  for (const actor of FLOOR_ACTORS) {
    if (actor !== 'anonymous') cookies[actor] = await suite.api.apiLogin(suite.payloadHelpers.floorActorLogin(actor).username, suite.payloadHelpers.floorActorLogin(actor).password)
  }
  rest = await import('./helpers/rest')
  jobs = await import('@/features/drills/jobs/fireDrillReminder')
})

describe('the seeded demo’s board', () => {
  it('this year: each month of the demo’s twelve done but one, missing; the months to come upcoming; each past quarter’s shelter or lockdown drill done', async () => {
    const today = centreToday()
    const thisMonth = today.slice(0, 7)
    const missing = monthsAfter(thisMonth, -DEMO_MISSING_FIRE_DRILL_MONTHS_AGO)
    const { status, body } = await api<DrillYearRecord>('GET', PATH, { cookie: cookies.admin })
    expect(status).toBe(200)
    expect(body).toMatchObject({ year: Number(today.slice(0, 4)), asOf: today })
    expect(body.fireDrills).toHaveLength(12)
    for (const month of body.fireDrills) {
      if (month.month > thisMonth) expect(month.state, month.month).toBe('upcoming')
      else if (month.month === missing) expect(month).toMatchObject({ state: 'missing', drill: null, held: 0 })
      else if (month.month < thisMonth) expect(month, month.month).toMatchObject({ state: 'done', held: 1, drill: expect.objectContaining({ kind: 'fire', day: expect.stringMatching(new RegExp(`^${month.month}-`)) }) })
      else expect(['done', 'due'], month.month).toContain(month.state)
    }
    for (const quarter of body.shelterDrills.filter((candidate) => candidate.endsOn < today)) {
      expect(quarter, `Q${quarter.quarter}`).toMatchObject({ state: 'done', drill: expect.objectContaining({ kind: expect.stringMatching(/^(shelter-in-place|lockdown)$/) }) })
    }
    // The list: newest first, every drill of the year, each on the board's day.
    expect(body.drills.map((drill) => drill.heldAt)).toEqual([...body.drills.map((drill) => drill.heldAt)].sort().reverse())
    expect(body.drills.every((drill) => drill.day.startsWith(`${body.year}-`))).toBe(true)
    // A past month's seeded fire drill (last year's, in January), with its counts as they were.
    const lastYear = (await api<DrillYearRecord>('GET', `${PATH}?year=${body.year - 1}`, { cookie: cookies.admin })).body
    const seeded = [...body.drills, ...lastYear.drills].find((drill) => drill.kind === 'fire' && drill.day < `${thisMonth}-01`)
    expect(seeded).toMatchObject({ childrenPresent: expect.any(Number), staffPresent: 3, evacuationSeconds: expect.any(Number) })
  })

  it('another year by ?year=; a year that is not YYYY from 2000 to this one: 400 with its message', async () => {
    const year = Number(centreToday().slice(0, 4)) - 1
    const { status, body } = await api<DrillYearRecord>('GET', `${PATH}?year=${year}`, { cookie: cookies.admin })
    expect(status).toBe(200)
    expect(body.year).toBe(year)
    expect(body.fireDrills.every((month) => month.state !== 'upcoming' && month.state !== 'due')).toBe(true)
    for (const bad of ['', 'abcd', '1999', '26', String(year + 2)]) {
      const refused = await api<{ message: string; errors: { field: string; message: string }[] }>('GET', `${PATH}?year=${bad}`, { cookie: cookies.admin })
      expect(refused.status, bad).toBe(400)
      expect(refused.body.errors).toEqual([{ field: 'year', message: drillMessages.year }])
    }
  })
})

describe('an admin records a drill', () => {
  it('a fire drill with its evacuation time: 201, on the board of its year, who recorded it from the session, in the audit log', async () => {
    const before = await drillCount()
    const { status, body } = await api<DrillRecord>('POST', PATH, {
      cookie: cookies.admin,
      body: { kind: 'fire', heldAt: '2019-03-12T15:20:00.000Z', evacuationSeconds: 142, notes: ' Out by the garden gate ', childrenPresent: 99, createdBy: actors.parentA!.id },
    })
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body).toMatchObject({ kind: 'fire', heldAt: '2019-03-12T15:20:00.000Z', day: '2019-03-12', evacuationSeconds: 142, notes: 'Out by the garden gate', childrenPresent: 0, staffPresent: 0, createdBy: actors.admin!.id })
    expect(await drillCount()).toBe(before + 1)
    const board = (await api<DrillYearRecord>('GET', `${PATH}?year=2019`, { cookie: cookies.admin })).body
    expect(board.fireDrills.find((month) => month.month === '2019-03')).toMatchObject({ state: 'done', drill: expect.objectContaining({ id: body.id }) })
    expect(board.drills.map((drill) => drill.id)).toContain(body.id)
    // A lockdown needs no evacuation time, and settles its quarter.
    const lockdown = await api<DrillRecord>('POST', PATH, { cookie: cookies.admin, body: { kind: 'lockdown', heldAt: '2019-02-20T19:00:00.000Z' } })
    expect(lockdown.status).toBe(201)
    expect(lockdown.body.evacuationSeconds).toBeNull()
    const after = (await api<DrillYearRecord>('GET', `${PATH}?year=2019`, { cookie: cookies.admin })).body
    expect(after.shelterDrills[0]).toMatchObject({ quarter: 1, state: 'done', drill: expect.objectContaining({ kind: 'lockdown' }) })
    const { drainAuditLog } = await import('@/collections/shared/audit/auditBuffer')
    await drainAuditLog(5_000)
    const logged = await payload.find({
      collection: 'audit-events',
      where: { and: [{ recordCollection: { equals: 'drills' } }, { action: { equals: 'create' } }, { recordId: { equals: body.id } }, { userId: { equals: actors.admin!.id } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(logged.docs).toHaveLength(1)
  })

  it('a drill at 23:30 on a month’s last evening (the next day in UTC) is that month’s, and on the year’s last evening that year’s', async () => {
    const { centreInstant } = await import('@/lib/dates')
    const boardOf = async (year: number) => (await api<DrillYearRecord>('GET', `${PATH}?year=${year}`, { cookie: cookies.admin })).body
    const august = await api<DrillRecord>('POST', PATH, { cookie: cookies.admin, body: { kind: 'fire', heldAt: centreInstant('2017-08-31', '23:30').toISOString(), evacuationSeconds: 95 } })
    expect(august.status, august.text).toBe(201)
    expect(august.body).toMatchObject({ heldAt: '2017-09-01T03:30:00.000Z', day: '2017-08-31' })
    const newYearsEve = await api<DrillRecord>('POST', PATH, { cookie: cookies.admin, body: { kind: 'lockdown', heldAt: centreInstant('2017-12-31', '23:30').toISOString() } })
    expect(newYearsEve.status, newYearsEve.text).toBe(201)
    expect(newYearsEve.body).toMatchObject({ heldAt: '2018-01-01T04:30:00.000Z', day: '2017-12-31' })
    const board = await boardOf(2017)
    expect(board.fireDrills.find((month) => month.month === '2017-08')).toMatchObject({ state: 'done', drill: expect.objectContaining({ id: august.body.id }) })
    expect(board.fireDrills.find((month) => month.month === '2017-09')).toMatchObject({ state: 'missing', held: 0 })
    expect(board.shelterDrills[3]).toMatchObject({ quarter: 4, state: 'done', drill: expect.objectContaining({ id: newYearsEve.body.id }) })
    expect(board.drills.map((drill) => drill.id)).toEqual(expect.arrayContaining([august.body.id, newYearsEve.body.id]))
    const next = await boardOf(2018)
    expect(next.drills.map((drill) => drill.id)).not.toContain(newYearsEve.body.id)
    expect(next.shelterDrills[0]!.drill?.id).not.toBe(newYearsEve.body.id)
  })

  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString()
  it.each([
    ['a fire drill without its evacuation time', { kind: 'fire', heldAt: '2019-03-12T15:20:00.000Z' }, 'evacuationSeconds', drillMessages.evacuationSeconds],
    ['an evacuation of no time', { kind: 'fire', heldAt: '2019-03-12T15:20:00.000Z', evacuationSeconds: 0 }, 'evacuationSeconds', drillMessages.evacuationSeconds],
    ['an evacuation over two hours', { kind: 'fire', heldAt: '2019-03-12T15:20:00.000Z', evacuationSeconds: 7201 }, 'evacuationSeconds', drillMessages.evacuationSeconds],
    ['a drill in the future', { kind: 'lockdown', heldAt: tomorrow() }, 'heldAt', drillMessages.heldAt],
    ['a time without its zone', { kind: 'lockdown', heldAt: '2019-03-12T10:20' }, 'heldAt', drillMessages.heldAt],
    ['no time at all', { kind: 'lockdown' }, 'heldAt', drillMessages.heldAt],
    ['a kind the rules do not know', { kind: 'flood', heldAt: '2019-03-12T15:20:00.000Z' }, 'kind', drillMessages.kind],
  ])('%s → 400 with the message by its field; nothing written', async (_case, body, field, message) => {
    const before = await drillCount()
    const result = await api<{ message: string; errors: { field: string; message: string }[] }>('POST', PATH, { cookie: cookies.admin, body })
    expect(result.status, result.text).toBe(400)
    expect(result.body.errors).toContainEqual({ field, message })
    expect(await drillCount()).toBe(before)
  })
})

describe('the children and staff present, counted by the server from attendance', () => {
  const DAY = '2018-03-14'
  /** 10:00 at the centre (EST): the drill. */
  const DRILL = `${DAY}T15:00:00.000Z`
  const at = (time: string, day = DAY) => `${day}T${time}:00.000Z`

  beforeAll(async () => {
    const admin = actors.admin as TypedUser
    const room = suite.payloadHelpers.classroomsOf(actors.teacherX)[0]!
    const otherRoom = suite.payloadHelpers.classroomsOf(actors.teacherY)[0]!
    const child = async (name: string) =>
      (await payload.create({ collection: 'children', data: { firstName: name, lastName: 'Drill', dateOfBirth: '2015-02-01', enrollmentDate: '2016-01-04', parent: actors.parentA!.id, classroom: room }, overrideAccess: true, user: admin })).id
    // Past days as they were: no request can write those (the collections' rules), the seed's way can.
    const history = { overrideAccess: true, context: { seedHistory: true } } as const
    const stay = async (name: string, checkedInAt: string, checkedOutAt: string | null, day = DAY) =>
      payload.create({ collection: 'attendance', data: { child: await child(name), classroom: room, date: day, checkedInAt, checkedOutAt } as never, ...history })
    await stay('Stays', at('13:00'), at('17:00'))
    await stay('Arrives later', at('15:30'), null)
    await stay('Left before', at('13:00'), at('14:30'))
    await stay('Leaves at that minute', at('13:00'), at('15:00'))
    await stay('Still checked in', at('12:30'), null)
    // A check-out forgotten the day before: not a child at the drill.
    await stay('Forgotten yesterday', at('13:00', '2018-03-13'), null, '2018-03-13')
    // A room move at the drill's minute: one stay ends, the next begins; one child.
    const mover = await child('Moves rooms')
    await payload.create({ collection: 'attendance', data: { child: mover, classroom: room, date: DAY, checkedInAt: at('13:00'), checkedOutAt: at('15:00'), movedTo: otherRoom } as never, ...history })
    await payload.create({ collection: 'attendance', data: { child: mover, classroom: otherRoom, date: DAY, checkedInAt: at('15:00'), checkedOutAt: null } as never, ...history })
    const shift = (staff: string, classroom: string, checkedInAt: string, checkedOutAt: string | null) =>
      payload.create({ collection: 'staff-attendance', data: { staff, classroom, date: DAY, checkedInAt, checkedOutAt } as never, ...history })
    await shift(actors.teacherX!.id, room, at('12:00'), at('21:00'))
    await shift(actors.teacherY!.id, otherRoom, at('16:00'), null)
    await shift(actors.admin!.id, room, at('12:00'), at('14:00'))
  })

  it('the stays begun at or before the drill and not ended before it, each child once; the shifts likewise', async () => {
    const { status, body } = await api<DrillRecord>('POST', PATH, { cookie: cookies.admin, body: { kind: 'fire', heldAt: DRILL, evacuationSeconds: 95 } })
    expect(status).toBe(201)
    // Stays, Leaves at that minute, Still checked in, Moves rooms; teacher X.
    expect(body).toMatchObject({ childrenPresent: 4, staffPresent: 1 })
  })

  it('counted again when the time changes, kept when only the notes do; never taken from input', async () => {
    const admin = actors.admin as TypedUser
    const drill = await payload.create({ collection: 'drills', data: { kind: 'lockdown', heldAt: DRILL, childrenPresent: 40, staffPresent: 9 }, user: admin, overrideAccess: false, depth: 0 })
    expect(drill).toMatchObject({ childrenPresent: 4, staffPresent: 1, createdBy: admin.id })
    const noted = await payload.update({ collection: 'drills', id: drill.id, data: { notes: 'Held in the hall', childrenPresent: 40, createdBy: actors.parentA!.id }, user: admin, overrideAccess: false, depth: 0 })
    expect(noted).toMatchObject({ notes: 'Held in the hall', childrenPresent: 4, staffPresent: 1, createdBy: admin.id })
    // 11:00 at the centre: "Arrives later" is there, "Leaves at that minute" has gone; teacher Y has come.
    const moved = await payload.update({ collection: 'drills', id: drill.id, data: { heldAt: `${DAY}T16:00:00.000Z` }, user: admin, overrideAccess: false, depth: 0 })
    expect(moved).toMatchObject({ childrenPresent: 4, staffPresent: 2 })
    const noon = await payload.update({ collection: 'drills', id: drill.id, data: { heldAt: `${DAY}T17:30:00.000Z` }, user: admin, overrideAccess: false, depth: 0 })
    // Stays has left at 17:00: Arrives later, Still checked in, Moves rooms.
    expect(noon).toMatchObject({ childrenPresent: 3, staffPresent: 2 })
  })
})

describe('the collection’s own rules (/cms and /api/cms write through them)', () => {
  it('a time in the future, a fire drill without its evacuation, no session: refused, nothing written', async () => {
    const admin = actors.admin as TypedUser
    const before = await drillCount()
    for (const [data, status, message] of [
      [{ kind: 'lockdown', heldAt: new Date(Date.now() + 86_400_000).toISOString() }, 400, drillMessages.heldAt],
      [{ kind: 'fire', heldAt: '2019-01-08T15:00:00.000Z' }, 400, drillMessages.evacuationSeconds],
      [{ kind: 'fire', heldAt: '2019-01-08T15:00:00.000Z', evacuationSeconds: 9000 }, 400, drillMessages.evacuationSeconds],
    ] as const) {
      await expect(payload.create({ collection: 'drills', data: data as never, user: admin, overrideAccess: false })).rejects.toMatchObject({ status, message })
    }
    // A Local API call with no user and no access check: the rules still ask for a session.
    await expect(payload.create({ collection: 'drills', data: { kind: 'lockdown', heldAt: '2019-01-08T15:00:00.000Z' }, overrideAccess: true })).rejects.toMatchObject({ status: 403, message: drillMessages.signIn })
    expect(await drillCount()).toBe(before)
  })
})

describe('who reads and records drills', () => {
  it('GET: admins only; parents, teachers of either room and the editor 403, anonymous 401', async () => {
    const expected: Record<FloorActor, number> = { anonymous: 401, parentA: 403, parentB: 403, editor: 403, admin: 200, teacherX: 403, teacherY: 403 }
    for (const actor of FLOOR_ACTORS) {
      const result = await api('GET', PATH, { cookie: cookies[actor] })
      expect(result.status, actor).toBe(expected[actor])
      if (result.status !== 200) expect(result.text, actor).not.toContain('fireDrills')
    }
  })

  it('POST: admins only; everyone else is refused before the body is read (an unreadable body gives the same answer), and nothing is written', async () => {
    const before = await drillCount()
    const expected: Record<FloorActor, number> = { anonymous: 401, parentA: 403, parentB: 403, editor: 403, admin: 400, teacherX: 403, teacherY: 403 }
    for (const actor of FLOOR_ACTORS) {
      expect((await api('POST', PATH, { cookie: cookies[actor], raw: '{not json', headers: { 'Content-Type': 'application/json' } })).status, actor).toBe(expected[actor])
      if (actor !== 'admin') expect((await api('POST', PATH, { cookie: cookies[actor], body: { kind: 'lockdown', heldAt: '2019-01-08T15:00:00.000Z' } })).status, actor).toBe(expected[actor])
    }
    expect(await drillCount()).toBe(before)
  })

  it('Payload’s REST at /api/cms: only admins list, add, change or remove one; nothing else is written', async () => {
    const { seedPasswords } = await import('@/seed/demoData')
    const passwords = seedPasswords()
    const restCookies = {
      parentA: await rest.restLogin(suite.payloadHelpers.USERNAMES.parentA, passwords.parent),
      editor: await rest.restLogin(suite.payloadHelpers.USERNAMES.editor, passwords.editor),
      admin: await rest.restLogin(suite.payloadHelpers.USERNAMES.admin, passwords.admin),
    }
    for (const cookie of [restCookies.parentA, restCookies.editor, undefined]) expect((await rest.rest('GET', '/drills', { cookie })).status).toBe(403)
    const list = await rest.rest('GET', '/drills?limit=1&depth=0', { cookie: restCookies.admin })
    expect(list.status).toBe(200)
    const [some] = (list.body as { docs: { id: string; notes?: string | null }[] }).docs
    const before = await drillCount()
    for (const cookie of [restCookies.parentA, restCookies.editor, undefined]) {
      expect((await rest.rest('POST', '/drills', { cookie, body: { kind: 'lockdown', heldAt: '2019-01-08T15:00:00.000Z' } })).status).toBe(403)
      expect((await rest.rest('PATCH', `/drills/${some!.id}`, { cookie, body: { notes: 'Changed' } })).status).toBeGreaterThanOrEqual(403)
      expect((await rest.rest('DELETE', `/drills/${some!.id}`, { cookie })).status).toBeGreaterThanOrEqual(403)
    }
    expect(await drillCount()).toBe(before)
    expect((await payload.findByID({ collection: 'drills', id: some!.id, overrideAccess: true, depth: 0 })).notes ?? null).toBe(some!.notes ?? null)
    const added = await rest.rest('POST', '/drills?depth=0', { cookie: restCookies.admin, body: { kind: 'shelter-in-place', heldAt: '2019-01-09T16:00:00.000Z', childrenPresent: 50 } })
    expect(added.status).toBe(201)
    expect((added.body as { doc: { childrenPresent: number; createdBy: string } }).doc).toMatchObject({ childrenPresent: 0, createdBy: actors.admin!.id })
  })

  it('GraphQL is off (payload.config.ts): /api/cms/graphql reads and writes no drill for anyone', async () => {
    const before = await drillCount()
    const cookie = await rest.restLogin(suite.payloadHelpers.USERNAMES.admin, (await import('@/seed/demoData')).seedPasswords().admin)
    for (const who of [cookie, undefined]) {
      const read = await rest.rest('POST', '/graphql', { cookie: who, body: { query: '{ Drills(limit: 100) { docs { id } } }' } })
      expect(read.status).toBeGreaterThanOrEqual(400)
      expect(read.text).not.toContain('heldAt')
      const created = await rest.rest('POST', '/graphql', { cookie: who, body: { query: 'mutation { createDrill(data: { kind: lockdown, heldAt: "2019-01-08T15:00:00.000Z" }) { id } }' } })
      expect(created.status).toBeGreaterThanOrEqual(400)
    }
    expect(await drillCount()).toBe(before)
  })
})

describe('the month-end mail to the admins', () => {
  /** The admins who get it: each with an email, once per address. */
  async function adminAddresses() {
    const { docs } = await payload.find({ collection: 'users', where: { and: [{ role: { equals: 'admin' } }, { email: { exists: true } }] }, pagination: false, overrideAccess: true, depth: 0 })
    return [...new Set(docs.map((account) => String(account.email ?? '').trim().toLowerCase()).filter(Boolean))]
  }

  it('a month whose last week begins without its fire drill: each admin is mailed once, in their language, by the queue, however many runs look', async () => {
    const spanishAddress = `lucia.drills.${unique()}@centre.test`
    // An admin of this test only, who reads Spanish (removed at its end).
    const spanishAdmin = await payload.create({
      collection: 'users',
      data: { username: `es.drills.${unique()}`, password: 'admin-pass-123', role: 'admin', email: spanishAddress, language: 'es', firstName: 'Lucía', lastName: 'Ramos' } as never,
      overrideAccess: true,
    })
    try {
      const addresses = await adminAddresses()
      expect(addresses).toContain('admin@multicultural-childcare.example')
      expect(addresses).toContain(spanishAddress)
      // April 2019 has no fire drill; the 23rd is before its last week, the 24th begins it.
      expect(await jobs.mailFireDrillReminder(payload, '2019-04-23')).toBe(0)
      // Two servers at once, and the next day: one claim of the month.
      const queued = await Promise.all([jobs.mailFireDrillReminder(payload, '2019-04-24'), jobs.mailFireDrillReminder(payload, '2019-04-24')])
      expect(queued.sort((a, b) => a - b)).toEqual([0, addresses.length])
      expect(await jobs.mailFireDrillReminder(payload, '2019-04-27')).toBe(0)
      // Queued, not sent: the queue sends it.
      const about = (subject: RegExp) => mail.received.filter((received) => subject.test(received.subject))
      expect(about(/April 2019|abril de 2019/)).toHaveLength(0)
      await suite.deliver()
      await mail.waitFor(() => about(/April 2019|abril de 2019/).length >= addresses.length)
      await new Promise((resolve) => setTimeout(resolve, 300))
      const april = about(/April 2019|abril de 2019/)
      expect(april.map((received) => received.to.join(',')).sort()).toEqual([...addresses].sort())
      const english = april.find((received) => received.to.includes('admin@multicultural-childcare.example'))!
      expect(english.subject).toBe('No fire drill yet in April 2019')
      expect(english.text).toContain('No fire drill has been recorded for April 2019, which ends on April 30, 2019.')
      expect(english.links).toContain(`${suite.serverURL}/staff/drills`)
      const spanish = april.find((received) => received.to.includes(spanishAddress))!
      expect(spanish.subject).toBe('Aún no hay simulacro de incendio en abril de 2019')
      expect(spanish.links).toContain(`${suite.serverURL}/es/staff/drills`)
    } finally {
      await payload.delete({ collection: 'users', id: spanishAdmin.id, overrideAccess: true })
    }
  })

  it('a month with its fire drill, whatever else was held, tells nobody', async () => {
    expect((await api('POST', PATH, { cookie: cookies.admin, body: { kind: 'fire', heldAt: '2019-06-11T14:00:00.000Z', evacuationSeconds: 120 } })).status).toBe(201)
    expect((await api('POST', PATH, { cookie: cookies.admin, body: { kind: 'lockdown', heldAt: '2019-07-09T14:00:00.000Z' } })).status).toBe(201)
    expect(await jobs.mailFireDrillReminder(payload, '2019-06-28')).toBe(0)
    // July: a lockdown is no fire drill.
    expect(await jobs.mailFireDrillReminder(payload, '2019-07-26')).toBeGreaterThan(0)
    await suite.deliver()
    await mail.waitFor((received) => received.subject === 'No fire drill yet in July 2019')
    expect(mail.received.some((received) => /June 2019|junio de 2019/.test(received.subject))).toBe(false)
  })

  it('the task Payload is to schedule: at the centre’s morning on the days a last week can begin; the demo’s month has its fire drill', async () => {
    expect(jobs.fireDrillReminderTask.schedule).toEqual([{ cron: jobs.FIRE_DRILL_REMINDER_CRON, queue: suite.jobs.JOB_QUEUE }])
    const { createLocalReq } = await import('payload')
    const handler = jobs.fireDrillReminderTask.handler as (args: { req: unknown }) => Promise<{ output: { told: number } }>
    expect(await handler({ req: await createLocalReq({}, payload) })).toEqual({ output: { told: 0 } })
  })
})
