/**
 * The access table of docs/architecture.md, through the Local API as every user-facing call makes it
 * (overrideAccess: false with the user): for each collection and each actor, read, create, update and
 * delete are allowed or refused as specified, and a refusal writes nothing.
 */
import type { CollectionSlug, TypedUser, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { FLOOR_ACTORS, type FloorActor as Actor, type FloorActors as Actors, classroomsOf, countAll, firstChildOf, loadFloorActors, testPayload } from './helpers/payload'
import { validApplication } from './helpers/fixtures'
import { demoPdf } from '@/features/health/documentsSeed'
import { addDays } from '@/features/health/immunizationStatus'
import { centreToday } from '@/lib/dates'

/** `room`: a teacher's classrooms' documents only (and, for staff attendance, their own). */
type ReadRule = 'all' | 'none' | 'own' | 'self' | 'public' | 'published' | 'room'
type Rule = {
  read: Record<Actor, ReadRule>
  write: Actor[]
  create?: Actor[]
  /** Who may delete, when not the same as who may update. */
  remove?: Actor[]
  /** The status of a refused create when it is not 403: the child is looked up with the writer's rights, so another family's or classroom's child is not found. */
  refusedWith?: Partial<Record<Actor, number>>
  /** Updates are tested by the collection's own describe block (check-out, acknowledgement), not by a field change. */
  ownUpdateTests?: true
}

const ACTORS = FLOOR_ACTORS
const ADMIN_ONLY: Actor[] = ['admin']
const STAFF: Actor[] = ['admin', 'editor']
const familyRead: Record<Actor, ReadRule> = { anonymous: 'none', parentA: 'own', parentB: 'own', editor: 'none', admin: 'all', teacherX: 'none', teacherY: 'none' }
const floorRead: Record<Actor, ReadRule> = { ...familyRead, teacherX: 'room', teacherY: 'room' }
const staffOnlyRead = (admin: ReadRule = 'all'): Record<Actor, ReadRule> => ({ anonymous: 'none', parentA: 'none', parentB: 'none', editor: 'none', admin, teacherX: 'none', teacherY: 'none' })
const sameForAll = (rule: ReadRule): Record<Actor, ReadRule> => ({ anonymous: rule, parentA: rule, parentB: rule, editor: rule, admin: rule, teacherX: rule, teacherY: rule })

/** The documents a parent ('own') or a teacher ('room') should see of each collection. */
function scopeOf(slug: CollectionSlug, rule: 'own' | 'room', user: TypedUser): Where {
  const rooms = classroomsOf(user)
  if (rule === 'own') {
    if (slug === 'children') return { parent: { equals: user.id } }
    if (slug === 'classrooms') return { id: { in: ownRooms[user.id] ?? [] } }
    if (slug === 'consents' || slug === 'immunization-records' || slug === 'care-plans' || slug === 'medication-authorizations' || slug === 'medication-doses') return { 'child.parent': { equals: user.id } }
    // A teacher's own staff credentials.
    if (slug === 'staff-credentials') return { staff: { equals: user.id } }
    if (slug === 'health-documents') return { 'child.parent': { equals: user.id } }
    return { family: { equals: user.id } }
  }
  if (slug === 'classrooms') return { id: { in: rooms } }
  if (slug === 'family-messages') return { family: { in: teacherFamilies[user.id] ?? [] } }
  if (slug === 'authorized-pickups' || slug === 'consents' || slug === 'immunization-records' || slug === 'care-plans' || slug === 'medication-authorizations' || slug === 'medication-doses') return { 'child.classroom': { in: rooms } }
  // A child's documents through the child's room, and the scans of the teacher's own certification cards.
  if (slug === 'health-documents') return { or: [{ 'child.classroom': { in: rooms } }, { 'credential.staff': { equals: user.id } }] }
  if (slug === 'staff-attendance') return { or: [{ staff: { equals: user.id } }, { classroom: { in: rooms } }] }
  return { classroom: { in: rooms } }
}
const ownRooms: Record<string, string[]> = {}
/** The families (parent ids) of the children in each teacher's classrooms: the message threads they read. */
const teacherFamilies: Record<string, string[]> = {}
async function familiesOfRooms(rooms: string[]): Promise<string[]> {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'children', where: { classroom: { in: rooms } }, depth: 0, pagination: false, overrideAccess: true, select: { parent: true } })
  return [...new Set(docs.map((child) => idOf(child.parent) as string).filter(Boolean))]
}
/** A family with a child in teacher X's room only: the thread the `family-messages` samples write to. */
let messageFamily: string
/** The application whose status changes the `application-events` samples record. */
let eventApplication: string

let actors: Actors
let childA: { id: string }
let roomX: string
/** A child of parent A in teacher X's room (other test files add children of parent A without a room). */
let roomChild: string
/** Children of parent A in teacher X's room, one per check-in (a child is checked in once at a time). */
const arrivals: string[] = []
const nextArrival = () => arrivals.shift() ?? (() => { throw new Error('no more children to check in') })()

let sampleMonths = 0
/** 2300-01, 2300-02, …: months no other test or seed uses. */
const nextSampleMonth = () => {
  const index = sampleMonths++
  return `${2300 + Math.floor(index / 12)}-${String(1 + (index % 12)).padStart(2, '0')}`
}

const samples: Partial<Record<CollectionSlug, () => Record<string, unknown>>> = {
  children: () => ({ firstName: 'Test', lastName: 'Child', dateOfBirth: '2023-01-01', enrollmentDate: '2026-01-05', parent: actors.parentA!.id }),
  'curriculum-activities': () => ({ child: childA.id, title: 'Test activity', description: 'Described', category: 'learning' }),
  'development-videos': () => ({ child: childA.id, title: 'Test video', videoUrl: 'https://videos.example/v.mp4', category: 'activity' }),
  'daily-activities': () => ({ child: childA.id, date: '2026-11-02', mood: 'happy' }),
  milestones: () => ({ child: childA.id, title: 'Test milestone', description: 'Described', category: 'social' }),
  applications: () => ({
    ...validApplication(),
  }),
  'contact-messages': () => ({ name: 'Ana', email: 'ana@example.com', message: 'Do you have openings in January?' }),
  // One newsletter per month: each sample takes the next month of a range no other test uses (random months collided).
  newsletters: () => ({ month: nextSampleMonth(), title: 'Test newsletter' }),
  galleries: () => ({ slug: `test-${Math.random().toString(36).slice(2, 8)}`, title: 'Test gallery' }),
  users: () => ({ username: `user${Math.random().toString(36).slice(2, 8)}`, password: 'secret-123', firstName: 'New', lastName: 'Parent' }),
  classrooms: () => ({ name: `Test Room ${Math.random().toString(36).slice(2, 8)}`, ageFromMonths: 24, ageToMonths: 36, capacity: 12 }),
  'authorized-pickups': () => ({ child: roomChild, name: 'Test Pickup', relation: 'Aunt', phone: '(919) 555-0100' }),
  attendance: () => ({ child: nextArrival() }),
  incidents: () => ({ child: roomChild, occurredAt: '2026-11-20T15:00:00.000Z', place: 'Garden', description: 'Test incident', staffSignature: 'Test Teacher' }),
  // A past episode (closed: one open alert per classroom), written by the system only.
  'ratio-alerts': () => PAST_RATIO_ALERT(roomX),
  // A status change of an application, written by the system only.
  'application-events': () => ({ application: eventApplication, from: 'new', to: 'tour-scheduled' }),
  // A parent grants a consent for their child; an admin records it from a paper form.
  consents: () => ({ child: roomChild, kind: 'videos', granted: true }),
  // A message to a family of teacher X's room (a parent's always goes to their own thread).
  'family-messages': () => ({ family: messageFamily, body: 'Test message' }),
  // An entry of the audit log, written by the server only.
  'audit-events': () => ({ action: 'read', recordCollection: 'children', recordId: childA.id, childId: childA.id, via: 'api' }),
  // Billing: a schedule that starts in a far year of its own (one schedule a day), an agency, a plan for a
  // child with none yet (one plan a day per child), an authorization and a ledger entry of family A.
  'fee-schedules': () => ({
    name: 'Test schedule',
    effectiveFrom: nextSampleDay(),
    rates: [{ code: 'twos-full-time', programme: 'Twos', ageBand: 'twos', schedule: 'full-time', period: 'monthly', amountCents: 100_000 }],
  }),
  'subsidy-agencies': () => ({ name: `Test agency ${Math.random().toString(36).slice(2, 8)}` }),
  'billing-plans': () => ({ child: planChildren.shift(), rateCode: 'twos-full-time', from: '2026-09-01' }),
  'subsidy-authorizations': () => ({ child: childA.id, agency: sampleAgency, caseNumber: 'TEST-1', startDate: '2026-09-01', endDate: '2027-08-31', agencyRateCents: 90_000, parentFeeCents: 15_000 }),
  'ledger-entries': () => ({ family: actors.parentA!.id, kind: 'charge', amountCents: 1_000, description: 'Test charge' }),
  // A family's account, for a family of its own (one account per family): only the server writes one.
  'family-accounts': () => ({ family: accountFamilies.shift(), balanceCents: 0, openInvoices: [], recentPayments: [] }),
  // Health: a vaccine of the schedule (its code is unique), a dose given to a child of teacher X's room.
  // Not required from one month of age, so the samples left behind change no child's status (health.int reads the statuses).
  vaccines: () => ({ code: `T${Math.random().toString(36).slice(2, 8)}`, name: 'Test vaccine', doses: [{ dueByMonths: 12 }], requiredUntilMonths: 1 }),
  'immunization-records': () => ({ child: roomChild, vaccine: sampleVaccine, kind: 'dose', givenOn: '2023-01-05' }),
  'care-plans': () => ({ child: roomChild, kind: 'allergy', name: 'Test allergen', severity: 'mild', whatToDo: 'Test what to do', lastReviewedOn: '2026-01-05' }),
  // Another credential of teacher X, current for decades: it changes no ratio board (CPR and first aid) and no expiring list.
  'staff-credentials': () => ({ staff: actors.teacherX!.id, kind: 'other', name: 'Matrix credential', issuedOn: '2026-01-05', expiresOn: '2099-01-05' }),
  // Emergency drills: a lockdown in a year no other test uses, so the year's board elsewhere is the seed's.
  drills: () => ({ kind: 'lockdown', heldAt: '2001-03-14T15:00:00.000Z' }),
  // A week's over-the-counter medicine from today, signed with a typed name (the rules check the terms).
  'medication-authorizations': () => ({ child: roomChild, medicine: 'Matrix syrup', kind: 'over-the-counter', dose: '5 ml', route: 'oral', minHoursBetween: 6, startsOn: centreToday(), endsOn: addDays(centreToday(), 6), signedName: 'Matrix Parent' }),
  // A dose refused (the hard stop times only doses given), under parent A's authorization for the room's child.
  'medication-doses': () => ({ authorization: sampleAuthorization, child: roomChild, medicine: 'Matrix syrup', outcome: 'refused', reason: 'Matrix test' }),
  // An invoice is given its family and month; the server computes the rest (one per family and month).
  invoices: () => {
    const month = sampleInvoices++
    return { family: actors.parentA!.id, period: `${2095 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}` }
  },
}

let sampleInvoices = 0

/** Parents with no account yet, one for each account a sample makes. */
const accountFamilies: string[] = []

/** Children of family A with no billing plan, one for each plan a sample makes. */
const planChildren: string[] = []
let sampleAgency: string
/** A vaccine of the seeded schedule, for the immunization samples. */
let sampleVaccine: string
/** Parent A's authorization for the room's child, for the dose samples. */
let sampleAuthorization: string
let sampleDays = 0
/** A day of its own for each sample schedule, in a year no other test uses. */
const nextSampleDay = () => new Date(Date.UTC(2094, 0, 1) + sampleDays++ * 86_400_000).toISOString().slice(0, 10)

const PAST_RATIO_ALERT = (classroom: string) => ({
  classroom,
  date: '2026-11-20',
  startedAt: '2026-11-20T14:00:00.000Z',
  endedAt: '2026-11-20T14:20:00.000Z',
  childrenPresent: 7,
  staffPresent: 1,
  staffRequired: 2,
  ratio: '1:6',
})

const RULES: Partial<Record<CollectionSlug, Rule>> = {
  users: { read: { anonymous: 'none', parentA: 'self', parentB: 'self', editor: 'self', admin: 'all', teacherX: 'self', teacherY: 'self' }, write: ADMIN_ONLY },
  children: { read: floorRead, write: ADMIN_ONLY },
  'curriculum-activities': { read: familyRead, write: ADMIN_ONLY },
  'development-videos': { read: familyRead, write: ADMIN_ONLY },
  'daily-activities': { read: familyRead, write: ADMIN_ONLY },
  milestones: { read: familyRead, write: ADMIN_ONLY },
  applications: { read: staffOnlyRead(), write: ADMIN_ONLY, create: ACTORS },
  'contact-messages': { read: staffOnlyRead(), write: ADMIN_ONLY, create: ACTORS },
  newsletters: { read: { ...sameForAll('published'), editor: 'all', admin: 'all' }, write: STAFF },
  galleries: { read: sameForAll('all'), write: STAFF },
  // Teachers: the public media and the pickup photos and photos of their classrooms' children ('room').
  media: { read: { ...sameForAll('public'), parentA: 'own', parentB: 'own', admin: 'all', teacherX: 'room', teacherY: 'room' }, write: STAFF },
  // Daily operations.
  classrooms: { read: floorRead, write: ADMIN_ONLY },
  'authorized-pickups': { read: floorRead, write: ['admin', 'parentA'], refusedWith: { parentB: 400 } },
  attendance: { read: floorRead, write: ['admin', 'teacherX'], refusedWith: { teacherY: 404 }, ownUpdateTests: true },
  'staff-attendance': { read: { ...staffOnlyRead(), teacherX: 'room', teacherY: 'room' }, write: ['admin', 'teacherX', 'teacherY'], ownUpdateTests: true },
  incidents: { read: floorRead, write: ['admin', 'teacherX'], remove: ADMIN_ONLY, refusedWith: { teacherY: 404 } },
  // Written by the server only (src/features/ratios/ratioAlerts.ts): nobody, admins included.
  'ratio-alerts': { read: { ...staffOnlyRead(), teacherX: 'room', teacherY: 'room' }, write: [] },
  // The enrollment pipeline's history: written by the server only, admins included.
  'application-events': { read: staffOnlyRead(), write: [] },
  // Consent history: appended by the child's parent or an admin, never changed or removed.
  consents: { read: floorRead, write: [], create: ['admin', 'parentA'], refusedWith: { parentB: 404 } },
  // Family messages: a parent writes to their own thread (the family is theirs whatever the
  // input), a teacher to their rooms' families; nobody changes or deletes one (read marks: family-messages.int).
  'family-messages': { read: floorRead, write: [], create: ['admin', 'parentA', 'parentB', 'teacherX'], refusedWith: { teacherY: 404 } },
  // The audit log of children's records: admins read; written by the server only, nobody
  // (admins included) creates, changes or deletes an entry.
  'audit-events': { read: staffOnlyRead(), write: [] },
  // Billing: the director's and each family's own; teachers, editors and visitors see nothing of it.
  'fee-schedules': { read: staffOnlyRead(), write: ADMIN_ONLY },
  'subsidy-agencies': { read: staffOnlyRead(), write: ADMIN_ONLY },
  'billing-plans': { read: familyRead, write: ADMIN_ONLY },
  'subsidy-authorizations': { read: familyRead, write: ADMIN_ONLY },
  // The ledger is append-only: admins add entries, nobody (admins included) changes or deletes one.
  'ledger-entries': { read: familyRead, write: [], create: ADMIN_ONLY },
  // Invoices are issued once (admins, or the billing run) and never changed or deleted.
  invoices: { read: familyRead, write: [], create: ADMIN_ONLY },
  // The account a family's ledger adds up to: kept by the server with every entry, written by nobody.
  'family-accounts': { read: familyRead, write: [], create: [] },
  // Health: the schedule is public, admins keep it; a child's immunization rows are read by admins, the
  // child's parent and the child's room's teachers (through the child), written by admins only.
  vaccines: { read: sameForAll('all'), write: ADMIN_ONLY },
  'immunization-records': { read: floorRead, write: ADMIN_ONLY },
  'care-plans': { read: floorRead, write: ADMIN_ONLY },
  // Staff certifications: admins read and write every card; a teacher reads their own ('own': staff = me); nobody else anything.
  'staff-credentials': { read: { ...staffOnlyRead(), teacherX: 'own', teacherY: 'own' }, write: ADMIN_ONLY },
  // Emergency drills: the director's record, read and written by admins only.
  drills: { read: staffOnlyRead(), write: ADMIN_ONLY },
  // Medication: the child's parent signs an authorization (admins enter a paper one; another family's
  // child is not found); once signed nobody changes or deletes it (a withdrawal: health-medication.int).
  'medication-authorizations': { read: floorRead, write: [], create: ['admin', 'parentA'], refusedWith: { parentB: 404 } },
  // The dose log: the room's teachers and admins append; nobody changes or deletes a row.
  'medication-doses': { read: floorRead, write: [], create: ['admin', 'teacherX'], refusedWith: { teacherY: 404 } },
  // Health documents (files: no sample here; sending, verifying and removing are tried in health-documents.int):
  // read through the child as the child's health records are, and a card's scan by the staff member it certifies.
  'health-documents': { read: floorRead, write: ADMIN_ONLY },
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: string }).id : value)

beforeAll(async () => {
  actors = await loadFloorActors()
  childA = await firstChildOf(actors.parentA)
  const payload = await testPayload()
  roomX = classroomsOf(actors.teacherX)[0]!
  for (const parent of ['parentA', 'parentB'] as const) {
    const { docs } = await payload.find({ collection: 'children', where: { parent: { equals: actors[parent]!.id } }, depth: 0, pagination: false, overrideAccess: true })
    ownRooms[actors[parent]!.id] = [...new Set(docs.map((child) => child.classroom).filter(Boolean).map(String))]
  }
  roomChild = (
    await payload.create({
      collection: 'children',
      data: { firstName: 'Roomed', lastName: 'Test', dateOfBirth: '2022-05-01', enrollmentDate: '2026-01-05', parent: actors.parentA!.id, classroom: roomX },
      overrideAccess: true,
      user: actors.admin,
    })
  ).id
  for (let i = 0; i < 8; i++) {
    const child = await payload.create({
      collection: 'children',
      data: { firstName: `Arrival${i}`, lastName: 'Test', dateOfBirth: '2022-05-01', enrollmentDate: '2026-01-05', parent: actors.parentA!.id, classroom: roomX },
      overrideAccess: true,
      user: actors.admin,
    })
    arrivals.push(child.id)
  }
  // Ratio alerts in both teachers' rooms, so each reads some and not all.
  for (const room of [roomX, classroomsOf(actors.teacherY)[0]!]) await payload.create({ collection: 'ratio-alerts', data: PAST_RATIO_ALERT(room), overrideAccess: true })
  // Consents of both families (each parent records their own), so each parent and teacher reads some and not all.
  await payload.create({ collection: 'consents', data: { child: roomChild, kind: 'portal-photos', granted: true } as never, user: actors.parentA, overrideAccess: false })
  const { docs: [childOfB] } = await payload.find({
    collection: 'children',
    where: { and: [{ parent: { equals: actors.parentB!.id } }, { classroom: { in: classroomsOf(actors.teacherY) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  await payload.create({ collection: 'consents', data: { child: childOfB!.id, kind: 'portal-photos', granted: true } as never, user: actors.parentB, overrideAccess: false })
  eventApplication = (await payload.create({ collection: 'applications', data: validApplication() as never, overrideAccess: true })).id
  // Family messages: a family of teacher X's room only, a message in each parent's thread and in the
  // thread of a family no teacher reads, so each parent and teacher reads some and not all.
  const newParent = async (name: string) =>
    (await payload.create({ collection: 'users', data: { username: `${name}${Math.random().toString(36).slice(2, 8)}`, password: 'secret-123', firstName: name, lastName: 'Family', role: 'parent' } as never, overrideAccess: true })).id
  messageFamily = await newParent('messages')
  await payload.create({
    collection: 'children',
    data: { firstName: 'Messaged', lastName: 'Test', dateOfBirth: '2022-05-01', enrollmentDate: '2026-01-05', parent: messageFamily, classroom: roomX },
    overrideAccess: true,
    user: actors.admin,
  })
  for (const parent of ['parentA', 'parentB'] as const) await payload.create({ collection: 'family-messages', data: { body: `Hello from ${parent}` } as never, user: actors[parent], overrideAccess: false })
  await payload.create({ collection: 'family-messages', data: { family: await newParent('roomless'), body: 'A family no teacher reads' } as never, overrideAccess: true })
  for (const teacher of ['teacherX', 'teacherY'] as const) teacherFamilies[actors[teacher]!.id] = await familiesOfRooms(classroomsOf(actors[teacher]))
  // Billing: children with no plan for the plan samples; an agency; an authorization for each family, so
  // each parent reads some and not all (the seed's plans and ledger entries are of every demo family).
  for (let i = 0; i < 2 * ACTORS.length; i++) {
    const child = await payload.create({ collection: 'children', data: { firstName: `Planned${i}`, lastName: 'Test', dateOfBirth: '2022-05-01', enrollmentDate: '2026-01-05', parent: actors.parentA!.id }, overrideAccess: true, user: actors.admin })
    planChildren.push(child.id)
  }
  for (let i = 0; i < 2 * ACTORS.length; i++) accountFamilies.push(await newParent('accounts'))
  // A care plan of family A's child in teacher X's room (the seed's is family B's, in teacher Y's), so each parent and teacher reads some and not all.
  await payload.create({ collection: 'care-plans', data: { child: roomChild, kind: 'condition', name: 'Matrix asthma', severity: 'moderate', whatToDo: 'Inhaler', lastReviewedOn: '2026-01-05' }, user: actors.admin, overrideAccess: false })
  // Parent A's certificate for the room's child, sent as the portal sends it (the seed's documents are of other families), so each parent and teacher reads some and not all.
  const certificate = demoPdf(['Matrix certificate'])
  await payload.create({ collection: 'health-documents', data: { kind: 'immunization-certificate', child: roomChild } as never, file: { data: certificate, mimetype: 'application/pdf', name: 'matrix-certificate.pdf', size: certificate.length }, user: actors.parentA, overrideAccess: false })
  sampleVaccine = (await payload.find({ collection: 'vaccines', where: { code: { equals: 'MMR' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
  // Parent A's authorization and a dose for the room's child (the seed's are of families B and C), so each parent and teacher reads some and not all.
  sampleAuthorization = (await payload.create({ collection: 'medication-authorizations', data: samples['medication-authorizations']!() as never, user: actors.parentA, overrideAccess: false })).id
  await payload.create({ collection: 'medication-doses', data: { authorization: sampleAuthorization, child: roomChild, medicine: 'Matrix syrup', outcome: 'given', amount: '5 ml' } as never, user: actors.teacherX, overrideAccess: false })
  // … and one in the log of family B's child in teacher Y's room, under the seed's standing authorization.
  const { docs: [standing] } = await payload.find({ collection: 'medication-authorizations', where: { kind: { equals: 'standing' } }, limit: 1, depth: 0, overrideAccess: true })
  await payload.create({ collection: 'medication-doses', data: { authorization: standing!.id, child: idOf(standing!.child), medicine: standing!.medicine, outcome: 'missed', reason: 'Matrix: not needed' } as never, user: actors.teacherY, overrideAccess: false })
  sampleAgency = (await payload.create({ collection: 'subsidy-agencies', data: { name: `Matrix agency ${Math.random().toString(36).slice(2, 8)}` }, overrideAccess: true })).id
  for (const parent of ['parentA', 'parentB'] as const) {
    const child = await firstChildOf(actors[parent])
    await payload.create({
      collection: 'subsidy-authorizations',
      data: { child: child.id, agency: sampleAgency, caseNumber: `MATRIX-${parent}`, startDate: '2026-09-01', endDate: '2027-08-31', agencyRateCents: 90_000, parentFeeCents: 15_000 },
      overrideAccess: true,
      user: actors.admin,
    })
  }
  // A draft that only staff may see.
  await payload.create({ collection: 'newsletters', data: { month: '2099-12', title: 'Unpublished draft', _status: 'draft' }, draft: true, overrideAccess: true })
})

describe.each(Object.entries(RULES) as [CollectionSlug, Rule][])('%s', (slug, rule) => {
  it.each(ACTORS)('read by %s follows the access table', async (actor) => {
    const payload = await testPayload()
    const user = actors[actor]
    const expected = rule.read[actor]
    const attempt = payload.find({ collection: slug, user, overrideAccess: false, depth: 0, limit: 0, pagination: false })
    if (expected === 'none') {
      await expect(attempt).rejects.toMatchObject({ status: 403 })
      return
    }
    const { docs } = await attempt
    const all = await countAll(slug)
    if (expected === 'all') expect(docs.length).toBe(all)
    if (expected === 'self') expect(docs.map((doc) => doc.id)).toEqual([user!.id])
    if (expected === 'published') {
      expect(docs.length).toBeGreaterThan(0)
      expect(docs.every((doc) => (doc as { _status?: string })._status === 'published')).toBe(true)
      expect(docs.length).toBeLessThan(all)
    }
    if (expected === 'public') {
      expect(docs.every((doc) => !(doc as { family?: unknown }).family)).toBe(true)
      // Photos of children have no family either: the public reads those a gallery shows with
      // every tagged child's website consent; an editor every one with that consent (what a gallery may use).
      const childPhotos: Where = { and: [{ purpose: { equals: 'child-photo' } }, { websiteOk: { equals: true } }, ...(actor === 'editor' ? [] : [{ onWebsite: { equals: true } }])] }
      expect(docs.length).toBe(await countAll(slug, slug === 'media' ? { or: [{ and: [{ family: { exists: false } }, { purpose: { exists: false } }] }, childPhotos] } : { family: { exists: false } }))
    }
    if (expected === 'own' && slug === 'media') {
      // own files plus the site's public media
      const own = await countAll(slug, { family: { equals: user!.id } })
      const mine = docs.filter((doc) => idOf((doc as { family?: unknown }).family) === user!.id)
      expect(docs.every((doc) => [undefined, null, user!.id].includes(idOf((doc as { family?: unknown }).family) as string))).toBe(true)
      expect(mine.length).toBe(own)
      // A photo of children: only of the family's own child with every tagged child's portal consent, or on the website.
      const childPhotos = docs.filter((doc) => (doc as { purpose?: string }).purpose === 'child-photo') as unknown as { families?: unknown[]; portalOk?: boolean; websiteOk?: boolean; onWebsite?: boolean }[]
      expect(childPhotos.every((doc) => (doc.portalOk && (doc.families ?? []).map(idOf).includes(user!.id)) || (doc.websiteOk && doc.onWebsite))).toBe(true)
    } else if (expected === 'room' && slug === 'media') {
      // the site's public media plus the photos of the people who collect the children of the teacher's rooms
      const roomPhotos: Where = { and: [{ purpose: { equals: 'pickup-photo' } }, { 'child.classroom': { in: classroomsOf(user) } }] }
      // … and the images attached to the messages of the families of those rooms.
      const roomAttachments: Where = { and: [{ purpose: { equals: 'message-attachment' } }, { family: { in: await familiesOfRooms(classroomsOf(user)) } }] }
      // … and the photos of children of those rooms, and those a public gallery shows.
      const childPhotos: Where = { and: [{ purpose: { equals: 'child-photo' } }, { or: [{ 'children.classroom': { in: classroomsOf(user) } }, { and: [{ websiteOk: { equals: true } }, { onWebsite: { equals: true } }] }] }] }
      const siteMedia: Where = { and: [{ family: { exists: false } }, { purpose: { exists: false } }] }
      const { docs: expectedDocs } = await payload.find({ collection: slug, where: { or: [siteMedia, roomPhotos, roomAttachments, childPhotos] }, overrideAccess: true, depth: 0, limit: 0, pagination: false, select: {} })
      expect(docs.map((doc) => String(doc.id)).sort()).toEqual(expectedDocs.map((doc) => String(doc.id)).sort())
      expect(docs.every((doc) => !(doc as { family?: unknown }).family || ['pickup-photo', 'message-attachment'].includes((doc as { purpose?: string }).purpose ?? ''))).toBe(true)
    } else if (expected === 'own' || expected === 'room') {
      // Exactly the documents of the parent's family (or the teacher's classrooms), and some exist.
      const payloadIds = async (where: Where) =>
        (await payload.find({ collection: slug, where, overrideAccess: true, depth: 0, limit: 0, pagination: false, select: {} })).docs.map((doc) => String(doc.id)).sort()
      const expectedIds = await payloadIds(scopeOf(slug, expected, user!))
      expect(expectedIds.length).toBeGreaterThan(0)
      expect(docs.map((doc) => String(doc.id)).sort()).toEqual(expectedIds)
      expect(expectedIds.length).toBeLessThan(await countAll(slug))
    }
  })

  if (samples[slug]) {
    it.each(ACTORS)('create by %s follows the access table and a refusal writes nothing', async (actor) => {
      const payload = await testPayload()
      const allowed = (rule.create ?? rule.write).includes(actor)
      const before = await countAll(slug)
      const attempt = payload.create({ collection: slug, data: samples[slug]!() as never, user: actors[actor], overrideAccess: false, depth: 0 })
      if (allowed) {
        await expect(attempt).resolves.toHaveProperty('id')
        expect(await countAll(slug)).toBe(before + 1)
      } else {
        await expect(attempt).rejects.toMatchObject({ status: rule.refusedWith?.[actor] ?? 403 })
        expect(await countAll(slug)).toBe(before)
      }
    })

    if (!rule.ownUpdateTests) it.each(ACTORS)('update and delete by %s follow the access table', async (actor) => {
      const payload = await testPayload()
      const allowed = rule.write.includes(actor)
      const target = (await payload.create({ collection: slug, data: samples[slug]!() as never, overrideAccess: true, user: actors.admin, depth: 0 })) as { id: string }
      const before = await payload.findByID({ collection: slug, id: target.id, overrideAccess: true, depth: 0 })
      const field =
        slug === 'users' ? 'firstName'
        : slug === 'contact-messages' || slug === 'classrooms' || slug === 'authorized-pickups' ? 'name'
        : slug === 'applications' ? 'questions'
        : slug === 'children' ? 'firstName'
        : slug === 'daily-activities' ? 'notes'
        : slug === 'incidents' ? 'place'
        : slug === 'ratio-alerts' ? 'ratio'
        : slug === 'application-events' ? 'to'
        : slug === 'consents' ? 'kind'
        : slug === 'family-messages' ? 'body'
        : slug === 'audit-events' ? 'userName'
        : slug === 'fee-schedules' || slug === 'subsidy-agencies' ? 'name'
        : slug === 'billing-plans' ? 'discountReason'
        : slug === 'subsidy-authorizations' ? 'caseNumber'
        : slug === 'ledger-entries' ? 'description'
        : slug === 'invoices' ? 'period'
        : slug === 'family-accounts' ? 'recentPayments'
        : slug === 'vaccines' ? 'name'
        : slug === 'immunization-records' ? 'note'
        : slug === 'care-plans' ? 'whatToDo'
        : slug === 'staff-credentials' ? 'note'
        : slug === 'drills' ? 'notes'
        : slug === 'medication-authorizations' ? 'instructions'
        : slug === 'medication-doses' ? 'note'
        : 'title'
      const update = payload.update({ collection: slug, id: target.id, data: { [field]: 'Changed' } as never, user: actors[actor], overrideAccess: false, depth: 0 })
      if (allowed) await expect(update).resolves.toHaveProperty(field, 'Changed')
      else {
        await expect(update).rejects.toMatchObject({ status: expect.any(Number) })
        const after = await payload.findByID({ collection: slug, id: target.id, overrideAccess: true, depth: 0 })
        expect((after as unknown as Record<string, unknown>)[field]).toEqual((before as unknown as Record<string, unknown>)[field])
      }
      const remove = payload.delete({ collection: slug, id: target.id, user: actors[actor], overrideAccess: false })
      if ((rule.remove ?? rule.write).includes(actor)) {
        await expect(remove).resolves.toHaveProperty('id', target.id)
        expect(await countAll(slug, { id: { equals: target.id } })).toBe(0)
      } else {
        await expect(remove).rejects.toMatchObject({ status: expect.any(Number) })
        expect(await countAll(slug, { id: { equals: target.id } })).toBe(1)
      }
    })
  }
})

describe('users: self-service and roles', () => {
  it('a parent may edit their own name but never their role', async () => {
    const payload = await testPayload()
    const me = actors.parentB as TypedUser
    const updated = await payload.update({ collection: 'users', id: me.id, data: { firstName: 'Jim', role: 'admin' } as never, user: me, overrideAccess: false })
    expect(updated.firstName).toBe('Jim')
    expect(updated.role).toBe('parent')
    await payload.update({ collection: 'users', id: me.id, data: { firstName: 'James' }, overrideAccess: true })
  })

  it('a parent may not edit another family’s account', async () => {
    const payload = await testPayload()
    await expect(
      payload.update({ collection: 'users', id: actors.parentA!.id, data: { firstName: 'Hacked' }, user: actors.parentB, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('only admins may create an admin or editor', async () => {
    const payload = await testPayload()
    const byEditor = payload.create({
      collection: 'users',
      data: { username: 'sneaky', password: 'secret-123', role: 'admin' } as never,
      user: actors.editor,
      overrideAccess: false,
    })
    await expect(byEditor).rejects.toMatchObject({ status: 403 })
    const byAdmin = await payload.create({
      collection: 'users',
      data: { username: 'new.editor', password: 'secret-123', role: 'editor' } as never,
      user: actors.admin,
      overrideAccess: false,
    })
    expect(byAdmin.role).toBe('editor')
  })

  it('only admins and editors may open /cms; only admins may unlock accounts', async () => {
    const payload = await testPayload()
    const access = payload.collections.users.config.access
    for (const actor of ACTORS) {
      const req = { user: actors[actor], payload } as never
      expect(await access.admin!({ req }), `${actor} /cms`).toBe(actor === 'admin' || actor === 'editor')
      expect(Boolean(await access.unlock!({ req })), `${actor} unlock`).toBe(actor === 'admin')
    }
  })
})

describe('family records carry their family from the child, never from input', () => {
  it('createdBy is the session user and family is the child’s parent, whatever the body says', async () => {
    const payload = await testPayload()
    const doc = await payload.create({
      collection: 'milestones',
      data: { child: childA.id, title: 'Claims', description: 'x', category: 'social', createdBy: actors.parentB!.id, family: actors.parentB!.id } as never,
      user: actors.admin,
      overrideAccess: false,
      depth: 0,
    })
    expect(idOf(doc.createdBy)).toBe(actors.admin!.id)
    expect(idOf(doc.family)).toBe(actors.parentA!.id)
  })

  it('moving a child to another family moves its records with it', async () => {
    const payload = await testPayload()
    const child = await payload.create({
      collection: 'children',
      data: { firstName: 'Moving', lastName: 'Child', dateOfBirth: '2022-02-02', enrollmentDate: '2025-02-02', parent: actors.parentA!.id },
      user: actors.admin,
      overrideAccess: false,
    })
    const record = await payload.create({ collection: 'daily-activities', data: { child: child.id, date: '2026-11-03' } as never, user: actors.admin, overrideAccess: false })
    await payload.update({ collection: 'children', id: child.id, data: { parent: actors.parentB!.id }, user: actors.admin, overrideAccess: false })
    const moved = await payload.findByID({ collection: 'daily-activities', id: record.id, overrideAccess: true, depth: 0 })
    expect(idOf(moved.family)).toBe(actors.parentB!.id)
    await expect(
      payload.findByID({ collection: 'daily-activities', id: record.id, user: actors.parentA, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('a child’s parent must be a parent account', async () => {
    const payload = await testPayload()
    await expect(
      payload.create({
        collection: 'children',
        data: { firstName: 'X', lastName: 'Y', dateOfBirth: '2022-02-02', enrollmentDate: '2025-02-02', parent: actors.editor!.id },
        user: actors.admin,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})
