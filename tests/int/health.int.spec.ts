/**
 * Immunizations (docs/spec.md §15): GET and POST /api/children/:childId/immunizations, the admins' list of
 * children due or overdue and the annual report, on the seeded demo (Noah's MMR missing; Ethan's
 * hepatitis B exempt): who reads and writes what (parents, teachers of two rooms, an editor, anonymous),
 * through /api, Payload's REST at /api/cms and GraphQL; bad input refused with the spec's message and
 * nothing written; every read of a child's record in the audit log.
 */
import type { TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import type { CarePlanRecord, CarePlanReviewRecord, ChildImmunizationsRecord, ImmunizationDueRecord } from '@/features/health/record'
import { carePlanMessages, immunizationMessages } from '@/features/health/schemas'
import { NC_CHILD_CARE_SCHEDULE } from '@/features/health/schedule'
import { IMMUNIZATION_REPORT_HEADER } from '@/features/health/service'
import { centreToday } from '@/lib/dates'
import { seedPasswords } from '@/seed/demoData'

import { api, apiLogin } from './helpers/api'
import { FLOOR_ACTORS, type FloorActor, type FloorActors, countAll, floorActorLogin, loadFloorActors, testPayload, USERNAMES } from './helpers/payload'
import { rest, restLogin } from './helpers/rest'

let actors: FloorActors
const cookies: Partial<Record<FloorActor, string>> = {}
const restCookies: Partial<Record<'parentA' | 'editor' | 'admin', string>> = {}
/** Demo children by first name: Sofia (parent A, teacher X's room), Noah (another family, teacher X's room), Amara (parent B, teacher Y's room). */
const children: Record<string, string> = {}

const path = (childId: string, query = '') => `/api/children/${childId}/immunizations${query}`
const rowsOf = (childId: string) => countAll('immunization-records', { child: { equals: childId } })

beforeAll(async () => {
  actors = await loadFloorActors()
  for (const actor of FLOOR_ACTORS) if (actor !== 'anonymous') cookies[actor] = await apiLogin(floorActorLogin(actor).username, floorActorLogin(actor).password)
  const payload = await testPayload()
  for (const name of ['Sofia', 'Noah', 'Amara', 'Ethan']) {
    const { docs } = await payload.find({ collection: 'children', where: { firstName: { equals: name } }, sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true })
    children[name] = docs[0]!.id
  }
  process.env.RATE_LIMIT_LOGIN = '0'
  const passwords = seedPasswords()
  restCookies.parentA = await restLogin(USERNAMES.parentA, passwords.parent)
  restCookies.editor = await restLogin(USERNAMES.editor, passwords.editor)
  restCookies.admin = await restLogin(USERNAMES.admin, passwords.admin)
})

/** A fresh child of parent A in teacher X's room, born `dateOfBirth`, enrolled `enrollmentDate`. */
async function freshChild(dateOfBirth: string, enrollmentDate: string) {
  const payload = await testPayload()
  const { docs: rooms } = await payload.find({ collection: 'classrooms', where: { name: { equals: 'Rainbow Room' } }, limit: 1, depth: 0, overrideAccess: true })
  return (
    await payload.create({
      collection: 'children',
      data: { firstName: 'Immunized', lastName: 'Test', dateOfBirth, enrollmentDate, parent: actors.parentA!.id, classroom: rooms[0]!.id },
      overrideAccess: true,
      user: actors.admin as TypedUser,
    })
  ).id
}

describe('the required schedule', () => {
  it('is North Carolina’s, written by the migration, in English and Spanish, in order; anyone may read it, only admins change it', async () => {
    const payload = await testPayload()
    for (const locale of ['en', 'es'] as const) {
      // Other files may add vaccines of their own (the access matrix's samples): the state's are checked, in their order.
      const codes = new Set(NC_CHILD_CARE_SCHEDULE.map((vaccine) => vaccine.code))
      const { docs } = await payload.find({ collection: 'vaccines', where: { code: { in: [...codes] } }, sort: 'sortOrder', locale, pagination: false, depth: 0, user: null, overrideAccess: false })
      expect(docs.map((vaccine) => ({ code: vaccine.code, name: vaccine.name, dosesDueByMonths: vaccine.doses.map((dose) => dose.dueByMonths), requiredUntilMonths: vaccine.requiredUntilMonths ?? null }))).toEqual(
        NC_CHILD_CARE_SCHEDULE.map((vaccine) => ({ code: vaccine.code, name: vaccine.name[locale], dosesDueByMonths: vaccine.dosesDueByMonths, requiredUntilMonths: vaccine.requiredUntilMonths })),
      )
    }
    const { docs: [dtap] } = await payload.find({ collection: 'vaccines', where: { code: { equals: 'DTaP' } }, depth: 0, overrideAccess: true })
    for (const actor of ['parentA', 'teacherX', 'editor'] as const) {
      await expect(payload.update({ collection: 'vaccines', id: dtap!.id, data: { requiredUntilMonths: 1 }, user: actors[actor] as TypedUser, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    }
  })
})

describe('a child’s immunizations', () => {
  it('the seeded demo: Noah’s MMR is overdue, his other vaccines are not; Ethan’s hepatitis B is exempt', async () => {
    const { status, body } = await api<ChildImmunizationsRecord>('GET', path(children.Noah!), { cookie: cookies.admin })
    expect(status).toBe(200)
    expect(body.asOf).toBe(centreToday())
    expect(body.status).toBe('overdue')
    const mmr = body.vaccines.find((vaccine) => vaccine.code === 'MMR')!
    expect(mmr).toMatchObject({ status: 'overdue', given: 0, name: 'Measles, mumps and rubella (MMR)' })
    expect(body.vaccines.filter((vaccine) => vaccine.status === 'overdue').map((vaccine) => vaccine.code)).toEqual(['MMR'])
    expect(body.entries.length).toBeGreaterThan(0)
    expect(body.entries.every((entry) => entry.vaccine !== 'MMR')).toBe(true)

    const ethan = (await api<ChildImmunizationsRecord>('GET', path(children.Ethan!), { cookie: cookies.admin })).body
    expect(ethan.vaccines.find((vaccine) => vaccine.code === 'HepB')).toMatchObject({ status: 'exempt', exemption: 'religious' })
    expect(ethan.entries.find((entry) => entry.kind === 'exemption')).toMatchObject({ vaccine: 'HepB', exemptionKind: 'religious', givenOn: null })
  })

  it('the vaccines’ names in Spanish with ?locale=es', async () => {
    const { body } = await api<ChildImmunizationsRecord>('GET', path(children.Noah!, '?locale=es'), { cookie: cookies.admin })
    expect(body.vaccines.find((vaccine) => vaccine.code === 'MMR')!.name).toBe('Sarampión, paperas y rubéola (MMR)')
  })

  it('an admin records the missing dose: it is a row, and the vaccine is no longer overdue', async () => {
    const child = await freshChild('2023-01-10', '2024-01-08')
    const before = (await api<ChildImmunizationsRecord>('GET', path(child), { cookie: cookies.admin })).body
    expect(before.vaccines.find((vaccine) => vaccine.code === 'MMR')!.status).toBe('overdue')
    const { status, body } = await api<ChildImmunizationsRecord>('POST', path(child), { cookie: cookies.admin, body: { vaccine: 'MMR', kind: 'dose', givenOn: '2024-05-02', note: 'From the certificate' } })
    expect(status).toBe(201)
    expect(body.vaccines.find((vaccine) => vaccine.code === 'MMR')).toMatchObject({ status: 'up-to-date', given: 1 })
    expect(body.entries).toEqual([expect.objectContaining({ vaccine: 'MMR', kind: 'dose', givenOn: '2024-05-02', note: 'From the certificate' })])
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'immunization-records', where: { child: { equals: child } }, overrideAccess: true, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.createdBy).toBe(actors.admin!.id)
  })

  it('an exemption covers its vaccine', async () => {
    const child = await freshChild('2023-01-10', '2024-01-08')
    const { status, body } = await api<ChildImmunizationsRecord>('POST', path(child), { cookie: cookies.admin, body: { vaccine: 'Varicella', kind: 'exemption', exemptionKind: 'medical' } })
    expect(status).toBe(201)
    expect(body.vaccines.find((vaccine) => vaccine.code === 'Varicella')).toMatchObject({ status: 'exempt', exemption: 'medical' })
  })

  it('a child enrolled today has 30 days: due, not overdue, from the first day', async () => {
    const child = await freshChild('2022-02-01', centreToday())
    const { body } = await api<ChildImmunizationsRecord>('GET', path(child), { cookie: cookies.admin })
    expect(body.status).toBe('due')
    const grace = new Date(Date.parse(`${centreToday()}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10)
    expect(body.dueOn).toBe(grace)
  })
})

describe('bad input: the spec’s message by the field, and nothing written', () => {
  const tomorrow = new Date(Date.parse(`${centreToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  it.each([
    ['no day for a dose', { vaccine: 'MMR', kind: 'dose' }, 'givenOn', immunizationMessages.givenOn],
    ['a day that is no day', { vaccine: 'MMR', kind: 'dose', givenOn: '2024-13-01' }, 'givenOn', immunizationMessages.givenOn],
    ['a day after today', { vaccine: 'MMR', kind: 'dose', givenOn: tomorrow }, 'givenOn', immunizationMessages.givenOn],
    ['a day before the child was born', { vaccine: 'MMR', kind: 'dose', givenOn: '2019-01-01' }, 'givenOn', immunizationMessages.beforeBirth],
    ['a vaccine not in the schedule', { vaccine: 'Smallpox', kind: 'dose', givenOn: '2024-05-02' }, 'vaccine', immunizationMessages.vaccine],
    ['an exemption without its kind', { vaccine: 'MMR', kind: 'exemption' }, 'exemptionKind', immunizationMessages.exemptionKind],
  ])('%s → 400', async (_case, body, field, message) => {
    const child = children.Sofia!
    const before = await rowsOf(child)
    const result = await api<{ message: string; errors: { field: string; message: string }[] }>('POST', path(child), { cookie: cookies.admin, body })
    expect(result.status, result.text).toBe(400)
    expect(result.body.errors).toContainEqual({ field, message })
    expect(await rowsOf(child)).toBe(before)
  })
})

describe('the collection’s own rules (/cms and /api/cms write through them)', () => {
  it('a dose after today, before the birth, or without a day, and an exemption without its kind are refused; nothing is written', async () => {
    const payload = await testPayload()
    const child = children.Sofia!
    const mmr = (await payload.find({ collection: 'vaccines', where: { code: { equals: 'MMR' } }, overrideAccess: true, depth: 0 })).docs[0]!.id
    const tomorrow = new Date(Date.parse(`${centreToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const before = await rowsOf(child)
    for (const [data, message] of [
      [{ kind: 'dose', givenOn: tomorrow }, immunizationMessages.givenOn],
      [{ kind: 'dose', givenOn: '2019-01-01' }, immunizationMessages.beforeBirth],
      [{ kind: 'dose' }, immunizationMessages.givenOn],
      [{ kind: 'exemption' }, immunizationMessages.exemptionKind],
    ] as const) {
      await expect(
        payload.create({ collection: 'immunization-records', data: { child, vaccine: mmr, ...data } as never, user: actors.admin as TypedUser, overrideAccess: false }),
      ).rejects.toMatchObject({ status: 400, message })
    }
    expect(await rowsOf(child)).toBe(before)
  })

  it('who recorded a row comes from the session and never changes', async () => {
    const payload = await testPayload()
    const mmr = (await payload.find({ collection: 'vaccines', where: { code: { equals: 'MMR' } }, overrideAccess: true, depth: 0 })).docs[0]!.id
    const row = await payload.create({ collection: 'immunization-records', data: { child: children.Sofia, vaccine: mmr, kind: 'dose', givenOn: '2024-05-02', createdBy: actors.parentA!.id } as never, user: actors.admin as TypedUser, overrideAccess: false, depth: 0 })
    expect(row.createdBy).toBe(actors.admin!.id)
    const changed = await payload.update({ collection: 'immunization-records', id: row.id, data: { note: 'Corrected', createdBy: actors.parentA!.id } as never, user: actors.admin as TypedUser, overrideAccess: false, depth: 0 })
    expect(changed.createdBy).toBe(actors.admin!.id)
    await payload.delete({ collection: 'immunization-records', id: row.id, overrideAccess: true })
  })
})

describe('who reads and writes a child’s immunizations', () => {
  it('GET: the child’s parent and the room’s teacher read; another family and another room’s teacher: 404; the editor: 403; anonymous: 401', async () => {
    const expected: Record<FloorActor, number> = { anonymous: 401, parentA: 200, parentB: 404, editor: 403, admin: 200, teacherX: 200, teacherY: 404 }
    for (const actor of FLOOR_ACTORS) {
      const result = await api<ChildImmunizationsRecord>('GET', path(children.Sofia!), { cookie: cookies[actor] })
      expect(result.status, actor).toBe(expected[actor])
      if (result.status !== 200) expect(result.text, actor).not.toContain('entries')
    }
    expect((await api('GET', path(children.Amara!), { cookie: cookies.teacherY })).status).toBe(200)
    expect((await api('GET', path('not-an-id'), { cookie: cookies.admin })).status).toBe(404)
  })

  it('POST: admins only; everyone else is refused before the body is read (an unreadable body gives the same answer), and nothing is written', async () => {
    const child = children.Sofia!
    const before = await rowsOf(child)
    const expected: Record<FloorActor, number> = { anonymous: 401, parentA: 403, parentB: 403, editor: 403, admin: 400, teacherX: 403, teacherY: 403 }
    for (const actor of FLOOR_ACTORS) {
      const result = await api('POST', path(child), { cookie: cookies[actor], raw: '{not json', headers: { 'Content-Type': 'application/json' } })
      expect(result.status, actor).toBe(expected[actor])
    }
    for (const actor of ['parentA', 'teacherX'] as const) {
      expect((await api('POST', path(child), { cookie: cookies[actor], body: { vaccine: 'MMR', kind: 'dose', givenOn: '2024-05-02' } })).status, actor).toBe(403)
    }
    expect(await rowsOf(child)).toBe(before)
  })

  it('Payload’s REST at /api/cms: a parent lists only their own children’s rows; the editor and anonymous are refused; only admins write', async () => {
    const list = await rest('GET', '/immunization-records?limit=500&depth=1', { cookie: restCookies.parentA })
    expect(list.status).toBe(200)
    const docs = (list.body as { docs: { child: { parent: string } }[] }).docs
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((doc) => doc.child.parent === actors.parentA!.id)).toBe(true)
    expect((await rest('GET', '/immunization-records', { cookie: restCookies.editor })).status).toBe(403)
    expect((await rest('GET', '/immunization-records', {})).status).toBe(403)
    const before = await rowsOf(children.Sofia!)
    const payload = await testPayload()
    const mmr = (await payload.find({ collection: 'vaccines', where: { code: { equals: 'MMR' } }, overrideAccess: true, depth: 0 })).docs[0]!.id
    const refused = await rest('POST', '/immunization-records', { cookie: restCookies.parentA, body: { child: children.Sofia, vaccine: mmr, kind: 'dose', givenOn: '2024-05-02' } })
    expect(refused.status).toBe(403)
    const own = (list.body as { docs: { id: string; note?: string | null }[] }).docs[0]!
    expect((await rest('PATCH', `/immunization-records/${own.id}`, { cookie: restCookies.parentA, body: { note: 'Changed' } })).status).toBeGreaterThanOrEqual(403)
    expect((await payload.findByID({ collection: 'immunization-records', id: own.id, overrideAccess: true, depth: 0 })).note).toBe(own.note ?? null)
    expect(await rowsOf(children.Sofia!)).toBe(before)
  })

  it('GraphQL is off (payload.config.ts): /api/cms/graphql answers no immunization rows to anyone, and writes none', async () => {
    const before = await rowsOf(children.Sofia!)
    for (const cookie of [restCookies.parentA, restCookies.editor, restCookies.admin, undefined]) {
      const read = await rest('POST', '/graphql', { cookie, body: { query: '{ ImmunizationRecords(limit: 500) { docs { id } } }' } })
      expect(read.status).toBeGreaterThanOrEqual(400)
      expect(read.text).not.toContain('ImmunizationRecords')
      const created = await rest('POST', '/graphql', { cookie, body: { query: `mutation { createImmunizationRecord(data: { child: "${children.Sofia}", kind: dose, givenOn: "2024-05-02" }) { id } }` } })
      expect(created.status).toBeGreaterThanOrEqual(400)
    }
    expect(await rowsOf(children.Sofia!)).toBe(before)
  })

  it('every read of a child’s immunizations is in the audit log, naming the child', async () => {
    await api('GET', path(children.Sofia!), { cookie: cookies.parentA })
    await drainAuditLog(5_000)
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'audit-events',
      where: { and: [{ recordCollection: { equals: 'immunization-records' } }, { action: { equals: 'read' } }, { userId: { equals: actors.parentA!.id } }, { childId: { equals: children.Sofia } }] },
      overrideAccess: true,
      depth: 0,
      limit: 1,
    })
    expect(docs).toHaveLength(1)
  })

  it('a refused read is not a read: another family and another room’s teacher (404) leave no entry of the child’s rows, though the rows are read beside the child', async () => {
    for (const actor of ['parentB', 'teacherY'] as const) expect((await api('GET', path(children.Sofia!), { cookie: cookies[actor] })).status, actor).toBe(404)
    await drainAuditLog(5_000)
    const payload = await testPayload()
    const { totalDocs } = await payload.count({
      collection: 'audit-events',
      where: { and: [{ recordCollection: { equals: 'immunization-records' } }, { childId: { equals: children.Sofia } }, { userId: { in: [actors.parentB!.id, actors.teacherY!.id] } }] },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})

describe('the admins’ lists', () => {
  it('children due or overdue: overdue first, with the vaccines; Noah is there; nobody but admins reads it', async () => {
    const { status, body } = await api<ImmunizationDueRecord[]>('GET', '/api/admin/immunizations/overdue', { cookie: cookies.admin })
    expect(status).toBe(200)
    expect(body).toContainEqual(expect.objectContaining({ childId: children.Noah, status: 'overdue', vaccines: ['MMR'], classroom: expect.objectContaining({ name: 'Rainbow Room' }) }))
    const ranks = body.map((row) => (row.status === 'overdue' ? 0 : 1))
    expect(ranks).toEqual([...ranks].sort())
    expect(body.some((row) => row.childId === children.Sofia)).toBe(false)
    for (const actor of ['anonymous', 'parentA', 'editor', 'teacherX'] as const) {
      const refused = await api('GET', '/api/admin/immunizations/overdue', { cookie: cookies[actor] })
      expect(refused.status, actor).toBe(actor === 'anonymous' ? 401 : 403)
    }
  })

  it('the annual report (CSV): counts per age group that add up to the children enrolled; a bad year is a 400', async () => {
    const year = centreToday().slice(0, 4)
    const { status, text, headers } = await api('GET', `/api/admin/immunizations/report?year=${year}`, { cookie: cookies.admin })
    expect(status).toBe(200)
    expect(headers.get('content-type')).toContain('text/csv')
    const lines = text.trim().split('\r\n')
    expect(lines[0]).toBe(`Immunization report as of ${centreToday()}`)
    expect(lines[1]).toBe(IMMUNIZATION_REPORT_HEADER.join(','))
    const rows = lines.slice(2).map((line) => line.split(','))
    expect(rows.map((row) => row[0])).toEqual(['Under 1 year', '1 year', '2 years', '3 years', '4 years', '5 years and older'])
    for (const row of rows) expect(Number(row[2]) + Number(row[3]) + Number(row[4])).toBe(Number(row[1]))
    // The children at the centre today: born and enrolled by today (other files add children born or enrolled later).
    const endOfToday = `${centreToday()}T23:59:59.999Z`
    const enrolled = await countAll('children', {
      and: [{ dateOfBirth: { less_than_equal: endOfToday } }, { or: [{ enrollmentDate: { exists: false } }, { enrollmentDate: { less_than_equal: endOfToday } }] }],
    })
    expect(rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(enrolled)
    expect(rows.reduce((sum, row) => sum + Number(row[6]), 0)).toBeGreaterThanOrEqual(1)
    for (const bad of ['', 'abcd', '1999', String(Number(year) + 1)]) {
      const refused = await api<{ message: string }>('GET', `/api/admin/immunizations/report?year=${bad}`, { cookie: cookies.admin })
      expect(refused.status, bad).toBe(400)
      expect(refused.body.message).toBe(immunizationMessages.year)
    }
    expect((await api('GET', `/api/admin/immunizations/report?year=${year}`, { cookie: cookies.teacherX })).status).toBe(403)
  })
})

describe('care plans', () => {
  const plansPath = (childId: string) => `/api/children/${childId}/care-plans`
  const plan = { kind: 'condition', name: 'Asthma', reaction: 'Wheezing, a tight chest', severity: 'moderate', whatToDo: 'Two puffs of the inhaler; call the parents if it does not ease in 10 minutes.', medicines: 'Albuterol inhaler', lastReviewedOn: '2026-01-20' }

  it('the seeded demo: Amara’s peanut allergy, life-threatening, its yearly review due within the month, on the admins’ review list', async () => {
    const { status, body } = await api<CarePlanRecord[]>('GET', plansPath(children.Amara!), { cookie: cookies.admin })
    expect(status).toBe(200)
    expect(body).toEqual([expect.objectContaining({ kind: 'allergy', name: 'Peanuts', severity: 'life-threatening', review: 'due', active: true })])
    const review = await api<CarePlanReviewRecord[]>('GET', '/api/admin/care-plans/review', { cookie: cookies.admin })
    expect(review.status).toBe(200)
    expect(review.body).toContainEqual(expect.objectContaining({ childId: children.Amara, childName: 'Amara Okafor', name: 'Peanuts', review: 'due' }))
  })

  it('an admin adds a plan: its next review is a year after the last, computed by the server; who recorded it from the session', async () => {
    const child = await freshChild('2022-06-01', '2024-01-08')
    const { status, body } = await api<CarePlanRecord[]>('POST', plansPath(child), { cookie: cookies.admin, body: { ...plan, reviewDueOn: '2099-01-01' } })
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body).toEqual([expect.objectContaining({ childId: child, name: 'Asthma', lastReviewedOn: '2026-01-20', reviewDueOn: '2027-01-20', active: true })])
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'care-plans', where: { child: { equals: child } }, overrideAccess: true, depth: 0 })
    expect(docs[0]!.createdBy).toBe(actors.admin!.id)
  })

  it('a plan whose review has passed is overdue, first on the review list; an inactive one is not listed', async () => {
    const child = await freshChild('2022-06-01', '2024-01-08')
    await api('POST', plansPath(child), { cookie: cookies.admin, body: { ...plan, name: 'Eczema', lastReviewedOn: '2024-05-01' } })
    const review = (await api<CarePlanReviewRecord[]>('GET', '/api/admin/care-plans/review', { cookie: cookies.admin })).body
    const eczema = review.find((row) => row.childId === child)!
    expect(eczema).toMatchObject({ review: 'overdue', reviewDueOn: '2025-05-01' })
    expect(review.map((row) => row.reviewDueOn)).toEqual([...review.map((row) => row.reviewDueOn)].sort())
    const payload = await testPayload()
    await payload.update({ collection: 'care-plans', id: eczema.id, data: { active: false }, user: actors.admin as TypedUser, overrideAccess: false })
    const after = (await api<CarePlanReviewRecord[]>('GET', '/api/admin/care-plans/review', { cookie: cookies.admin })).body
    expect(after.some((row) => row.id === eczema.id)).toBe(false)
  })

  it('bad input: the message by its field, nothing written', async () => {
    const child = children.Sofia!
    const before = await countAll('care-plans', { child: { equals: child } })
    const tomorrow = new Date(Date.parse(`${centreToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    for (const [body, field, message] of [
      [{ ...plan, whatToDo: ' ' }, 'whatToDo', carePlanMessages.whatToDo],
      [{ ...plan, severity: 'extreme' }, 'severity', carePlanMessages.severity],
      [{ ...plan, lastReviewedOn: tomorrow }, 'lastReviewedOn', carePlanMessages.lastReviewedOn],
    ] as const) {
      const result = await api<{ errors: { field: string; message: string }[] }>('POST', plansPath(child), { cookie: cookies.admin, body })
      expect(result.status, field).toBe(400)
      expect(result.body.errors).toContainEqual({ field, message })
    }
    expect(await countAll('care-plans', { child: { equals: child } })).toBe(before)
  })

  it('who reads and writes: the child’s parent and room’s teachers read, others 404, the editor 403, anonymous 401; only admins add, everyone else refused before the body', async () => {
    const readers: Record<FloorActor, number> = { anonymous: 401, parentA: 404, parentB: 200, editor: 403, admin: 200, teacherX: 404, teacherY: 200 }
    for (const actor of FLOOR_ACTORS) expect((await api('GET', plansPath(children.Amara!), { cookie: cookies[actor] })).status, actor).toBe(readers[actor])
    const writers: Record<FloorActor, number> = { anonymous: 401, parentA: 403, parentB: 403, editor: 403, admin: 400, teacherX: 403, teacherY: 403 }
    const before = await countAll('care-plans')
    for (const actor of FLOOR_ACTORS) expect((await api('POST', plansPath(children.Amara!), { cookie: cookies[actor], raw: '{not json', headers: { 'Content-Type': 'application/json' } })).status, actor).toBe(writers[actor])
    expect(await countAll('care-plans')).toBe(before)
    for (const actor of ['anonymous', 'parentB', 'editor', 'teacherY'] as const) {
      expect((await api('GET', '/api/admin/care-plans/review', { cookie: cookies[actor] })).status, actor).toBe(actor === 'anonymous' ? 401 : 403)
    }
  })
})
