/**
 * The contract's "at most one" rules (docs/security.md, "Only once"), each with the same request sent at
 * the same moment, as a double click, two devices or two desks send it: PostgreSQL decides (a unique
 * index, or a lock taken before the check), one write is made, and the others are refused with the
 * contract's answer and change nothing. Through our /api where the rule has an endpoint, through Payload's
 * REST at /api/cms (the CMS's door) where it is written there. (The agency payments' are in
 * billing-subsidy.int.spec.ts; rules that had their own concurrent tests before are listed in the table.)
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, TypedUser } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { PASSWORD_LINK_INVALID, issuePasswordLink } from '@/features/accounts/passwordLinks'
import type { AttendanceRecord, StaffShiftRecord } from '@/features/attendance/record'
import { attendanceMessages } from '@/features/attendance/schemas'
import { billingMessages } from '@/features/billing/schemas'
import { demoPdf } from '@/features/health/documentsSeed'
import { healthDocumentMessages } from '@/features/health/documents'
import { addDays } from '@/features/health/immunizationStatus'
import { medicationMessages } from '@/features/health/medication'
import type { ChildMedicationsRecord, HealthDocumentRecord, MedicationDoseRecord } from '@/features/health/record'
import type { IncidentRecord } from '@/features/incidents/record'
import { incidentMessages } from '@/features/incidents/schemas'
import { REMOVED_MEANWHILE_MESSAGE, STILL_NAMED_MESSAGE } from '@/lib/databaseErrors'
import { centreMinutesOfDay, centreToday } from '@/lib/dates'
import { HEALTH_DOCUMENTS_PREFIX, mediaDirectory } from '@/lib/storageSettings'
import { seedPasswords } from '@/seed/demoData'

import { type ApiResult, api, apiLogin } from './helpers/api'
import { validApplication } from './helpers/fixtures'
import { type FloorActors, USERNAMES, classroomsOf, countAll, floorActorLogin, loadFloorActors, testPayload } from './helpers/payload'
import { rest, restLogin } from './helpers/rest'

let payload: Payload
let actors: FloorActors
let admin: TypedUser
let roomX: string
const cookies: Record<'admin' | 'parentA' | 'teacherX', string> = { admin: '', parentA: '', teacherX: '' }
/** Payload's REST session of the admin, as /cms holds it. */
let cmsAdmin = ''
/** Parent A's REST session (Payload's REST answers a parent by the same rules). */
let cmsParentA = ''
/** The editor's REST session (galleries are edited in /cms). */
let cmsEditor = ''

/** How many times a race of two different changes is run: enough that the two meet (one alone often finishes first). */
const ROUNDS = 8

const unique = () => `${Date.now().toString(36)}${randomUUID().slice(0, 6)}`
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort((a, b) => a - b)
const texts = (answers: { text: string }[]) => answers.map((answer) => answer.text).join('\n')
/** The one answer that succeeded (a 2xx), and the others. */
const split = <T extends { status: number }>(answers: T[]) => ({ won: answers.find((answer) => answer.status < 300)!, lost: answers.filter((answer) => answer.status >= 300) })

/** A fresh child of parent A in teacher X's room, with one authorized pickup. */
async function freshChild() {
  const child = await payload.create({
    collection: 'children',
    data: { firstName: `Once${unique()}`, lastName: 'Only', dateOfBirth: '2022-03-01', enrollmentDate: '2026-01-05', parent: actors.parentA!.id, classroom: roomX },
    overrideAccess: true,
    user: admin,
  })
  const pickup = await payload.create({
    collection: 'authorized-pickups',
    data: { child: child.id, name: `Grandma ${child.firstName}`, relation: 'Grandmother', phone: '(919) 555-0122' } as never,
    overrideAccess: false,
    user: actors.parentA,
  })
  return { child, pickup }
}

/** A family of its own (a parent's account with an email), not one of the demo's. */
async function freshParent(overrides: Record<string, unknown> = {}) {
  const id = unique()
  return payload.create({
    collection: 'users',
    data: { username: `once.${id}`, password: 'secret-123', firstName: 'Olive', lastName: 'Once', email: `once.${id}@families.test`, role: 'parent', ...overrides } as never,
    overrideAccess: true,
  })
}

/** The mails queued (the `notify` jobs: the test process sends none) that `match` picks. */
async function queuedMails(match: (mail: { to?: string; subject?: string; text?: string }) => boolean) {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'notify' } }, pagination: false, depth: 0, overrideAccess: true })
  return docs.map((job) => (job.input ?? {}) as { to?: string; subject?: string; text?: string }).filter(match)
}

beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  payload = await testPayload()
  actors = await loadFloorActors()
  admin = actors.admin!
  roomX = classroomsOf(actors.teacherX)[0]!
  for (const who of ['admin', 'parentA', 'teacherX'] as const) cookies[who] = await apiLogin(floorActorLogin(who).username, floorActorLogin(who).password)
  cmsAdmin = await restLogin(USERNAMES.admin, seedPasswords().admin)
  cmsParentA = await restLogin(floorActorLogin('parentA').username, floorActorLogin('parentA').password)
  cmsEditor = await restLogin(USERNAMES.editor, seedPasswords().editor)
})

describe('billing', () => {
  it('two billing plans for the same days of a child sent at the same moment: one is saved, the other refused with its message', async () => {
    const { child } = await freshChild()
    const plan = { child: child.id, rateCode: 'preschool-full-time', from: '2094-01-04' }
    const answers = await Promise.all([rest('POST', '/billing-plans', { cookie: cmsAdmin, body: plan }), rest('POST', '/billing-plans', { cookie: cmsAdmin, body: { ...plan, from: '2094-02-01' } })])
    expect(statuses(answers), texts(answers)).toEqual([201, 400])
    expect(split(answers).lost[0]!.text).toContain(billingMessages.planOverlap)
    expect(await countAll('billing-plans', { child: { equals: child.id } })).toBe(1)
  })

  it('two invoices of a family for two months issued at the same moment: an earlier invoice’s late-payment fee is charged on one of them only', async () => {
    const parent = await freshParent()
    const { docs: rooms } = await payload.find({ collection: 'classrooms', limit: 1, overrideAccess: true })
    const child = await payload.create({ collection: 'children', data: { firstName: 'Late', lastName: `Fee${unique()}`, dateOfBirth: '2024-01-10', enrollmentDate: '2089-01-02', parent: parent.id, classroom: rooms[0]!.id }, overrideAccess: true, user: admin })
    await payload.create({ collection: 'billing-plans', data: { child: child.id, rateCode: 'twos-full-time', from: '2089-01-02' } as never, overrideAccess: true, user: admin })
    // Issued two months ago and never paid: more than the schedule's 10 days past its due day today.
    const earlier = await payload.create({ collection: 'invoices', data: { family: parent.id, period: '2089-01' } as never, context: { seedIssuedOn: addDays(centreToday(), -60) }, user: admin, overrideAccess: true })
    expect(earlier.totalCents).toBeGreaterThan(0)
    const answers = await Promise.all([rest('POST', '/invoices', { cookie: cmsAdmin, body: { family: parent.id, period: '2089-02' } }), rest('POST', '/invoices', { cookie: cmsAdmin, body: { family: parent.id, period: '2089-03' } })])
    expect(statuses(answers), texts(answers)).toEqual([201, 201])
    const { docs: invoices } = await payload.find({ collection: 'invoices', where: { and: [{ family: { equals: parent.id } }, { period: { in: ['2089-02', '2089-03'] } }] }, pagination: false, depth: 0, overrideAccess: true })
    const fees = invoices.flatMap((invoice) => (invoice.lines ?? []).filter((line) => line.kind === 'late-payment-fee').map((line) => line.detail))
    expect(fees).toEqual([{ invoiceNumber: earlier.number }])
  })

  it('two admins issuing one family’s invoice for one month in /cms at the same moment: one invoice and one charge, the other refused (never a 500)', async () => {
    const parent = await freshParent()
    const child = await payload.create({ collection: 'children', data: { firstName: 'Twice', lastName: `Issued${unique()}`, dateOfBirth: '2024-01-10', enrollmentDate: '2089-05-01', parent: parent.id }, overrideAccess: true, user: admin })
    await payload.create({ collection: 'billing-plans', data: { child: child.id, rateCode: 'twos-full-time', from: '2089-05-01' } as never, overrideAccess: true, user: admin })
    const body = { family: parent.id, period: '2089-06' }
    const answers = await Promise.all([rest('POST', '/invoices', { cookie: cmsAdmin, body }), rest('POST', '/invoices', { cookie: cmsAdmin, body }), rest('POST', '/invoices', { cookie: cmsAdmin, body })])
    expect(statuses(answers), texts(answers)).toEqual([201, 400, 400])
    expect(await countAll('invoices', { and: [{ family: { equals: parent.id } }, { period: { equals: '2089-06' } }] })).toBe(1)
    expect(await countAll('ledger-entries', { and: [{ family: { equals: parent.id } }, { kind: { equals: 'charge' } }] })).toBe(1)
  })

  it('two fee schedules starting on the same day sent at the same moment: one is saved, the other refused (never a 500)', async () => {
    const { docs } = await payload.find({ collection: 'fee-schedules', sort: '-effectiveFrom', limit: 1, depth: 0, overrideAccess: true })
    // The newest schedule as /cms would send it again, as a new one (no ids, no timestamps).
    const schedule = JSON.parse(JSON.stringify(docs[0]!, (key, value) => (['id', 'createdAt', 'updatedAt'].includes(key) ? undefined : value))) as Record<string, unknown>
    const day = '2098-09-01'
    const body = { ...schedule, name: `Fees ${unique()}`, effectiveFrom: day }
    const answers = await Promise.all([rest('POST', '/fee-schedules', { cookie: cmsAdmin, body }), rest('POST', '/fee-schedules', { cookie: cmsAdmin, body })])
    try {
      expect(statuses(answers), texts(answers)).toEqual([201, 400])
      expect(await countAll('fee-schedules', { effectiveFrom: { equals: day } })).toBe(1)
    } finally {
      await payload.delete({ collection: 'fee-schedules', where: { effectiveFrom: { equals: day } }, overrideAccess: true })
    }
  })
})

describe('daily operations', () => {
  /** A teacher of room X of this test's own, signed in: their shifts are this test's alone. */
  async function freshTeacher() {
    const id = unique()
    const teacher = await payload.create({ collection: 'users', data: { username: `once.teacher.${id}`, password: 'teacher-pass-1', firstName: 'Tess', lastName: 'Once', role: 'teacher', classrooms: [roomX] } as never, overrideAccess: true })
    return { teacher, cookie: await apiLogin(teacher.username!, 'teacher-pass-1') }
  }

  it('two devices checking the same child out at the same moment: one 200, one 409 “not checked in”; the stay is closed once, by the first', async () => {
    const { child, pickup } = await freshChild()
    expect((await api('POST', '/api/attendance/check-in', { cookie: cookies.teacherX, body: { childId: child.id } })).status).toBe(201)
    const answers = await Promise.all([
      api<AttendanceRecord & { message?: string }>('POST', '/api/attendance/check-out', { cookie: cookies.teacherX, body: { childId: child.id, pickupId: pickup.id } }),
      api<AttendanceRecord & { message?: string }>('POST', '/api/attendance/check-out', { cookie: cookies.admin, body: { childId: child.id, override: { collectedBy: 'Aunt Rosa', reason: 'Mother phoned; photo ID checked.' } } }),
    ])
    expect(statuses(answers), texts(answers)).toEqual([200, 409])
    const { won, lost } = split(answers)
    expect(lost[0]!.body.message).toBe(attendanceMessages.notIn)
    const { docs: stays } = await payload.find({ collection: 'attendance', where: { child: { equals: child.id } }, depth: 0, overrideAccess: true })
    expect(stays).toHaveLength(1)
    expect(stays[0]).toMatchObject({ collectedBy: won.body.collectedBy, checkedOutAt: won.body.checkedOutAt })
  })

  it('a member of staff checking in twice at the same moment: one shift open (the partial unique index), the other 409', async () => {
    const { teacher, cookie } = await freshTeacher()
    const answers = await Promise.all([0, 1, 2].map(() => api<StaffShiftRecord & { message?: string }>('POST', '/api/attendance/staff/check-in', { cookie, body: { classroomId: roomX } })))
    expect(statuses(answers), texts(answers)).toEqual([201, 409, 409])
    for (const refused of split(answers).lost) expect(refused.body.message).toBe(attendanceMessages.staffAlreadyIn)
    expect(await countAll('staff-attendance', { staff: { equals: teacher.id } })).toBe(1)
  })

  it('a member of staff checking out from two devices at the same moment: the shift ends once, the others 409 “not checked in”', async () => {
    const { teacher, cookie } = await freshTeacher()
    const devices = [cookie, await apiLogin(teacher.username!, 'teacher-pass-1'), await apiLogin(teacher.username!, 'teacher-pass-1')]
    expect((await api('POST', '/api/attendance/staff/check-in', { cookie, body: { classroomId: roomX } })).status).toBe(201)
    const answers = await Promise.all(devices.map((device) => api<StaffShiftRecord & { message?: string }>('POST', '/api/attendance/staff/check-out', { cookie: device })))
    expect(statuses(answers), texts(answers)).toEqual([200, 409, 409])
    const { won, lost } = split(answers)
    for (const refused of lost) expect(refused.body.message).toBe(attendanceMessages.staffNotIn)
    const { docs: shifts } = await payload.find({ collection: 'staff-attendance', where: { staff: { equals: teacher.id } }, depth: 0, overrideAccess: true })
    expect(shifts).toHaveLength(1)
    expect(Date.parse(shifts[0]!.checkedOutAt!)).toBe(Date.parse(won.body.checkedOutAt!))
  })

  it('a forgotten check-out closed twice at the same moment: closed once, with the first’s time and reason; the other 409', async () => {
    const { child } = await freshChild()
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000)
    await payload.create({
      collection: 'attendance',
      data: { child: child.id, family: actors.parentA!.id, classroom: roomX, date: centreToday(yesterday), childBirthDate: '2022-03-01', checkedInAt: yesterday.toISOString() } as never,
      overrideAccess: true,
      // As the seed writes a past day: no request can set it.
      context: { seedHistory: true },
    })
    const leftAt = (minutes: number) => new Date(yesterday.getTime() + minutes * 60_000).toISOString()
    const answers = await Promise.all([
      api<AttendanceRecord & { message?: string }>('POST', '/api/attendance/close-forgotten', { cookie: cookies.admin, body: { childId: child.id, checkedOutAt: leftAt(60), reason: 'Left with her mother at the usual time.' } }),
      api<AttendanceRecord & { message?: string }>('POST', '/api/attendance/close-forgotten', { cookie: cookies.admin, body: { childId: child.id, checkedOutAt: leftAt(120), reason: 'The evening teacher saw her leave.' } }),
    ])
    expect(statuses(answers), texts(answers)).toEqual([200, 409])
    const { won, lost } = split(answers)
    expect(lost[0]!.body.message).toBe(attendanceMessages.notForgotten)
    const { docs: stays } = await payload.find({ collection: 'attendance', where: { child: { equals: child.id } }, depth: 0, overrideAccess: true })
    expect(stays).toHaveLength(1)
    expect(stays[0]).toMatchObject({ forgottenReason: won.body.forgottenReason })
    expect(Date.parse(stays[0]!.checkedOutAt!)).toBe(Date.parse(won.body.checkedOutAt!))
  })

  it('a child checked out to a person on the list while the parent takes that person off it, at the same moment: released to them, or refused as no longer on the list; never a 500', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { child, pickup } = await freshChild()
      expect((await api('POST', '/api/attendance/check-in', { cookie: cookies.teacherX, body: { childId: child.id } })).status).toBe(201)
      const [checkOut, removal] = await Promise.all([
        api<AttendanceRecord & { message?: string }>('POST', '/api/attendance/check-out', { cookie: cookies.teacherX, body: { childId: child.id, pickupId: pickup.id } }),
        api('POST', `/api/pickups/${pickup.id}/remove`, { cookie: cookies.parentA }),
      ])
      expect(removal.status, texts([checkOut, removal])).toBe(200)
      const { docs: stays } = await payload.find({ collection: 'attendance', where: { child: { equals: child.id } }, depth: 0, overrideAccess: true })
      if (checkOut.status === 200) {
        expect(stays[0]).toMatchObject({ collectedBy: pickup.name, checkedOutAt: expect.any(String) })
      } else {
        expect(checkOut.status, texts([checkOut, removal])).toBe(403)
        expect(checkOut.body.message).toBe(attendanceMessages.notAuthorized)
        expect(stays[0]!.checkedOutAt ?? null).toBeNull()
      }
    }
  })

  describe('an incident report', () => {
    const REPORT = { place: 'Garden', description: 'Tripped on the path and scraped a knee.', firstAid: 'Cleaned and bandaged.', witnesses: 'Ana Lopez', staffSignature: 'Ana Lopez' }
    async function freshReport() {
      const { child } = await freshChild()
      const report = await payload.create({ collection: 'incidents', data: { ...REPORT, occurredAt: new Date(Date.now() - 3_600_000).toISOString(), child: child.id } as never, overrideAccess: false, user: admin })
      return report.id
    }

    it('acknowledged from two of the parent’s devices at the same moment: signed once, the other 409 “already acknowledged”', async () => {
      const id = await freshReport()
      const answers = await Promise.all(
        ['Maria Garcia', 'M. Garcia'].map((signature) => api<IncidentRecord & { message?: string }>('POST', `/api/incidents/${id}/acknowledge`, { cookie: cookies.parentA, body: { signature } })),
      )
      expect(statuses(answers), texts(answers)).toEqual([200, 409])
      const { won, lost } = split(answers)
      expect(lost[0]!.body.message).toBe(incidentMessages.alreadyAcknowledged)
      const stored = await payload.findByID({ collection: 'incidents', id, depth: 0, overrideAccess: true })
      expect(stored.parentSignature).toBe(won.body.parentSignature)
      expect(Date.parse(stored.acknowledgedAt!)).toBe(Date.parse(won.body.acknowledgedAt!))
    })

    it('deleted by an admin in /cms while the parent acknowledges it, at the same moment: acknowledged and kept, or deleted and the acknowledgement 404; never an acknowledged report deleted', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const id = await freshReport()
        const [removal, acknowledgement] = await Promise.all([
          rest('DELETE', `/incidents/${id}`, { cookie: cmsAdmin }),
          api<IncidentRecord & { message?: string }>('POST', `/api/incidents/${id}/acknowledge`, { cookie: cookies.parentA, body: { signature: 'Maria Garcia' } }),
        ])
        const { docs } = await payload.find({ collection: 'incidents', where: { id: { equals: id } }, depth: 0, overrideAccess: true })
        if (acknowledgement.status === 200) {
          // Payload answers a removal its rule no longer lets through (acknowledged) as it does any other: 403.
          expect(removal.status, texts([removal, acknowledgement])).toBe(403)
          expect(docs[0]).toMatchObject({ parentSignature: 'Maria Garcia', acknowledgedAt: expect.any(String) })
        } else {
          expect(acknowledgement.status, texts([removal, acknowledgement])).toBe(404)
          expect(removal.status, removal.text).toBe(200)
          expect(docs).toEqual([])
        }
      }
    })

    it('two addenda added by two staff at the same moment: both are kept, neither written over', async () => {
      const id = await freshReport()
      const answers = await Promise.all([
        api('POST', `/api/incidents/${id}/addenda`, { cookie: cookies.teacherX, body: { text: 'The parent was phoned at 3:30 PM.' } }),
        api('POST', `/api/incidents/${id}/addenda`, { cookie: cookies.admin, body: { text: 'Ice pack applied for ten minutes.' } }),
      ])
      expect(statuses(answers), texts(answers)).toEqual([201, 201])
      const stored = await payload.findByID({ collection: 'incidents', id, depth: 0, overrideAccess: true })
      expect((stored.addenda ?? []).map((addendum) => addendum.text).sort()).toEqual(['Ice pack applied for ten minutes.', 'The parent was phoned at 3:30 PM.'])
    })
  })
})

describe('medication', () => {
  /** An over-the-counter authorization for Sofia (parent A's child, teacher X's room), signed by her parent. */
  async function authorizeForSofia(overrides: Record<string, unknown> = {}) {
    const { docs } = await payload.find({ collection: 'children', where: { firstName: { equals: 'Sofia' } }, sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true })
    const sofia = docs[0]!.id
    const medicine = `Children’s ibuprofen ${unique()}`
    const body = { medicine, kind: 'over-the-counter', dose: '5 ml', route: 'oral', minHoursBetween: 6, maxDosesPerDay: 2, startsOn: centreToday(), endsOn: addDays(centreToday(), 6), signedName: 'Maria Garcia', agreed: true, ...overrides }
    const answer = await api<ChildMedicationsRecord>('POST', `/api/children/${sofia}/medications`, { cookie: cookies.parentA, body })
    expect(answer.status, answer.text).toBe(201)
    return { sofia, authorization: answer.body.authorizations.find((candidate) => candidate.medicine === medicine)! }
  }

  it('withdrawn by the parent and an admin at the same moment: withdrawn once, by the first; the other 409 “already withdrawn”', async () => {
    const { authorization } = await authorizeForSofia()
    const callers = [cookies.parentA, cookies.admin]
    const answers = await Promise.all(callers.map((cookie) => api<ChildMedicationsRecord & { message?: string }>('POST', `/api/medications/${authorization.id}/withdraw`, { cookie })))
    expect(statuses(answers), texts(answers)).toEqual([200, 409])
    const { won, lost } = split(answers)
    expect(lost[0]!.body.message).toBe(medicationMessages.alreadyWithdrawn)
    const stored = await payload.findByID({ collection: 'medication-authorizations', id: authorization.id, depth: 0, overrideAccess: true })
    expect(stored.withdrawnBy).toBe(answers.indexOf(won) === 0 ? actors.parentA!.id : admin.id)
    expect(Date.parse(stored.withdrawnAt!)).toBe(Date.parse(won.body.authorizations.find((candidate) => candidate.id === authorization.id)!.withdrawnAt!))
  })

  it('a dose recorded while the parent withdraws the authorization, at the same moment: recorded before the withdrawal, or refused as withdrawn; never a dose after it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { sofia, authorization } = await authorizeForSofia()
      const [dose, withdrawal] = await Promise.all([
        // Given now (no time sent: the server's clock), as a teacher records a dose at the moment.
        api<MedicationDoseRecord & { message?: string }>('POST', `/api/medications/${authorization.id}/doses`, { cookie: cookies.teacherX, body: { childId: sofia, medicine: authorization.medicine, outcome: 'given', amount: '5 ml' } }),
        api('POST', `/api/medications/${authorization.id}/withdraw`, { cookie: cookies.parentA }),
      ])
      expect(withdrawal.status, texts([dose, withdrawal])).toBe(200)
      const { withdrawnAt } = await payload.findByID({ collection: 'medication-authorizations', id: authorization.id, depth: 0, overrideAccess: true })
      const { docs: doses } = await payload.find({ collection: 'medication-doses', where: { authorization: { equals: authorization.id } }, depth: 0, overrideAccess: true })
      if (dose.status === 201) {
        expect(doses).toHaveLength(1)
        expect(Date.parse(doses[0]!.givenAt!), texts([dose, withdrawal])).toBeLessThan(Date.parse(withdrawnAt!))
      } else {
        expect(dose.status, texts([dose, withdrawal])).toBe(409)
        expect(dose.body.message).toMatch(/^Authorization withdrawn on /)
        expect(doses).toEqual([])
      }
    }
  })

  it('two staff giving a medicine at its day’s limit at the same moment (far enough apart for its frequency): one dose recorded, the other refused by the limit', async () => {
    const { sofia, authorization } = await authorizeForSofia({ minHoursBetween: 0.5, maxDosesPerDay: 1 })
    // Two times half an hour and more apart on one centre day, now or, just after midnight, yesterday
    // (the authorization holds from today: the doses are then refused for their day, so yesterday is covered too).
    const minutes = centreMinutesOfDay(new Date())
    if (minutes < 45) await payload.update({ collection: 'medication-authorizations', id: authorization.id, data: { startsOn: `${addDays(centreToday(), -1)}T00:00:00.000Z` }, overrideAccess: true, context: { seedHistory: true } })
    const back = minutes < 45 ? minutes + 5 : 1
    const at = (extra: number) => new Date(Date.now() - (back + extra) * 60_000).toISOString()
    const dose = (cookie: string, givenAt: string) =>
      api<MedicationDoseRecord & { message?: string }>('POST', `/api/medications/${authorization.id}/doses`, { cookie, body: { childId: sofia, medicine: authorization.medicine, outcome: 'given', amount: '5 ml', givenAt } })
    const answers = await Promise.all([dose(cookies.teacherX, at(0)), dose(cookies.admin, at(35))])
    expect(statuses(answers), texts(answers)).toEqual([201, 409])
    expect(split(answers).lost[0]!.body.message).toBe(medicationMessages.dayLimit.replace('{count}', '1'))
    expect(await countAll('medication-doses', { authorization: { equals: authorization.id } })).toBe(1)
  })
})

describe('health documents', () => {
  /** Parent A sends the immunization certificate of a fresh child of theirs: awaiting verification. */
  async function freshCertificate() {
    const { child } = await freshChild()
    const title = `Certificate ${unique()}`
    const body = new FormData()
    body.set('kind', 'immunization-certificate')
    body.set('title', title)
    body.set('file', new File([new Uint8Array(demoPdf([title]))], `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`, { type: 'application/pdf' }))
    const sent = await api<HealthDocumentRecord[]>('POST', `/api/children/${child.id}/health-documents`, { cookie: cookies.parentA, raw: body })
    expect(sent.status, sent.text).toBe(201)
    return sent.body.find((document) => document.title === title)!
  }

  /** The record as stored (null when removed) and whether its file is still on disk. */
  async function storedDocument(document: HealthDocumentRecord) {
    const { docs } = await payload.find({ collection: 'health-documents', where: { id: { equals: document.id } }, depth: 0, overrideAccess: true })
    return { row: docs[0] ?? null, file: existsSync(path.join(mediaDirectory(), HEALTH_DOCUMENTS_PREFIX, document.fileName)) }
  }

  it('a parent’s removal of their certificate and an admin’s verification sent at the same moment: one wins, the other 404; verified and kept, or removed with its file, never both', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const document = await freshCertificate()
      const [verify, remove] = await Promise.all([
        api<HealthDocumentRecord & { message?: string }>('POST', `/api/health-documents/${document.id}/verify`, { cookie: cookies.admin }),
        api<HealthDocumentRecord[] & { message?: string }>('POST', `/api/health-documents/${document.id}/remove`, { cookie: cookies.parentA }),
      ])
      expect(statuses([verify, remove]), texts([verify, remove])).toEqual([200, 404])
      const stored = await storedDocument(document)
      if (verify.status === 200) {
        expect(remove.body.message).toBe(healthDocumentMessages.notFound)
        expect(stored.row).toMatchObject({ verified: true, verifiedByName: verify.body.verifiedBy })
        expect(stored.file).toBe(true)
      } else {
        expect(verify.body.message).toBe(healthDocumentMessages.notFound)
        expect(remove.body.some((candidate) => candidate.id === document.id)).toBe(false)
        expect(stored).toEqual({ row: null, file: false })
      }
    }
  })

  it('the same through /api/cms (a parent’s DELETE, by id or by a where, and an admin’s PATCH verified, at once): one wins; never a verified record removed or a removed one verified', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const document = await freshCertificate()
      const byWhere = round % 2 === 1
      const [verify, remove] = await Promise.all([
        rest('PATCH', `/health-documents/${document.id}`, { cookie: cmsAdmin, body: { verified: true } }),
        rest('DELETE', byWhere ? `/health-documents?where[id][equals]=${document.id}` : `/health-documents/${document.id}`, { cookie: cmsParentA }),
      ])
      const stored = await storedDocument(document)
      const removed = (remove.body as { docs?: { id: string }[] }).docs?.map((doc) => doc.id) ?? [(remove.body as { doc?: { id: string } }).doc?.id]
      if (verify.status === 200) {
        // Payload answers a removal its rule no longer lets through as it does any other: by id 403, by a where none removed.
        expect(byWhere ? removed : remove.status, texts([verify, remove])).toEqual(byWhere ? [] : 403)
        expect(stored.row?.verified).toBe(true)
        expect(stored.file).toBe(true)
      } else {
        expect(verify.status, texts([verify, remove])).toBe(404)
        expect(remove.status, remove.text).toBe(200)
        expect(removed).toEqual([document.id])
        expect(stored).toEqual({ row: null, file: false })
      }
    }
  })

  it('an exemption’s document sent while an admin deletes that exemption in /cms, at the same moment: stored (then naming none) or refused by its field, file and all; never a 500', async () => {
    const { docs: vaccines } = await payload.find({ collection: 'vaccines', limit: 1, depth: 0, overrideAccess: true })
    for (let round = 0; round < ROUNDS; round++) {
      const { child } = await freshChild()
      const exemption = await payload.create({ collection: 'immunization-records', data: { child: child.id, vaccine: vaccines[0]!.id, kind: 'exemption', exemptionKind: 'religious' } as never, overrideAccess: false, user: admin })
      const fileName = `exemption-${unique()}.pdf`
      const body = new FormData()
      body.set('kind', 'exemption')
      body.set('immunizationRecordId', exemption.id)
      body.set('file', new File([new Uint8Array(demoPdf(['Religious exemption statement']))], fileName, { type: 'application/pdf' }))
      const [sent, removal] = await Promise.all([
        api<HealthDocumentRecord[] & { message?: string; errors?: { field: string; message: string }[] }>('POST', `/api/children/${child.id}/health-documents`, { cookie: cookies.admin, raw: body }),
        rest('DELETE', `/immunization-records/${exemption.id}`, { cookie: cmsAdmin }),
      ])
      expect(removal.status, texts([sent, removal])).toBe(200)
      const { docs } = await payload.find({ collection: 'health-documents', where: { child: { equals: child.id } }, depth: 0, overrideAccess: true })
      const onDisk = existsSync(path.join(mediaDirectory(), HEALTH_DOCUMENTS_PREFIX, fileName))
      if (sent.status === 201) {
        expect(docs).toHaveLength(1)
        expect(docs[0]!.immunizationRecord ?? null).toBeNull()
        expect(onDisk).toBe(true)
      } else {
        expect(sent.status, texts([sent, removal])).toBe(400)
        expect(sent.body.errors).toEqual([{ field: 'immunizationRecordId', message: healthDocumentMessages.exemption }])
        expect({ documents: docs.length, onDisk }).toEqual({ documents: 0, onDisk: false })
      }
    }
  })
})

describe('photos of children', () => {
  it('a photo put in a public gallery while the parent withdraws website consent, at the same moment: the public never sees it, and the photo knows it is in the gallery', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { child } = await freshChild()
      const given = await api('POST', `/api/children/${child.id}/consents`, { cookie: cookies.parentA, body: { kind: 'website-photos', granted: true } })
      expect(given.status, given.text).toBe(201)
      const form = new FormData()
      form.set('title', `Painting ${unique()}`)
      form.set('childIds', child.id)
      form.set('file', new File([new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a9d8f' } }).png().toBuffer())], 'easel.png', { type: 'image/png' }))
      const photo = await api<{ id: string }>('POST', '/api/photos', { cookie: cookies.teacherX, raw: form })
      expect(photo.status, photo.text).toBe(201)
      const gallery = await payload.create({ collection: 'galleries', data: { slug: `once-${unique()}`, title: 'Our days', images: [] }, user: actors.editor, overrideAccess: false, depth: 0 })
      try {
        const [shared, withdrawn] = await Promise.all([
          rest('PATCH', `/galleries/${gallery.id}`, { cookie: cmsEditor, body: { images: [{ image: photo.body.id, alt: 'At the easel' }] } }),
          api('POST', `/api/children/${child.id}/consents`, { cookie: cookies.parentA, body: { kind: 'website-photos', granted: false } }),
        ])
        expect(withdrawn.status, texts([shared, withdrawn])).toBe(201)
        // Shared first (the gallery keeps it, hidden by the withdrawal), or refused for the consent withdrawn first.
        expect([200, 400], texts([shared, withdrawn])).toContain(shared.status)
        const stored = await payload.findByID({ collection: 'media', id: photo.body.id, depth: 0, overrideAccess: true })
        // What the photo derives is what is true once both are in: no website consent, and in the gallery exactly when it was taken.
        expect({ websiteOk: stored.websiteOk, onWebsite: stored.onWebsite }, texts([shared, withdrawn])).toEqual({ websiteOk: false, onWebsite: shared.status === 200 })
        const { docs: seen } = await payload.find({ collection: 'media', where: { id: { equals: photo.body.id } }, depth: 0, user: null, overrideAccess: false })
        expect(seen).toEqual([])
      } finally {
        await payload.delete({ collection: 'galleries', id: gallery.id, overrideAccess: true })
      }
    }
  })
})

describe('a record removed while a change names it', () => {
  /** A child of parent A with no record yet (a child with records cannot be deleted: they name it). */
  const bareChild = () =>
    payload.create({
      collection: 'children',
      data: { firstName: `Bare${unique()}`, lastName: 'Only', dateOfBirth: '2022-03-01', enrollmentDate: '2026-01-05', parent: actors.parentA!.id, classroom: roomX },
      overrideAccess: true,
      user: admin,
    })
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  /**
   * A deletion through /api/cms is several statements, a report's insert one: sent together, the report
   * always commits first. So over the rounds the quicker request is sent from half the slower one's
   * duration before it to its whole duration after (that duration measured here, warm, on this machine):
   * the rounds meet each order, and the moment between, when the quicker one reads the record before
   * the slower one's write and writes after it.
   */
  async function staggered<A>(slower: () => Promise<A>) {
    await slower()
    const start = performance.now()
    await slower()
    const span = performance.now() - start
    return <B>(round: number, quicker: () => Promise<B>, slowerNow: () => Promise<A> = slower) => {
      // How much later than the slower one the quicker one is sent (negative: sooner).
      const offset = span * (-0.5 + (1.5 * round) / (ROUNDS - 1))
      return Promise.all([sleep(Math.max(0, offset)).then(quicker), sleep(Math.max(0, -offset)).then(slowerNow)])
    }
  }
  const deleteInCms = async (id?: string) => rest('DELETE', `/children/${id ?? (await bareChild()).id}`, { cookie: cmsAdmin })

  it('a daily report saved while an admin deletes the child in /cms, at the same moment: saved and the deletion refused (409), or the child deleted and the report refused by its field; never a 500, never half of either', async () => {
    const race = await staggered(deleteInCms)
    for (let round = 0; round < ROUNDS; round++) {
      const child = await bareChild()
      const [report, removal] = await race(
        round,
        () => api<{ message?: string; errors?: unknown }>('POST', '/api/daily-activities', { cookie: cookies.admin, body: { childId: child.id, date: centreToday(), mood: 'happy' } }),
        () => deleteInCms(child.id),
      )
      const left = { child: await countAll('children', { id: { equals: child.id } }), reports: await countAll('daily-activities', { child: { equals: child.id } }) }
      if (report.status === 201) {
        // Saved first: the report names the child now, so the deletion is refused and changes nothing.
        expect(removal.status, texts([report, removal])).toBe(409)
        expect(removal.body).toEqual({ errors: [{ message: STILL_NAMED_MESSAGE }] })
        expect(left).toEqual({ child: 1, reports: 1 })
      } else {
        expect(report.status, texts([report, removal])).toBe(400)
        expect(report.body.errors).toEqual([{ field: 'childId', message: 'Child not found' }])
        expect(removal.status, removal.text).toBe(200)
        expect(left).toEqual({ child: 0, reports: 0 })
      }
    }
  })

  it('an incident report filed while an admin deletes the child in /cms, at the same moment: filed and the deletion refused (409), or the child deleted and the report “Child not found”; never a 500', async () => {
    const race = await staggered(deleteInCms)
    for (let round = 0; round < ROUNDS; round++) {
      const child = await bareChild()
      const body = { childId: child.id, occurredAt: new Date(Date.now() - 3_600_000).toISOString(), place: 'Garden', description: 'Tripped on the path and scraped a knee.', staffSignature: 'Ana Lopez' }
      const [report, removal] = await race(round, () => api<{ message?: string }>('POST', '/api/incidents', { cookie: cookies.admin, body }), () => deleteInCms(child.id))
      const left = { child: await countAll('children', { id: { equals: child.id } }), reports: await countAll('incidents', { child: { equals: child.id } }) }
      if (report.status === 201) {
        expect(removal.status, texts([report, removal])).toBe(409)
        expect(removal.body).toEqual({ errors: [{ message: STILL_NAMED_MESSAGE }] })
        expect(left).toEqual({ child: 1, reports: 1 })
      } else {
        expect(report.status, texts([report, removal])).toBe(404)
        expect(report.body.message).toBe('Child not found')
        expect(removal.status, removal.text).toBe(200)
        expect(left).toEqual({ child: 0, reports: 0 })
      }
      // The generic answer stays for paths that read no record: here the field's own message comes first.
      expect(report.body.message).not.toBe(REMOVED_MEANWHILE_MESSAGE)
    }
  })

  it('a pickup person’s photo sent while the parent takes that person off the list, at the same moment: set then removed with them, or not found; never a 500, and no photo record or file left behind', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a9d8f' } }).png().toBuffer()
    const photoForm = (stem: string) => {
      const form = new FormData()
      form.set('file', new File([new Uint8Array(png)], `${stem}.png`, { type: 'image/png' }))
      return form
    }
    const send = (pickupId: string, stem: string) => api<{ message?: string }>('POST', `/api/pickups/${pickupId}/photo`, { cookie: cookies.parentA, raw: photoForm(stem) })
    const race = await staggered(async () => send((await freshChild()).pickup.id, `warm-${unique()}`))
    for (let round = 0; round < ROUNDS; round++) {
      const { child, pickup } = await freshChild()
      const stem = `face-${unique()}`
      const [removal, photo] = await race(
        round,
        () => api('POST', `/api/pickups/${pickup.id}/remove`, { cookie: cookies.parentA }),
        () => send(pickup.id, stem),
      )
      expect(removal.status, texts([photo, removal])).toBe(200)
      // Set first (then the removal takes it along), or the person already gone: nothing stored.
      if (photo.status !== 200) {
        expect(photo.status, texts([photo, removal])).toBe(404)
        expect(photo.body.message).toBe('Not found.')
      }
      const left = {
        pickups: await countAll('authorized-pickups', { id: { equals: pickup.id } }),
        photos: await countAll('media', { child: { equals: child.id } }),
        files: (await readdir(mediaDirectory())).filter((name) => name.startsWith(stem)),
      }
      expect(left, texts([photo, removal])).toEqual({ pickups: 0, photos: 0, files: [] })
    }
  })
})

describe('enrollment', () => {
  async function offeredApplication() {
    const id = unique()
    const application = await payload.create({
      collection: 'applications',
      data: validApplication({ email: `once.${id}@families.test`, childFirstName: `Kid${id}`, childLastName: 'Once' }) as never,
      user: null,
      overrideAccess: false,
      depth: 0,
    })
    expect((await api('PATCH', `/api/admin/applications/${application.id}`, { cookie: cookies.admin, body: { status: 'offered' } })).status).toBe(200)
    return application
  }
  const eventsOf = async (applicationId: string) =>
    (await payload.find({ collection: 'application-events', where: { application: { equals: applicationId } }, sort: 'createdAt', pagination: false, depth: 0, overrideAccess: true })).docs.map((event) => event.to)

  it('Enroll clicked twice at the same moment: one family account and one child, enrolled once; the other answer says it is already enrolled', async () => {
    const application = await offeredApplication()
    const [users, children] = [await countAll('users'), await countAll('children')]
    type Moved = { outcome: { kind: string }; message: string }
    const answers = await Promise.all([0, 1].map(() => api<Moved>('PATCH', `/api/admin/applications/${application.id}`, { cookie: cookies.admin, body: { status: 'enrolled' } })))
    expect(statuses(answers), texts(answers)).toEqual([200, 200])
    expect(answers.map((answer) => answer.body.outcome.kind).sort()).toEqual(['enrolled', 'unchanged'])
    expect(await countAll('users')).toBe(users + 1)
    expect(await countAll('children')).toBe(children + 1)
    expect(await countAll('users', { email: { equals: application.email } })).toBe(1)
    expect(await eventsOf(application.id)).toEqual(['new', 'offered', 'enrolled'])
  })

  it('one move sent twice at the same moment through /api/cms (two admins in /cms): moved once, one history row, one mail to the applicant', async () => {
    const id = unique()
    const application = await payload.create({ collection: 'applications', data: validApplication({ email: `cms.${id}@families.test`, childFirstName: `Cms${id}` }) as never, user: null, overrideAccess: false, depth: 0 })
    const answers = await Promise.all([0, 1].map(() => rest('PATCH', `/applications/${application.id}`, { cookie: cmsAdmin, body: { status: 'tour-scheduled' } })))
    expect(statuses(answers), texts(answers)).toEqual([200, 200])
    expect(await eventsOf(application.id)).toEqual(['new', 'tour-scheduled'])
    expect(await queuedMails((mail) => mail.to === application.email && /Tour scheduled/.test(mail.subject ?? ''))).toHaveLength(1)
  })
})

describe('accounts', () => {
  it('three parent accounts with one username created at the same moment: one 201, the others 409 “already taken”; one account', async () => {
    const id = unique()
    const body = (n: number) => ({ username: `same.${id}`, password: 'secret-123', firstName: 'Rosa', lastName: 'Diaz', email: `same.${id}.${n}@example.com` })
    const answers: ApiResult<{ message?: string }>[] = await Promise.all([0, 1, 2].map((n) => api<{ message?: string }>('POST', '/api/admin/users', { cookie: cookies.admin, body: body(n) })))
    expect(statuses(answers), texts(answers)).toEqual([201, 409, 409])
    for (const refused of split(answers).lost) expect(refused.body.message).toBe('That username is already taken.')
    expect(await countAll('users', { username: { equals: `same.${id}` } })).toBe(1)
  })

  it('“Forgot your password?” sent three times at the same moment: one reset mail, one working link', async () => {
    const parent = await freshParent()
    const answers = await Promise.all([0, 1, 2].map(() => api('POST', '/api/password/forgot', { body: { login: parent.username } })))
    expect(statuses(answers), texts(answers)).toEqual([200, 200, 200])
    const mails = await queuedMails((mail) => mail.to === parent.email)
    expect(mails).toHaveLength(1)
    const token = decodeURIComponent(/reset-password\?token=([^&\s"]+)/.exec(mails[0]!.text ?? '')![1]!)
    expect((await api('POST', '/api/password/reset', { body: { token, password: 'chosen-pass-1' } })).status).toBe(200)
  })

  it('one password link used twice at the same moment: one new password is set and signs in, the other is refused as a used link', async () => {
    const parent = await freshParent()
    const token = decodeURIComponent(/token=([^&]+)/.exec(await issuePasswordLink(payload, parent.id, 'reset'))![1]!)
    const passwords = ['first-choice-1', 'second-choice-2']
    const answers = await Promise.all(passwords.map((password) => api<{ message?: string }>('POST', '/api/password/reset', { body: { token, password } })))
    expect(statuses(answers), texts(answers)).toEqual([200, 400])
    const { won, lost } = split(answers)
    expect(lost[0]!.body.message).toBe(PASSWORD_LINK_INVALID)
    const chosen = passwords[answers.indexOf(won)]!
    const signIn = (password: string) => api('POST', '/api/login', { body: { username: parent.username, password } })
    expect((await signIn(chosen)).status).toBe(200)
    expect((await signIn(passwords.find((password) => password !== chosen)!)).status).toBe(401)
  })
})

describe('family messages', () => {
  it('a family’s message opened by three staff at the same moment: the centre’s read mark is written once, never moved', async () => {
    const text = `Is the garden open tomorrow? ${unique()}`
    expect((await api('POST', '/api/messages', { cookie: cookies.parentA, body: { body: text } })).status).toBe(201)
    const { docs } = await payload.find({ collection: 'family-messages', where: { body: { equals: text } }, depth: 0, overrideAccess: true })
    const message = docs[0]!
    // Every write of the mark, as PostgreSQL sees it (a trigger of this test's own, removed at its end).
    const pool = (payload.db as unknown as { pool: { query: (text: string, values?: unknown[]) => Promise<{ rows: { read_at: Date }[] }> } }).pool
    await pool.query('create table only_once_read_marks (message_id uuid not null, read_at timestamptz)')
    await pool.query(
      'create function only_once_read_mark() returns trigger language plpgsql as $$ begin insert into only_once_read_marks values (new.id, new.read_by_centre_at); return new; end $$',
    )
    await pool.query(
      'create trigger only_once_read_mark after update on family_messages for each row when (old.read_by_centre_at is distinct from new.read_by_centre_at) execute function only_once_read_mark()',
    )
    try {
      const staff = [cookies.admin, cookies.teacherX, await apiLogin(floorActorLogin('admin').username, floorActorLogin('admin').password)]
      const answers = await Promise.all(staff.map((cookie) => api('POST', '/api/messages/read', { cookie, body: { familyId: actors.parentA!.id } })))
      expect(statuses(answers), texts(answers)).toEqual([200, 200, 200])
      const { rows } = await pool.query('select read_at from only_once_read_marks where message_id = $1', [message.id])
      expect(rows).toHaveLength(1)
      const stored = await payload.findByID({ collection: 'family-messages', id: message.id, depth: 0, overrideAccess: true })
      expect(Date.parse(stored.readByCentreAt!)).toBe(rows[0]!.read_at.getTime())
    } finally {
      await pool.query('drop trigger if exists only_once_read_mark on family_messages')
      await pool.query('drop function if exists only_once_read_mark()')
      await pool.query('drop table if exists only_once_read_marks')
    }
  })
})

describe('site content and classrooms', () => {
  it('a newsletter’s draft published by two editors at the same moment: each parent is mailed once', async () => {
    const month = `2097-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`
    await payload.delete({ collection: 'newsletters', where: { month: { equals: month } }, overrideAccess: true })
    const title = `Only once ${unique()}`
    const draft = await payload.create({ collection: 'newsletters', data: { month, title }, user: admin, overrideAccess: false, draft: true })
    try {
      const published = await Promise.allSettled([0, 1].map(() => payload.update({ collection: 'newsletters', id: draft.id, data: { _status: 'published' }, user: admin, overrideAccess: false })))
      expect(published.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled'])
      const mails = await queuedMails((mail) => (mail.subject ?? '').includes(title))
      expect(mails.length).toBeGreaterThan(0)
      expect(mails.length).toBe(new Set(mails.map((mail) => mail.to)).size)
      expect((await payload.findByID({ collection: 'newsletters', id: draft.id, depth: 0, overrideAccess: true })).announcedAt).toBeTruthy()
    } finally {
      await payload.delete({ collection: 'newsletters', id: draft.id, overrideAccess: true })
    }
  })

  it('two classrooms with one name created at the same moment in /cms: one is saved, the other refused (never a 500)', async () => {
    const name = `Room ${unique()}`
    const body = { name, ageFromMonths: 24, ageToMonths: 36, capacity: 12 }
    const answers = await Promise.all([rest('POST', '/classrooms', { cookie: cmsAdmin, body }), rest('POST', '/classrooms', { cookie: cmsAdmin, body })])
    expect(statuses(answers), texts(answers)).toEqual([201, 400])
    expect(await countAll('classrooms', { name: { equals: name } })).toBe(1)
  })
})
