/**
 * The enrollment pipeline, on the real database:
 * - the allowed and refused moves, through the Local API as a user's call makes it (overrideAccess:
 *   false), through /api/cms and through PATCH /api/admin/applications/:id; a refusal writes nothing;
 * - each change (and the application's arrival) is one dated row of `application-events`, with who;
 *   nobody creates, changes or deletes such a row through an API, admins included;
 * - Enroll: the family account (a new parent, invited by email; or the parent account that already has
 *   the address) and the child from the application, nothing retyped, linked to the application, in one
 *   transaction: the invitation's link lets the parent choose a password and sign in; an address of a
 *   staff account, or a failure half-way, writes nothing; enrolling twice is refused;
 * - the board: a column per status, each age group's waiting list in order with positions;
 * - who may call: 401 anonymous, 403 parents, teachers, editors (and integrations for the move, which
 *   may read the board), before the body is read; 404 unknown id, 400 a bad status.
 */
import { randomUUID } from 'node:crypto'

import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { EnrollmentBoard, PipelineApplicationRecord } from '@/features/applications/record'
import { APPLICATION_STATUS_MESSAGE } from '@/features/applications/schemas'
import { serverURL } from '@/lib/runtimeConfig'
import { ENROLL_THROUGH_BOARD } from '@/features/applications/enrollment'
import { seedPasswords } from '@/seed/demoData'
import { api, apiLogin } from './helpers/api'
import { validApplication } from './helpers/fixtures'
import { type FloorActors, TEACHER_USERNAMES, USERNAMES, countAll, loadFloorActors, testPayload } from './helpers/payload'
import { rest } from './helpers/rest'

type Moved = { success: true; message: string; application: PipelineApplicationRecord }
type Caller = 'anonymous' | 'parentA' | 'editor' | 'teacherX' | 'integration' | 'admin'

let payload: Payload
let actors: FloorActors
let admin: TypedUser
const credentials = {} as Record<Caller, { cookie?: string; headers?: Record<string, string>; origin?: string | null }>

const unique = () => `${Date.now().toString(36)}${randomUUID().slice(0, 6)}`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A new application from the site (anonymous, as /apply sends it), with an address of its own. */
async function applied(overrides: Record<string, unknown> = {}) {
  const id = unique()
  return payload.create({
    collection: 'applications',
    data: validApplication({ email: `family.${id}@families.test`, childFirstName: `Kid${id}`, ...overrides }) as never,
    user: null,
    overrideAccess: false,
    depth: 0,
  })
}

/** Moves it as the admin would from the board. */
const move = (id: string, status: string, caller: Caller = 'admin') => api<Moved & { message: string }>('PATCH', `/api/admin/applications/${id}`, { ...credentials[caller], body: { status } })

/** Through the pipeline to an offer, by the endpoint. */
async function offered(overrides: Record<string, unknown> = {}) {
  const application = await applied(overrides)
  const result = await move(application.id, 'offered')
  expect(result.status, result.text).toBe(200)
  return application
}

const eventsOf = async (applicationId: string) =>
  (await payload.find({ collection: 'application-events', where: { application: { equals: applicationId } }, sort: 'createdAt', pagination: false, depth: 0, overrideAccess: true })).docs

const stored = (id: string) => payload.findByID({ collection: 'applications', id, depth: 0, overrideAccess: true })

/** The "set your password" mail queued for this address (PAYLOAD_DISABLE_JOBS: the test process sends nothing). */
async function invitationTokenFor(email: string): Promise<string | null> {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'notify' } }, sort: '-createdAt', limit: 200, depth: 0, overrideAccess: true })
  // The applicant is also told of the new status (src/mail/notices.ts): the invitation is the mail with a link.
  for (const job of docs) {
    const input = job.input as { to?: string; text?: string } | null
    const token = input?.to === email ? /reset-password\?token=([^&\s"]+)/.exec(input.text ?? '')?.[1] : undefined
    if (token) return decodeURIComponent(token)
  }
  return null
}

/** What an enrollment could write. */
const totals = () => Promise.all((['users', 'children', 'application-events', 'payload-jobs'] as const).map((slug) => countAll(slug)))

beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  payload = await testPayload()
  actors = await loadFloorActors()
  admin = actors.admin!
  const passwords = seedPasswords()
  const apiKey = randomUUID()
  await payload.create({
    collection: 'users',
    data: { username: `pipeline.integration.${unique()}`, password: randomUUID(), role: 'integration', enableAPIKey: true, apiKey } as never,
    user: admin,
    overrideAccess: false,
  })
  credentials.anonymous = {}
  credentials.parentA = { cookie: await apiLogin(USERNAMES.parentA, passwords.parent) }
  credentials.editor = { cookie: await apiLogin(USERNAMES.editor, passwords.editor) }
  credentials.teacherX = { cookie: await apiLogin(TEACHER_USERNAMES.teacherX, passwords.teacher) }
  credentials.admin = { cookie: await apiLogin(USERNAMES.admin, passwords.admin) }
  credentials.integration = { headers: { Authorization: `users API-Key ${apiKey}` }, origin: null }
})

describe('the allowed moves, whoever asks', () => {
  it('Local API (overrideAccess: false): an allowed move is saved, a refused one is 409 with the reason and writes nothing', async () => {
    const application = await applied()
    const toured = await payload.update({ collection: 'applications', id: application.id, data: { status: 'tour-scheduled' }, user: admin, overrideAccess: false, depth: 0 })
    expect(toured.status).toBe('tour-scheduled')
    const before = await eventsOf(application.id)

    const jump = payload.update({ collection: 'applications', id: application.id, data: { status: 'enrolled' }, user: admin, overrideAccess: false })
    await expect(jump).rejects.toMatchObject({ status: 409, message: 'An application cannot move from Tour scheduled to Enrolled: offer a place first.' })
    const back = payload.update({ collection: 'applications', id: application.id, data: { status: 'new' }, user: admin, overrideAccess: false })
    await expect(back).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/only a closed application is reopened/) })
    expect((await stored(application.id)).status).toBe('tour-scheduled')
    expect(await eventsOf(application.id)).toHaveLength(before.length)
  })

  it('"enrolled" is reached only through Enroll, even from an offer and even with the server’s rights', async () => {
    const application = await offered()
    for (const options of [{ user: admin, overrideAccess: false }, { overrideAccess: true }] as const) {
      await expect(payload.update({ collection: 'applications', id: application.id, data: { status: 'enrolled' }, ...options })).rejects.toMatchObject({
        status: 409,
        message: ENROLL_THROUGH_BOARD,
      })
    }
    expect((await stored(application.id)).status).toBe('offered')
  })

  it('/api/cms obeys the same rule', async () => {
    const application = await applied()
    const refused = await rest('PATCH', `/applications/${application.id}`, { cookie: credentials.admin.cookie, body: { status: 'enrolled' } })
    expect(refused.status).toBe(409)
    expect(refused.text).toContain('An application cannot move from Received to Enrolled: offer a place first.')
    const allowed = await rest('PATCH', `/applications/${application.id}`, { cookie: credentials.admin.cookie, body: { status: 'waitlisted' } })
    expect(allowed.status, allowed.text).toBe(200)
    expect((await stored(application.id)).status).toBe('waitlisted')
  })

  it('the endpoint: each allowed step answers the record with its history; a refused one 409 with the reason', async () => {
    const application = await applied()
    const toured = await move(application.id, 'tour-scheduled')
    expect(toured.status, toured.text).toBe(200)
    expect(toured.body.message).toBe('Moved to Tour scheduled.')
    expect(toured.body.application).toMatchObject({ id: application.id, status: 'tour-scheduled', familyId: null, childId: null, waitlistPosition: null })
    expect(toured.body.application.history.map((event) => [event.from, event.to])).toEqual([
      [null, 'new'],
      ['new', 'tour-scheduled'],
    ])

    const jump = await move(application.id, 'enrolled')
    expect(jump.status).toBe(409)
    expect(jump.body.message).toBe('An application cannot move from Tour scheduled to Enrolled: offer a place first.')
    // What is refused, named, so a screen says it in its own language.
    expect((jump.body as unknown as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['status'])

    const declined = await move(application.id, 'declined')
    expect(declined.body.application.status).toBe('declined')
    const stuck = await move(application.id, 'offered')
    expect(stuck.status).toBe(409)
    expect(stuck.body.message).toMatch(/reopen it first/)
    // Reopening a closed application is allowed (docs/spec.md).
    const reopened = await move(application.id, 'new')
    expect(reopened.status, reopened.text).toBe(200)
    expect(reopened.body.application.history.map((event) => event.to)).toEqual(['new', 'tour-scheduled', 'declined', 'new'])
  })
})

describe('the history', () => {
  it('each change is one row: from, to, who and when (the application’s statusChangedAt)', async () => {
    const application = await applied()
    const arrival = await eventsOf(application.id)
    expect(arrival).toHaveLength(1)
    expect(arrival[0]).toMatchObject({ from: null, to: 'new', changedBy: null })

    await payload.update({ collection: 'applications', id: application.id, data: { status: 'waitlisted' }, user: admin, overrideAccess: false })
    // A change of another field is not a status change.
    await payload.update({ collection: 'applications', id: application.id, data: { questions: 'Any news?' }, user: admin, overrideAccess: false })
    const events = await eventsOf(application.id)
    expect(events).toHaveLength(2)
    const last = events[1]!
    expect(last).toMatchObject({ from: 'new', to: 'waitlisted', changedBy: admin.id })
    expect(last.createdAt).toBe((await stored(application.id)).statusChangedAt)
    expect(Math.abs(Date.parse(last.createdAt) - Date.now())).toBeLessThan(60_000)
  })

  it('nobody creates, changes or deletes a row through an API, admins included', async () => {
    const application = await applied()
    const [event] = await eventsOf(application.id)
    const before = await countAll('application-events')
    for (const caller of ['admin', 'editor', 'parentA'] as const) {
      const { cookie } = credentials[caller]
      const created = await rest('POST', '/application-events', { cookie, body: { application: application.id, from: 'new', to: 'enrolled' } })
      expect(created.status, `${caller} POST`).toBe(403)
      const changed = await rest('PATCH', `/application-events/${event!.id}`, { cookie, body: { to: 'enrolled' } })
      expect(changed.status, `${caller} PATCH`).toBe(403)
      const removed = await rest('DELETE', `/application-events/${event!.id}`, { cookie })
      expect(removed.status, `${caller} DELETE`).toBe(403)
    }
    await expect(
      payload.create({ collection: 'application-events', data: { application: application.id, to: 'enrolled' }, user: admin, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(payload.delete({ collection: 'application-events', id: event!.id, user: admin, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    expect(await countAll('application-events')).toBe(before)
    expect((await eventsOf(application.id))[0]).toMatchObject({ id: event!.id, to: 'new' })
  })
})

describe('Enroll', () => {
  it('creates the parent account (invited by email) and the child from the application, links them, and the parent signs in after choosing a password', async () => {
    const application = await offered({ parentFirstName: 'Amara', parentLastName: 'Okoye', childFirstName: 'Zuri', childLastName: 'Okoye', childDateOfBirth: '2024-02-29', childAgeGroup: 'toddler', desiredStartDate: '2027-02-01', specialNeeds: 'Asthma inhaler' })
    const [users, children] = [await countAll('users'), await countAll('children')]

    const enrolled = await move(application.id, 'enrolled')
    expect(enrolled.status, enrolled.text).toBe(200)
    expect(enrolled.body.message).toMatch(/^Family account created \(invitation sent to .+\)\. Zuri Okoye is enrolled\.$/)
    const record = enrolled.body.application
    expect(record.status).toBe('enrolled')
    expect(record.history.map((event) => event.to)).toEqual(['new', 'offered', 'enrolled'])
    expect(record.history.at(-1)!.changedBy).toEqual({ id: admin.id, name: 'Centre Director' })
    expect(await countAll('users')).toBe(users + 1)
    expect(await countAll('children')).toBe(children + 1)

    const family = await payload.findByID({ collection: 'users', id: record.familyId!, depth: 0, overrideAccess: true })
    expect(family).toMatchObject({ role: 'parent', firstName: 'Amara', lastName: 'Okoye', email: application.email, invitationPending: true })
    const child = await payload.findByID({ collection: 'children', id: record.childId!, depth: 0, overrideAccess: true })
    expect(child).toMatchObject({ firstName: 'Zuri', lastName: 'Okoye', parent: family.id, ageGroup: 'toddler', specialNeeds: 'Asthma inhaler' })
    expect(child.dateOfBirth.slice(0, 10)).toBe('2024-02-29')
    expect(child.enrollmentDate.slice(0, 10)).toBe('2027-02-01')
    const saved = await stored(application.id)
    expect(saved).toMatchObject({ status: 'enrolled', enrolledFamily: family.id, enrolledChild: child.id })

    // The invitation was queued with the enrollment; its link sets the password and the parent signs in.
    const token = await invitationTokenFor(application.email)
    expect(token, 'an invitation mail is queued').toBeTruthy()
    const chosen = await api('POST', '/api/password/reset', { body: { token, password: 'family-password-1' } })
    expect(chosen.status, chosen.text).toBe(200)
    const cookie = await apiLogin(family.username, 'family-password-1')
    const own = await api<{ id: string; firstName: string }[]>('GET', '/api/parent/children', { cookie })
    expect(own.body.map((kid) => kid.id)).toEqual([child.id])

    // Enrolled is final: a second Enroll (or any move) is refused and writes nothing.
    const before = await totals()
    const again = await move(application.id, 'enrolled')
    expect(again.status).toBe(200)
    expect(again.body.message).toBe('The application is already Enrolled.')
    const away = await move(application.id, 'declined')
    expect(away.status).toBe(409)
    expect(away.body.message).toMatch(/an enrollment is final/)
    expect(await totals()).toEqual(before)
  })

  it('reuses the parent account that already has the application’s email (a second child)', async () => {
    const email = `returning.${unique()}@families.test`
    const parent = await payload.create({
      collection: 'users',
      data: { username: `returning.${unique()}`, password: 'secret-123', firstName: 'Ines', lastName: 'Costa', email, role: 'parent' },
      user: admin,
      overrideAccess: false,
    })
    const application = await offered({ email: email.toUpperCase(), childFirstName: 'Tomas', childLastName: 'Costa' })
    const users = await countAll('users')
    const enrolled = await move(application.id, 'enrolled')
    expect(enrolled.status, enrolled.text).toBe(200)
    expect(enrolled.body.message).toBe(`Tomas Costa is enrolled in the existing family account of ${email}.`)
    expect(enrolled.body.application.familyId).toBe(parent.id)
    expect(await countAll('users')).toBe(users)
    const child = await payload.findByID({ collection: 'children', id: enrolled.body.application.childId!, depth: 0, overrideAccess: true })
    expect(child.parent).toBe(parent.id)
  })

  it('refuses an address of a staff account (409, nothing written)', async () => {
    const editor = await payload.findByID({ collection: 'users', id: actors.editor!.id, depth: 0, overrideAccess: true })
    const application = await offered({ email: editor.email })
    const before = await totals()
    const refused = await move(application.id, 'enrolled')
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(`${editor.email} belongs to an account that is not a family's (editor): correct the application's email in /cms, then enroll again. Nothing was created.`)
    expect((refused.body as unknown as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['email'])
    expect(await totals()).toEqual(before)
    expect(await stored(application.id)).toMatchObject({ status: 'offered', enrolledFamily: null, enrolledChild: null })
  })

  it('a failure half-way (the child cannot be created) leaves no account, no child, no mail and no event', async () => {
    const application = await offered()
    // An application whose date of birth no longer reads as a date (written past the validation).
    await payload.db.updateOne({ collection: 'applications', id: application.id, data: { childDateOfBirth: 'sometime' } })
    const before = await totals()
    const failed = await move(application.id, 'enrolled')
    expect(failed.status).toBe(400)
    expect(await totals()).toEqual(before)
    expect(await invitationTokenFor(application.email)).toBeNull()
    const users = await payload.find({ collection: 'users', where: { email: { equals: application.email } }, depth: 0, overrideAccess: true })
    expect(users.docs).toEqual([])
    expect((await stored(application.id)).status).toBe('offered')
  })
})

describe('what a move did, as data for a screen in any language', () => {
  /*
   * The answer's `message` is English ("Moved to Tour scheduled."); a Spanish board cannot show it. The
   * answer's `outcome` says what happened as data, and the board words it in its language.
   */
  it('a move, a move to where it already is, and each kind of enrollment answer their outcome beside the English message', async () => {
    const application = await applied()
    const moved = await api<Moved & { outcome: unknown }>('PATCH', `/api/admin/applications/${application.id}`, { ...credentials.admin, body: { status: 'tour-scheduled' }, headers: { 'X-Centre-Language': 'es' } })
    expect(moved.status, moved.text).toBe(200)
    expect(moved.body).toMatchObject({ message: 'Moved to Tour scheduled.', outcome: { kind: 'moved' } })
    const again = await api<Moved & { outcome: unknown }>('PATCH', `/api/admin/applications/${application.id}`, { ...credentials.admin, body: { status: 'tour-scheduled' } })
    expect(again.body).toMatchObject({ message: 'The application is already Tour scheduled.', outcome: { kind: 'unchanged' } })

    const fresh = await offered({ childFirstName: 'Lía', childLastName: 'Rojas' })
    const enrolled = await api<Moved & { outcome: { kind: string; account: string; email: string; child: string } }>('PATCH', `/api/admin/applications/${fresh.id}`, { ...credentials.admin, body: { status: 'enrolled' } })
    expect(enrolled.status, enrolled.text).toBe(200)
    expect(enrolled.body.outcome).toEqual({ kind: 'enrolled', account: enrolled.body.message.includes('invitation sent') ? 'invited' : 'no-invitation', email: fresh.email.toLowerCase(), child: 'Lía Rojas' })

    const email = `second.${unique()}@families.test`
    await payload.create({ collection: 'users', data: { username: `second.${unique()}`, password: 'secret-123', firstName: 'Rosa', lastName: 'Rojas', email, role: 'parent' }, user: admin, overrideAccess: false })
    const second = await offered({ email, childFirstName: 'Teo', childLastName: 'Rojas' })
    const reused = await api<Moved & { outcome: unknown }>('PATCH', `/api/admin/applications/${second.id}`, { ...credentials.admin, body: { status: 'enrolled' } })
    expect(reused.body).toMatchObject({ message: `Teo Rojas is enrolled in the existing family account of ${email}.`, outcome: { kind: 'enrolled', account: 'existing', email, child: 'Teo Rojas' } })
  })
})

describe('the board', () => {
  it('has a column per status with its total, and each age group’s waiting list in order', async () => {
    const waitlisted: string[] = []
    for (let i = 0; i < 3; i++) {
      const application = await applied({ childAgeGroup: 'infant' })
      await pause(5)
      expect((await move(application.id, 'waitlisted')).status).toBe(200)
      waitlisted.push(application.id)
    }
    const preschool = await applied({ childAgeGroup: 'preschool' })
    const answer = await move(preschool.id, 'waitlisted')

    const board = await api<EnrollmentBoard>('GET', '/api/admin/applications/board', credentials.admin)
    expect(board.status, board.text).toBe(200)
    expect(board.body.columns.map((column) => column.status)).toEqual(['new', 'tour-scheduled', 'offered', 'enrolled', 'waitlisted', 'declined'])
    for (const column of board.body.columns) {
      expect(column.total, column.status).toBe(await countAll('applications', { status: { equals: column.status } }))
      expect(column.applications.every((application) => application.status === column.status)).toBe(true)
    }
    expect(board.body.waitlist.map((group) => group.ageGroup)).toEqual(['infant', 'toddler', 'preschool', 'school-age'])
    const infants = board.body.waitlist.find((group) => group.ageGroup === 'infant')!.applications
    expect(infants.map((application) => application.waitlistPosition)).toEqual(infants.map((_, index) => index + 1))
    // The three were waitlisted last, in this order: the end of the infants' list.
    expect(infants.slice(-3).map((application) => application.id)).toEqual(waitlisted)
    const preschoolers = board.body.waitlist.find((group) => group.ageGroup === 'preschool')!.applications
    expect(preschoolers.at(-1)).toMatchObject({ id: preschool.id, waitlistPosition: preschoolers.length })
    expect(answer.body.application.waitlistPosition).toBe(preschoolers.length)

    // The first of the three is offered a place: the two behind move up one.
    const [first, second, third] = waitlisted
    const position = (list: PipelineApplicationRecord[], id: string) => list.find((application) => application.id === id)?.waitlistPosition
    const before = [position(infants, second!), position(infants, third!)]
    await move(first!, 'offered')
    const after = (await api<EnrollmentBoard>('GET', '/api/admin/applications/board', credentials.admin)).body.waitlist.find((group) => group.ageGroup === 'infant')!.applications
    expect([position(after, second!), position(after, third!)]).toEqual(before.map((value) => value! - 1))
    expect(position(after, first!)).toBeUndefined()
  })
})

describe('who may call', () => {
  const MOVE: Record<Caller, number> = { anonymous: 401, parentA: 403, editor: 403, teacherX: 403, integration: 403, admin: 200 }
  const BOARD: Record<Caller, number> = { anonymous: 401, parentA: 403, editor: 403, teacherX: 403, integration: 200, admin: 200 }

  it.each(Object.entries(MOVE) as [Caller, number][])('PATCH /api/admin/applications/:id as %s → %i (a refusal writes nothing)', async (caller, status) => {
    const application = await applied()
    const before = await countAll('application-events')
    const result = await move(application.id, 'tour-scheduled', caller)
    expect(result.status, result.text).toBe(status)
    expect((await stored(application.id)).status).toBe(status === 200 ? 'tour-scheduled' : 'new')
    expect(await countAll('application-events')).toBe(before + (status === 200 ? 1 : 0))
  })

  it.each(Object.entries(BOARD) as [Caller, number][])('GET /api/admin/applications/board as %s → %i', async (caller, status) => {
    const result = await api<EnrollmentBoard>('GET', '/api/admin/applications/board', credentials[caller])
    expect(result.status, result.text).toBe(status)
    if (status === 200) expect(result.body.columns).toHaveLength(6)
  })

  it.each(['anonymous', 'parentA', 'editor', 'integration'] as Caller[])('%s is refused before the body is read', async (caller) => {
    const application = await applied()
    let read = false
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          read = true
          controller.enqueue(new TextEncoder().encode('{"status":"nonsense"}'))
          controller.close()
        },
      },
      // Nothing is pulled until someone reads.
      { highWaterMark: 0 },
    )
    const headers = new Headers({ 'Content-Type': 'application/json', ...(credentials[caller].headers ?? {}) })
    if (credentials[caller].origin !== null) headers.set('Origin', serverURL)
    if (credentials[caller].cookie) headers.set('Cookie', credentials[caller].cookie!)
    const { PATCH } = await import('@/app/api/admin/applications/[applicationId]/route')
    const request = new Request(new URL(`/api/admin/applications/${application.id}`, serverURL), { method: 'PATCH', headers, body, duplex: 'half' } as RequestInit)
    const response = await PATCH(request, { params: Promise.resolve({ applicationId: application.id }) })
    expect(response.status).toBe(caller === 'anonymous' ? 401 : 403)
    expect(read).toBe(false)
  })

  it('404 for an unknown application, 400 for a status that does not exist', async () => {
    expect((await move(randomUUID(), 'offered')).status).toBe(404)
    expect((await move('not-an-id', 'offered')).status).toBe(404)
    const application = await applied()
    const bad = await move(application.id, 'accepted')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(APPLICATION_STATUS_MESSAGE)
    const missing = await api<{ message: string }>('PATCH', `/api/admin/applications/${application.id}`, { ...credentials.admin, body: {} })
    expect(missing.status).toBe(400)
    expect((await stored(application.id)).status).toBe('new')
  })
})
