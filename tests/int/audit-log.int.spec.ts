/**
 * The audit log of children's records: every read and change of a child or one of its
 * records by a signed-in caller, through /api, /api/cms or the Local API with a user, writes who, what,
 * when, through which door and from which address; work without a user writes nothing; nobody, admins
 * included, creates, changes or deletes an entry through any API; only admins read them, through
 * GET /api/admin/audit (filters: child, account, dates); a parent sees which staff accounts opened their
 * child's record (GET /api/children/:childId/record-views), and nothing of another family's child.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { TypedUser, Where } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sql } from '@payloadcms/db-postgres'

import { AuditBacklogFullError, auditBacklog, drainAuditLog, queueAuditRows } from '@/collections/shared/audit/auditBuffer'
import type { AuditRow } from '@/collections/shared/audit/auditOrigin'
import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'
import { transactionConnection } from '@/lib/transactionConnection'
import type { AuditEvent } from '@/payload-types'

import { api, apiLogin } from './helpers/api'
import { FLOOR_ACTORS, type FloorActor, type FloorActors, classroomsOf, countAll, floorActorLogin, loadFloorActors, testPayload } from './helpers/payload'
import { rest, restLogin } from './helpers/rest'
import { patience } from './patience'

type Obj = Record<string, unknown>

let actors: FloorActors
let roomX: string
const cookies: Partial<Record<FloorActor, string>> = {}
const cmsCookies: Partial<Record<'admin' | 'parentA' | 'teacherX', string>> = {}
let sequence = 0

const as = (user: TypedUser | null) => ({ user, overrideAccess: false as const, depth: 0 })
const from = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: address })
const nameOf = (user: TypedUser | null) => `${(user as { firstName?: string }).firstName} ${(user as { lastName?: string }).lastName}`

/** A fresh child of parent A in teacher X's room, made overriding access (the server's own work: not logged). */
async function freshChild(parent: TypedUser | null = actors.parentA) {
  const payload = await testPayload()
  return payload.create({
    collection: 'children',
    data: { firstName: `Audit${sequence++}`, lastName: 'Child', dateOfBirth: '2022-03-01', enrollmentDate: '2026-01-05', parent: parent!.id, classroom: roomX },
    overrideAccess: true,
    user: actors.admin,
  })
}

/** The entries matching `where`, newest first, read as the system. */
async function entries(where: Where): Promise<AuditEvent[]> {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'audit-events', where, sort: '-createdAt', pagination: false, overrideAccess: true })
  return docs
}

// This file signs in eleven times; the login limit has its own tests (edge.int.spec.ts).
const loginLimit = process.env.RATE_LIMIT_LOGIN
afterAll(() => {
  if (loginLimit === undefined) delete process.env.RATE_LIMIT_LOGIN
  else process.env.RATE_LIMIT_LOGIN = loginLimit
})

beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  actors = await loadFloorActors()
  roomX = classroomsOf(actors.teacherX)[0]!
  for (const actor of FLOOR_ACTORS) if (actor !== 'anonymous') cookies[actor] = await apiLogin(floorActorLogin(actor).username, floorActorLogin(actor).password)
  for (const actor of ['admin', 'parentA', 'teacherX'] as const) cmsCookies[actor] = await restLogin(floorActorLogin(actor).username, floorActorLogin(actor).password)
})

describe('recording', () => {
  it('a parent reading their children through /api writes one read entry per child: who, what, via /api, from which address', async () => {
    const child = await freshChild()
    const answer = await api<Obj[]>('GET', '/api/parent/children', { cookie: cookies.parentA, headers: from('198.51.100.23') })
    expect(answer.status).toBe(200)
    const [entry, ...more] = await entries({ childId: { equals: child.id } })
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      action: 'read',
      recordCollection: 'children',
      recordId: child.id,
      childId: child.id,
      childName: `${child.firstName} Child`,
      userId: actors.parentA!.id,
      userName: nameOf(actors.parentA),
      userRole: 'parent',
      via: 'api',
      address: '198.51.100.23',
    })
    expect(Date.now() - new Date(entry!.createdAt).getTime()).toBeLessThan(60_000)
  })

  it('a record read through /api names its child (from the same insert, no query per row)', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    const activity = await payload.create({
      collection: 'curriculum-activities',
      data: { child: child.id, title: 'Audit painting', description: 'Finger paint', category: 'creative', completedAt: '2026-11-20' } as never,
      overrideAccess: true,
      user: actors.admin,
    })
    expect((await api('GET', `/api/curriculum/${child.id}`, { cookie: cookies.parentA, headers: from('198.51.100.24') })).status).toBe(200)
    const logged = await entries({ and: [{ recordId: { equals: activity.id } }, { action: { equals: 'read' } }] })
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ recordCollection: 'curriculum-activities', childId: child.id, childName: `${child.firstName} Child`, via: 'api', address: '198.51.100.24' })
  })

  it('a list of several records of one child is ONE entry naming every record; records of two children are one entry each', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    const sibling = await freshChild()
    const activity = (title: string, of: string) =>
      payload.create({
        collection: 'curriculum-activities',
        data: { child: of, title, description: 'Audit', category: 'creative', completedAt: '2026-11-20' } as never,
        overrideAccess: true,
        user: actors.admin,
      })
    const painting = await activity('Audit painting', child.id)
    const singing = await activity('Audit singing', child.id)
    const blocks = await activity('Audit blocks', sibling.id)

    expect((await api('GET', `/api/curriculum/${child.id}`, { cookie: cookies.parentA, headers: from('198.51.100.25') })).status).toBe(200)
    const [entry, ...more] = await entries({ and: [{ childId: { equals: child.id } }, { recordCollection: { equals: 'curriculum-activities' } }] })
    expect(more).toEqual([])
    expect(entry).toMatchObject({ action: 'read', recordId: null, childId: child.id, childName: `${child.firstName} Child`, userId: actors.parentA!.id, via: 'api', address: '198.51.100.25' })
    expect([...entry!.recordIds!].sort()).toEqual([painting.id, singing.id].sort())

    // One operation over both children's records: an entry per child, each naming only its own records.
    await payload.find({ collection: 'curriculum-activities', where: { child: { in: [child.id, sibling.id] } }, ...as(actors.admin) })
    const both = await entries({ and: [{ childId: { in: [child.id, sibling.id] } }, { userId: { equals: actors.admin!.id } }, { action: { equals: 'read' } }, { recordCollection: { equals: 'curriculum-activities' } }] })
    expect(both.map((each) => [each.childId, [...each.recordIds!].sort(), each.recordId]).sort()).toEqual(
      [
        [child.id, [painting.id, singing.id].sort(), null],
        [sibling.id, [blocks.id], blocks.id],
      ].sort(),
    )
  })

  it('a staff read through /api/cms is logged as the CMS API, with the address', async () => {
    const child = await freshChild()
    const answer = await rest('GET', `/children/${child.id}?depth=0`, { cookie: cmsCookies.teacherX, headers: from('203.0.113.5') })
    expect(answer.status).toBe(200)
    const [entry, ...more] = await entries({ childId: { equals: child.id } })
    expect(more).toEqual([])
    expect(entry).toMatchObject({ action: 'read', recordId: child.id, userId: actors.teacherX!.id, userRole: 'teacher', via: 'cms-api', address: '203.0.113.5' })
  })

  it('a read by the /cms screens (the Local API given the incoming request’s headers, as Payload’s admin panel does) is logged as the CMS screens', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    // Payload's document view: findByID with the user, overrideAccess false and the request's headers (getDocumentData).
    await payload.findByID({ collection: 'children', id: child.id, ...as(actors.admin), req: { headers: new Headers({ ...from('203.0.113.77'), host: 'localhost' }) } })
    const [entry, ...more] = await entries({ childId: { equals: child.id } })
    expect(more).toEqual([])
    expect(entry).toMatchObject({ action: 'read', userId: actors.admin!.id, userRole: 'admin', via: 'cms', address: '203.0.113.77' })
  })

  it('a read through the Local API with a user is logged (one entry per child returned); without a user, or overriding access, nothing is', async () => {
    const payload = await testPayload()
    const first = await freshChild()
    const second = await freshChild()
    const mine = { id: { in: [first.id, second.id] } }
    const { docs } = await payload.find({ collection: 'children', where: mine, ...as(actors.teacherX) })
    expect(docs).toHaveLength(2)
    const logged = await entries({ childId: { in: [first.id, second.id] } })
    expect(logged.map((entry) => entry.childId).sort()).toEqual([first.id, second.id].sort())
    expect(logged.every((entry) => entry.via === 'api' && entry.userId === actors.teacherX!.id && entry.address === null)).toBe(true)

    // System work: the seed, jobs, scripts (no user), and the server's own bookkeeping (overrideAccess).
    await payload.find({ collection: 'children', where: mine, overrideAccess: true })
    await payload.findByID({ collection: 'children', id: first.id, overrideAccess: true, user: actors.admin })
    await payload.update({ collection: 'children', id: first.id, data: { ageGroup: 'Toddler' }, overrideAccess: true, user: actors.admin })
    expect(await countAll('audit-events', { childId: { in: [first.id, second.id] } })).toBe(2)
  })

  it('create, update and delete of a record write their entries, in the change’s transaction', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    const milestone = await payload.create({
      collection: 'milestones',
      data: { child: child.id, title: 'First steps', description: 'Walked across the room', category: 'physical', achievedAt: '2026-11-01' } as never,
      ...as(actors.admin),
    })
    await payload.update({ collection: 'milestones', id: milestone.id, data: { title: 'First steps alone' } as never, ...as(actors.admin) })
    await payload.delete({ collection: 'milestones', id: milestone.id, ...as(actors.admin) })
    const logged = await entries({ recordId: { equals: milestone.id } })
    expect(logged.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update'])
    for (const entry of logged) {
      expect(entry).toMatchObject({ recordCollection: 'milestones', childId: child.id, childName: `${child.firstName} Child`, userId: actors.admin!.id, userRole: 'admin' })
    }

    // A refused change writes no entry (the operation throws before its afterOperation).
    const before = await countAll('audit-events', { childId: { equals: child.id } })
    await expect(payload.update({ collection: 'children', id: child.id, data: { ageGroup: 'x' }, ...as(actors.parentA) })).rejects.toThrow()
    expect(await countAll('audit-events', { childId: { equals: child.id } })).toBe(before)
  })

  it('a child’s own create, update and delete are logged with its name, the delete too', async () => {
    const payload = await testPayload()
    const child = await payload.create({
      collection: 'children',
      data: { firstName: 'Gone', lastName: 'Soon', dateOfBirth: '2022-03-01', enrollmentDate: '2026-01-05', parent: actors.parentB!.id },
      ...as(actors.admin),
    })
    await payload.update({ collection: 'children', id: child.id, data: { ageGroup: 'Preschool' }, ...as(actors.admin) })
    await payload.delete({ collection: 'children', id: child.id, ...as(actors.admin) })
    const logged = await entries({ childId: { equals: child.id } })
    expect(logged.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update'])
    expect(logged.every((entry) => entry.childName === 'Gone Soon' && entry.recordCollection === 'children')).toBe(true)
  })
})

describe('the write-behind buffer of read entries (src/collections/shared/audit/auditBuffer.ts)', () => {
  /** The child's read entries as stored, read with plain SQL: nothing drains the buffer first. */
  async function storedReads(childId: string): Promise<{ user_id: string; created_at: Date }[]> {
    const { db } = await transactionConnection(await testPayload())
    const { rows } = await db.execute(sql`select user_id, created_at from audit_events where child_id = ${childId} and action = 'read' order by created_at`)
    return rows as { user_id: string; created_at: Date }[]
  }
  async function renameLog(from: string, to: string) {
    const { db } = await transactionConnection(await testPayload())
    await db.execute(sql.raw(`alter table ${from} rename to ${to}`))
  }
  const waitFor = async (check: () => Promise<boolean>, ms: number) => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 20))) if (await check()) return true
    return false
  }

  it('a read is answered without waiting for its entry’s insert, and the entry is written by itself once the log takes it', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    const drizzle = (payload.db as unknown as { drizzle: { transaction: <T>(work: (tx: { execute: (query: unknown) => Promise<unknown> }) => Promise<T>) => Promise<T> } }).drizzle
    // Another transaction holds the log: every insert into it waits until this one ends.
    const answer = await drizzle.transaction(async (tx) => {
      await tx.execute(sql`lock table audit_events in exclusive mode`)
      const served = await api<Obj[]>('GET', '/api/parent/children', { cookie: cookies.parentA, headers: from('198.51.100.40') })
      expect(auditBacklog()).toBeGreaterThan(0)
      return served
    })
    expect(answer.status).toBe(200)
    expect(answer.body.map((row) => row.id)).toContain(child.id)
    // Nothing reads the log here (which would write the buffer first): the buffer writes it by itself.
    expect(await waitFor(async () => (await storedReads(child.id)).length === 1, patience(10_000))).toBe(true)
    expect((await storedReads(child.id))[0]!.user_id).toBe(actors.parentA!.id)
  })

  it('two reads in the same moment keep two times, so "how many times" counts both', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    await Promise.all([
      payload.findByID({ collection: 'children', id: child.id, ...as(actors.teacherX) }),
      payload.findByID({ collection: 'children', id: child.id, ...as(actors.teacherX) }),
    ])
    await drainAuditLog()
    const times = (await storedReads(child.id)).map((row) => new Date(row.created_at).getTime())
    expect(times).toHaveLength(2)
    expect(new Set(times).size).toBe(2)
  })

  it('entries the database refuses are kept, retried, and written exactly once when it takes them again', async () => {
    const child = await freshChild()
    await drainAuditLog()
    await renameLog('audit_events', 'audit_events_away')
    try {
      expect((await api('GET', '/api/parent/children', { cookie: cookies.parentA })).status).toBe(200)
      // At least one insert has been refused by now (the first comes ~100 ms after the read).
      await new Promise((resolve) => setTimeout(resolve, 600))
      expect(auditBacklog()).toBeGreaterThan(0)
    } finally {
      await renameLog('audit_events_away', 'audit_events')
    }
    const restoredAt = Date.now()
    await drainAuditLog()
    expect(auditBacklog()).toBe(0)
    const stored = await storedReads(child.id)
    expect(stored.map((row) => row.user_id)).toEqual([actors.parentA!.id])
    // Its time is the read's, not the (later) insert's.
    expect(new Date(stored[0]!.created_at).getTime()).toBeLessThan(restoredAt)
  })

  it('once the backlog is full, a read is refused (503 with a clear message) rather than served unrecorded, and served again once the log is written', async () => {
    const child = await freshChild()
    await drainAuditLog()
    const limit = process.env.AUDIT_LOG_BACKLOG_MAX
    process.env.AUDIT_LOG_BACKLOG_MAX = '1'
    await renameLog('audit_events', 'audit_events_away')
    try {
      expect((await api('GET', `/api/children/${child.id}/consents`, { cookie: cookies.parentA })).status).toBe(200)
      const refused = await api<{ message: string }>('GET', `/api/children/${child.id}/consents`, { cookie: cookies.parentA })
      expect(refused.status).toBe(503)
      expect(refused.body.message).toBe(AuditBacklogFullError.MESSAGE)
      expect(refused.headers.get('Retry-After')).toBeTruthy()
      expect((await rest('GET', `/children/${child.id}?depth=0`, { cookie: cmsCookies.parentA })).status).toBe(503)
    } finally {
      await renameLog('audit_events_away', 'audit_events')
      if (limit === undefined) delete process.env.AUDIT_LOG_BACKLOG_MAX
      else process.env.AUDIT_LOG_BACKLOG_MAX = limit
    }
    await drainAuditLog()
    // Only the read that was served is in the log; the refused ones are not.
    expect(await storedReads(child.id)).toHaveLength(1)
    expect((await api('GET', `/api/children/${child.id}/consents`, { cookie: cookies.parentA })).status).toBe(200)
  })

  it('a stopping server waits for every buffered read: the write is handed over once per busy spell, and settles only when all its entries are written', async () => {
    await drainAuditLog()
    const payload = await testPayload()
    const child = await freshChild()
    const row = (recordId: string): AuditRow => ({
      action: 'read',
      record_collection: 'children',
      record_id: recordId,
      record_ids: [recordId],
      child_id: child.id,
      child_name: null,
      user_id: actors.admin!.id,
      user_name: 'Buffer test',
      user_role: 'admin',
      via: 'api',
      address: null,
    })
    const handed: Promise<void>[] = []
    const host = (written: Promise<void>) => (handed.push(written), true)
    let settled = false
    queueAuditRows(payload, [row(child.id)], () => false) // no request to hand it to (a script): the next read tries again
    queueAuditRows(payload, [row(child.id)], host)
    queueAuditRows(payload, [row(child.id)], host)
    expect(handed).toHaveLength(1)
    void handed[0]!.then(() => (settled = true))
    // A read queued after the hand-over, before the write: the same promise covers it.
    queueAuditRows(payload, [row(child.id)], host)
    expect(handed).toHaveLength(1)
    await new Promise((resolve) => setImmediate(resolve))
    expect(settled).toBe(false)
    await drainAuditLog()
    await handed[0]
    expect(settled).toBe(true)
    expect(await storedReads(child.id)).toHaveLength(4)
    // The next spell hands over a promise of its own.
    queueAuditRows(payload, [row(child.id)], host)
    expect(handed).toHaveLength(2)
    await drainAuditLog()
    await handed[1]
    expect(await storedReads(child.id)).toHaveLength(5)
  })

  it('reading the log first writes what this process has buffered: the admin sees a read made a moment ago', async () => {
    const child = await freshChild()
    expect((await api('GET', '/api/parent/children', { cookie: cookies.parentA })).status).toBe(200)
    const answer = await api<Obj[]>('GET', `/api/admin/audit?childId=${child.id}`, { cookie: cookies.admin })
    expect(answer.body.map((row) => row.userId)).toEqual([actors.parentA!.id])
  })
})

describe('append-only: nobody writes the log through an API', () => {
  const sample = { action: 'read', recordCollection: 'children', via: 'api', userName: 'Forged' }

  it('no one, admins included, creates, changes or deletes an entry through the Local API', async () => {
    const payload = await testPayload()
    const [entry] = await entries({})
    expect(entry).toBeDefined()
    for (const actor of ['admin', 'parentA', 'teacherX', 'editor'] as const) {
      await expect(payload.create({ collection: 'audit-events', data: sample as never, ...as(actors[actor]) })).rejects.toThrow()
      await expect(payload.update({ collection: 'audit-events', id: entry!.id, data: { userName: 'Forged' }, ...as(actors[actor]) })).rejects.toThrow()
      await expect(payload.delete({ collection: 'audit-events', id: entry!.id, ...as(actors[actor]) })).rejects.toThrow()
    }
    const after = await payload.findByID({ collection: 'audit-events', id: entry!.id, overrideAccess: true })
    expect(after.userName).toBe(entry!.userName)
    expect(await countAll('audit-events', { userName: { equals: 'Forged' } })).toBe(0)
  })

  it('no one, admins included, creates, changes or deletes an entry through /api/cms', async () => {
    const [entry] = await entries({})
    for (const actor of ['admin', 'parentA', 'teacherX'] as const) {
      const cookie = cmsCookies[actor]
      expect((await rest('POST', '/audit-events', { cookie, body: sample })).status).toBe(403)
      expect((await rest('PATCH', `/audit-events/${entry!.id}`, { cookie, body: { userName: 'Forged' } })).status).toBe(403)
      expect((await rest('DELETE', `/audit-events/${entry!.id}`, { cookie })).status).toBe(403)
    }
    expect(await countAll('audit-events', { id: { equals: entry!.id } })).toBe(1)
    expect(await countAll('audit-events', { userName: { equals: 'Forged' } })).toBe(0)
  })

  it('only admins read the log', async () => {
    const payload = await testPayload()
    expect((await payload.find({ collection: 'audit-events', limit: 1, ...as(actors.admin) })).docs).toHaveLength(1)
    for (const actor of ['parentA', 'parentB', 'teacherX', 'editor', 'integration'] as const) {
      const user = actor === 'integration' ? null : actors[actor]
      await expect(payload.find({ collection: 'audit-events', limit: 1, ...as(user) })).rejects.toThrow()
    }
    expect((await rest('GET', '/audit-events?limit=1', { cookie: cmsCookies.admin })).status).toBe(200)
    expect((await rest('GET', '/audit-events?limit=1', { cookie: cmsCookies.parentA })).status).toBe(403)
    expect((await rest('GET', '/audit-events?limit=1', { cookie: cmsCookies.teacherX })).status).toBe(403)
    expect((await rest('GET', '/audit-events?limit=1')).status).toBe(403)
  })
})

describe('GET /api/admin/audit', () => {
  const list = (query: string, actor: FloorActor = 'admin', address?: string) =>
    api<Obj[]>('GET', `/api/admin/audit${query}`, { cookie: cookies[actor], headers: address ? from(address) : undefined })

  it('401 without a session, 403 for everyone but admins, before the query is looked at', async () => {
    expect((await api('GET', '/api/admin/audit?from=nonsense')).status).toBe(401)
    for (const actor of ['parentA', 'parentB', 'editor', 'teacherX'] as const) expect((await list('?from=nonsense', actor)).status).toBe(403)
    expect((await api('GET', '/api/admin/audit/accounts')).status).toBe(401)
    expect((await api('GET', '/api/admin/audit/accounts', { cookie: cookies.parentA })).status).toBe(403)
  })

  it('400 for a bad child or account id or a bad date, with the field', async () => {
    for (const [query, field] of [
      ['?childId=42', 'childId'],
      ['?userId=robert', 'userId'],
      ['?from=yesterday', 'from'],
      ['?to=2026-13-45', 'to'],
      ['?from=2026-11-20&to=2026-11-10', 'from'],
    ] as const) {
      const answer = await list(query)
      expect(answer.status, query).toBe(400)
      expect((answer.body as unknown as { errors: { field: string }[] }).errors[0]!.field).toBe(field)
    }
  })

  it('answers the entries newest first, filtered by child, account and dates, one window at a time', async () => {
    const child = await freshChild()
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      expect((await api('GET', `/api/children/${child.id}/consents`, { cookie: cookies.teacherX, headers: from(address) })).status).toBe(200)
    }
    const ofChild = await list(`?childId=${child.id}`)
    expect(ofChild.status).toBe(200)
    const rows = ofChild.body
    expect(rows.length).toBeGreaterThanOrEqual(3)
    expect(rows.every((row) => row.childId === child.id)).toBe(true)
    const times = rows.map((row) => Date.parse(String(row.at)))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(rows[0]).toMatchObject({ action: 'read', recordCollection: 'children', childName: `${child.firstName} Child`, userId: actors.teacherX!.id, userRole: 'teacher', via: 'api', address: '192.0.2.3' })
    expect(Object.keys(rows[0]!).sort()).toEqual(['action', 'address', 'at', 'childId', 'childName', 'file', 'id', 'recordCollection', 'recordId', 'recordIds', 'userId', 'userName', 'userRole', 'via'])
    expect(rows[0]!.recordIds).toEqual([child.id])
    // A record's read opened no file.
    expect(rows[0]!.file).toBeNull()
    expect(Number(ofChild.headers.get('X-Total-Count'))).toBe(rows.length)

    const byUser = await list(`?childId=${child.id}&userId=${actors.parentA!.id}`)
    expect(byUser.body).toEqual([])
    const byTeacher = await list(`?userId=${actors.teacherX!.id}&limit=2`)
    expect(byTeacher.body).toHaveLength(2)
    expect(byTeacher.body.every((row) => row.userId === actors.teacherX!.id)).toBe(true)
    expect(Number(byTeacher.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(3)
    const secondPage = await list(`?userId=${actors.teacherX!.id}&limit=2&page=2`)
    expect(secondPage.body.map((row) => row.id)).not.toContain(byTeacher.body[0]!.id)

    const today = new Date().toISOString().slice(0, 10)
    expect((await list(`?childId=${child.id}&from=${today}&to=${today}`)).body).toHaveLength(rows.length)
    expect((await list(`?childId=${child.id}&to=2020-01-01`)).body).toEqual([])
    expect((await list(`?childId=${child.id}&from=2999-01-01`)).body).toEqual([])
  })

  it('lists the accounts to filter by, staff and parents, by name', async () => {
    const answer = await api<{ id: string; name: string; role: string }[]>('GET', '/api/admin/audit/accounts', { cookie: cookies.admin })
    expect(answer.status).toBe(200)
    const ids = answer.body.map((account) => account.id)
    for (const actor of ['admin', 'parentA', 'teacherX', 'editor'] as const) expect(ids).toContain(actors[actor]!.id)
    expect(answer.body.find((account) => account.id === actors.parentA!.id)).toEqual({ id: actors.parentA!.id, name: nameOf(actors.parentA), role: 'parent' })
  })
})

describe('GET /api/children/:childId/record-views', () => {
  type Views = { childId: string; views: { userId: string; name: string; role: string; lastOpenedAt: string; times: number }[] }
  const views = (childId: string, actor: FloorActor) => api<Views>('GET', `/api/children/${childId}/record-views`, { cookie: actor === 'anonymous' ? undefined : cookies[actor] })

  it('tells the child’s parent which staff accounts opened the record, how often and when last; never parents', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    await payload.findByID({ collection: 'children', id: child.id, ...as(actors.teacherX) })
    await payload.find({ collection: 'children', where: { id: { equals: child.id } }, ...as(actors.teacherX) })
    await payload.findByID({ collection: 'children', id: child.id, ...as(actors.admin) })
    await payload.findByID({ collection: 'children', id: child.id, ...as(actors.parentA) })
    const answer = await views(child.id, 'parentA')
    expect(answer.status).toBe(200)
    expect(answer.body.childId).toBe(child.id)
    expect(answer.body.views.map((view) => view.userId)).toEqual([actors.admin!.id, actors.teacherX!.id])
    expect(answer.body.views[1]).toMatchObject({ name: nameOf(actors.teacherX), role: 'teacher', times: 2 })
    expect(answer.body.views[0]).toMatchObject({ role: 'admin', times: 1 })
    expect(Math.abs(Date.parse(answer.body.views[0]!.lastOpenedAt) - Date.now())).toBeLessThan(60_000)
    expect(JSON.stringify(answer.body)).not.toContain(actors.parentA!.id)
  })

  it('refuses another family’s child (404, nothing of it), a teacher or editor (403), nobody signed in (401)', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    await payload.findByID({ collection: 'children', id: child.id, ...as(actors.teacherX) })
    const other = await views(child.id, 'parentB')
    expect(other.status).toBe(404)
    expect(other.text).not.toContain(actors.teacherX!.id)
    expect(other.text).not.toContain(child.firstName)
    expect((await views('not-an-id', 'parentA')).status).toBe(404)
    expect((await views(child.id, 'teacherX')).status).toBe(403)
    expect((await views(child.id, 'editor')).status).toBe(403)
    expect((await views(child.id, 'anonymous')).status).toBe(401)
    expect((await views(child.id, 'admin')).status).toBe(200)
  })
})

describe('files opened, and only what a person was shown', () => {
  type Views = { childId: string; views: { userId: string; name: string; role: string; times: number }[] }
  /** Who opened parent A's child's record, as parent A's dashboard asks. */
  const viewersOf = async (childId: string) => {
    const answer = await api<Views>('GET', `/api/children/${childId}/record-views`, { cookie: cookies.parentA })
    expect(answer.status, answer.text).toBe(200)
    return answer.body.views.map((view) => view.userId)
  }
  const png = (background = '#2a9d8f') => sharp({ create: { width: 800, height: 600, channels: 3, background } }).png().toBuffer()
  const nameIn = (url: string | null | undefined) => decodeURIComponent(String(url ?? '').split('/media/file/')[1] ?? '')
  const openFile = (name: string, actor: 'admin' | 'parentA' | 'teacherX', headers?: Record<string, string>) =>
    rest('GET', `/media/file/${encodeURIComponent(name)}`, { cookie: cmsCookies[actor], headers })
  /** The entries of opened files of this media record, oldest first. */
  const openings = async (mediaId: string) => (await entries({ and: [{ recordId: { equals: mediaId } }, { file: { exists: true } }] })).reverse()

  /** A file of a child's, stored overriding access (not logged): a photo of children, a pickup person's photo, a development video. */
  async function childFile(data: Record<string, unknown>, file: { data: Buffer; name: string; type: string }) {
    const payload = await testPayload()
    return payload.create({ collection: 'media', data: { alt: `File ${sequence++}`, ...data } as never, file: { data: file.data, mimetype: file.type, name: file.name, size: file.data.length }, overrideAccess: true, user: actors.admin })
  }

  it('every opening of a child’s file is recorded, naming the file: each size of a photo, a pickup person’s photo, a video, a message image, by a teacher and by an admin', async () => {
    const child = await freshChild()
    const photo = await childFile({ purpose: 'child-photo', children: [child.id] }, { data: await png(), name: 'easel.png', type: 'image/png' })
    const sizes = [photo.filename!, photo.sizes!.card!.filename!, photo.sizes!.thumbnail!.filename!]
    for (const actor of ['teacherX', 'admin'] as const) {
      for (const name of sizes) expect((await openFile(name, actor)).status, `${actor} ${name}`).toBe(200)
    }
    const photoEntries = await openings(photo.id)
    expect(photoEntries.map((entry) => [entry.userId, entry.file])).toEqual([...sizes.map((name) => [actors.teacherX!.id, name]), ...sizes.map((name) => [actors.admin!.id, name])])
    expect(photoEntries[0]).toMatchObject({ action: 'read', recordCollection: 'media', recordId: photo.id, childId: child.id, childName: `${child.firstName} Child`, userRole: 'teacher', via: 'cms-api' })

    const pickupPhoto = await childFile({ purpose: 'pickup-photo', child: child.id }, { data: await png('#e76f51'), name: 'grandpa.png', type: 'image/png' })
    expect((await openFile(pickupPhoto.filename!, 'teacherX')).status).toBe(200)
    expect((await openings(pickupPhoto.id)).map((entry) => [entry.userId, entry.childId, entry.file])).toEqual([[actors.teacherX!.id, child.id, pickupPhoto.filename]])

    const video = await childFile({ child: child.id }, { data: await readFile(path.join(process.cwd(), 'src/seed/media/videos/dev-1.mp4')), name: 'first-steps.mp4', type: 'video/mp4' })
    expect((await openFile(video.filename!, 'admin')).status).toBe(200)
    expect((await openings(video.id)).map((entry) => [entry.userId, entry.childId, entry.file])).toEqual([[actors.admin!.id, child.id, video.filename]])

    // A message image is the family's: its opening names the file and no child.
    const form = new FormData()
    form.set('body', 'A drawing')
    form.append('files', new File([new Uint8Array(await png('#264653'))], 'drawing.png', { type: 'image/png' }))
    const sent = await api<{ threads: { messages: { attachments: { id: string; url: string | null }[] }[] }[] }>('POST', '/api/messages', { cookie: cookies.parentA, raw: form })
    expect(sent.status, sent.text).toBe(201)
    const image = sent.body.threads[0]!.messages.at(-1)!.attachments[0]!
    expect((await openFile(nameIn(image.url), 'teacherX')).status).toBe(200)
    expect((await openings(image.id)).map((entry) => [entry.userId, entry.childId, entry.file])).toEqual([[actors.teacherX!.id, null, nameIn(image.url)]])

    // The admin's Audit log tab reads the file's name.
    const logged = await api<{ recordId: string | null; file: string | null }[]>('GET', `/api/admin/audit?childId=${child.id}`, { cookie: cookies.admin })
    expect(logged.body.filter((entry) => entry.recordId === video.id).map((entry) => entry.file)).toEqual([video.filename])
  })

  it('a video’s later ranges continue its opening; a first range, or another person, is a new one', async () => {
    const child = await freshChild()
    const video = await childFile({ child: child.id }, { data: await readFile(path.join(process.cwd(), 'src/seed/media/videos/dev-1.mp4')), name: 'ranges.mp4', type: 'video/mp4' })
    expect((await openFile(video.filename!, 'admin', { Range: 'bytes=0-1023' })).status).toBe(206)
    expect((await openFile(video.filename!, 'admin', { Range: 'bytes=1024-4095' })).status).toBe(206)
    expect((await openFile(video.filename!, 'admin', { Range: 'bytes=4096-' })).status).toBe(206)
    expect(await openings(video.id)).toHaveLength(1)
    // A read from the middle with no opening before it is an opening (nobody reads a file unrecorded by skipping its first byte).
    const other = await childFile({ child: child.id }, { data: await readFile(path.join(process.cwd(), 'src/seed/media/videos/dev-1.mp4')), name: 'middle.mp4', type: 'video/mp4' })
    expect((await openFile(other.filename!, 'admin', { Range: 'bytes=1-' })).status).toBe(206)
    expect(await openings(other.id)).toHaveLength(1)
    expect((await openFile(video.filename!, 'admin', { Range: 'bytes=0-99' })).status).toBe(206)
    expect(await openings(video.id)).toHaveLength(2)
  })

  it('a teacher opening one child’s photo, or the message inbox, is not recorded as opening the other children of the room', async () => {
    const payload = await testPayload()
    const mine = await freshChild()
    // A family of its own in teacher X's room (the other suites count the seeded families' rooms).
    const username = `neighbour.${Date.now()}`
    const neighbourParent = await payload.create({ collection: 'users', data: { username, password: 'neighbour-pass-123', firstName: 'Nia', lastName: 'Neighbour', role: 'parent' } as never, overrideAccess: true })
    const neighbour = await freshChild(neighbourParent as unknown as TypedUser)
    const neighbourCookie = await apiLogin(username, 'neighbour-pass-123')
    const photo = await childFile({ purpose: 'child-photo', children: [mine.id] }, { data: await png('#8ab17d'), name: 'mine.png', type: 'image/png' })
    expect((await openFile(photo.filename!, 'teacherX')).status).toBe(200)
    expect((await api('GET', '/api/messages', { cookie: cookies.teacherX })).status).toBe(200)
    expect((await api('GET', '/api/messages/unread', { cookie: cookies.teacherX })).status).toBe(200)

    const neighbourViews = await api<Views>('GET', `/api/children/${neighbour.id}/record-views`, { cookie: neighbourCookie })
    expect(neighbourViews.status, neighbourViews.text).toBe(200)
    expect(neighbourViews.body.views).toEqual([])
    expect(await entries({ and: [{ childId: { equals: neighbour.id } }, { userId: { equals: actors.teacherX!.id } }] })).toEqual([])
    // The child whose photo it was: the teacher opened it.
    expect(await viewersOf(mine.id)).toEqual([actors.teacherX!.id])
  })

  it('the checks a change makes are not recorded as reads: a teacher tagging a photo, a parent recording a consent, a teacher checking a child in', async () => {
    const payload = await testPayload()
    const child = await freshChild()
    const file = await png('#f4a261')
    const tagged = await payload.create({ collection: 'media', data: { alt: 'Blocks', purpose: 'child-photo', children: [child.id] } as never, file: { data: file, mimetype: 'image/png', name: 'blocks.png', size: file.length }, ...as(actors.teacherX) })
    await payload.create({ collection: 'consents', data: { child: child.id, kind: 'videos', granted: true } as never, ...as(actors.parentA) })
    await payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.teacherX) })
    const logged = (await entries({ childId: { equals: child.id } })).map((entry) => [entry.action, entry.recordCollection, entry.userId]).sort()
    expect(logged).toEqual(
      [
        ['create', 'media', actors.teacherX!.id],
        ['create', 'consents', actors.parentA!.id],
        ['create', 'attendance', actors.teacherX!.id],
      ].sort(),
    )
    expect(tagged.id).toBeTruthy()
  })
})
