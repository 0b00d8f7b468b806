/**
 * Over-ratio alerts against a real SMTP server (as tests/int/mail.int.spec.ts: SMTP_URL
 * and CENTRE_NOTIFY_EMAIL are set before the app's config is first imported, and the tests run the job
 * queue themselves). Each test uses classrooms of its own, so what other files leave checked in counts for
 * nothing here.
 *
 * - a room going over ratio opens one alert with the counts at the start, and the admins (the centre's
 *   notification address and every admin with an email) get one mail each, with the subject and a link to
 *   the ratio board; a second change still over ratio opens nothing and sends nothing;
 * - three checks of the same change at once (three server processes) open one alert and send one mail;
 * - back within ratio closes the alert; going over again opens a new one; a room without children is
 *   within ratio;
 * - nobody, admins included, creates, changes or deletes an alert through the Local API (403);
 * - teacher X reads only room X's alerts; parents, editors and visitors none; GET /api/ratio-alerts's
 *   service answers the rooms over ratio now, with the caller's rights;
 * - the wiring: a floor change heard by the process leads to the check, ANY_CLASSROOM checks every room,
 *   and a check that fails is logged, never thrown.
 */
import { _internal_resetJobSystemGlobals, type Payload, type TypedUser } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { startMailServer, type MailServer } from '../../scripts/lib/mailServer'
import { patience } from './patience'

const NOTIFY = 'ratios.director@centre.test'
const FROM = 'office@centre.test'
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

let mail: MailServer
// Imported once SMTP_URL is set: the app's config reads it on first import.
let helpers: {
  payload: typeof import('./helpers/payload')
  jobs: typeof import('@/jobs')
  alerts: typeof import('@/features/ratios/ratioAlerts')
  boot: typeof import('@/features/ratios/boot')
  floor: typeof import('@/features/attendance/floorChanges')
  dates: typeof import('@/lib/dates')
  mail: typeof import('@/mail')
  serverURL: string
}
let payload: Payload
let actors: import('./helpers/payload').FloorActors

const SYSTEM = { overrideAccess: true as const, depth: 0 }
const as = (user: TypedUser | null) => ({ user, overrideAccess: false as const, depth: 0 })
const idOf = (value: unknown) => (value && typeof value === 'object' ? String((value as { id: unknown }).id) : value == null ? null : String(value))

/** Runs the queue until it is empty, as the server's runner would over the next minutes. */
async function deliver() {
  for (let round = 0; round < 50; round++) {
    const { jobStatus } = await helpers.jobs.runQueuedJobs(payload, 100)
    if (Object.keys(jobStatus ?? {}).length === 0) return
  }
}

/** Who should hear of an episode: the centre's address and every admin with an email, each once. */
async function expectedRecipients(): Promise<string[]> {
  const { notifyAddress } = await helpers.mail.mailCentre(payload)
  const { docs } = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, pagination: false, ...SYSTEM })
  return [...new Set([notifyAddress, ...docs.map((admin) => admin.email)].filter((address): address is string => Boolean(address?.trim())).map((address) => address.trim().toLowerCase()))].sort()
}

/** A toddler room of this test's own (12–24 months: the 1:6 ratio). */
async function newRoom() {
  return payload.create({ collection: 'classrooms', data: { name: `Alert Room ${unique()}`, ageFromMonths: 12, ageToMonths: 24, capacity: 12 }, ...SYSTEM })
}

/** A date of birth about 18 months ago: a toddler (1:6). */
function toddlerBirthDate(): string {
  const [year, month] = helpers.dates.centreToday().split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, month - 1 - 18, 1)).toISOString().slice(0, 10)
}

/** Checks `count` new children into the room, as an admin does at the door. */
async function arrive(roomId: string, count = 1) {
  for (let i = 0; i < count; i++) {
    const child = await payload.create({
      collection: 'children',
      data: { firstName: `Toddler${i}`, lastName: 'Ratio', dateOfBirth: toddlerBirthDate(), enrollmentDate: '2026-01-05', parent: actors.parentA!.id, classroom: roomId },
      ...SYSTEM,
      user: actors.admin,
    })
    await payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.admin) })
  }
}

/** A teacher of the room checks in (staff attendance), and out again with the returned function. */
async function staffIn(roomId: string) {
  const created = await payload.create({
    collection: 'users',
    data: { username: `ratio.teacher.${unique()}`, password: 'teacher-pass-123', firstName: 'Floor', lastName: 'Teacher', role: 'teacher', classrooms: [roomId] } as never,
    ...SYSTEM,
    user: actors.admin,
  })
  const teacher = { ...created, collection: 'users' as const } as TypedUser
  const shift = await payload.create({ collection: 'staff-attendance', data: { classroom: roomId } as never, ...as(teacher) })
  return async () => {
    await payload.update({ collection: 'staff-attendance', id: shift.id, data: { checkedOutAt: new Date().toISOString() }, ...as(teacher) })
  }
}

const alertsOf = async (roomId: string) =>
  (await payload.find({ collection: 'ratio-alerts', where: { classroom: { equals: roomId } }, sort: 'startedAt', pagination: false, ...SYSTEM })).docs
const check = (roomId: string) => helpers.alerts.checkRatioAlerts(payload, roomId)
const mailsAbout = (roomName: string) => mail.received.filter((received) => received.subject.includes(`${roomName} `))

beforeAll(async () => {
  mail = await startMailServer()
  process.env.SMTP_URL = mail.url
  process.env.EMAIL_FROM = `Multicultural Centre Office <${FROM}>`
  process.env.CENTRE_NOTIFY_EMAIL = NOTIFY
  const { serverURL } = await import('@/lib/runtimeConfig')
  helpers = {
    payload: await import('./helpers/payload'),
    jobs: await import('@/jobs'),
    alerts: await import('@/features/ratios/ratioAlerts'),
    boot: await import('@/features/ratios/boot'),
    floor: await import('@/features/attendance/floorChanges'),
    dates: await import('@/lib/dates'),
    mail: await import('@/mail'),
    serverURL,
  }
  payload = await helpers.payload.testPayload()
  actors = await helpers.payload.loadFloorActors()
  // The mails earlier test files queued as a side effect are not this file's (they would go to this server too).
  await payload.delete({ collection: 'payload-jobs', where: { completedAt: { exists: false } }, overrideAccess: true })
})

afterEach(() => _internal_resetJobSystemGlobals())

afterAll(async () => {
  // The episodes ANY_CLASSROOM found in the seeded rooms queued mails too: sent here, not left to the next file.
  if (helpers) await deliver().catch(() => undefined)
  await mail?.stop()
})

describe('a child moved to another classroom while checked in', () => {
  it('the episodes of both rooms follow the child: the room left is within ratio again and its alert closes, the room joined goes over and opens one', async () => {
    const [left, joined] = [await newRoom(), await newRoom()]
    const teacherLeaves = await staffIn(left.id)
    // Seven toddlers and one teacher: over the 1:6 ratio.
    await arrive(left.id, 7)
    expect((await check(left.id))[0]!.outcome).toBe('opened')
    expect((await check(joined.id))[0]!.outcome).toBe('within')

    const { docs } = await payload.find({ collection: 'children', where: { classroom: { equals: left.id } }, limit: 1, ...SYSTEM })
    await payload.update({ collection: 'children', id: docs[0]!.id, data: { classroom: joined.id }, ...as(actors.admin) })

    expect(await check(left.id)).toEqual([{ classroomId: left.id, overRatio: false, outcome: 'closed' }])
    // The child is in the new room now, with nobody on staff there.
    expect(await check(joined.id)).toEqual([{ classroomId: joined.id, overRatio: true, outcome: 'opened' }])
    expect((await alertsOf(joined.id))[0]).toMatchObject({ childrenPresent: 1, staffPresent: 0, staffRequired: 1 })
    await teacherLeaves()
    await deliver()
  })
})

describe('a classroom going over ratio', () => {
  it('opens one alert with the counts at the start and mails each admin once, with the subject and a link to the ratio board', async () => {
    const room = await newRoom()
    await arrive(room.id)
    // Children present and nobody on staff: over ratio.
    expect(await check(room.id)).toEqual([{ classroomId: room.id, overRatio: true, outcome: 'opened' }])

    const [alert, ...more] = await alertsOf(room.id)
    expect(more).toHaveLength(0)
    expect(alert).toMatchObject({ date: helpers.dates.centreToday(), childrenPresent: 1, staffPresent: 0, staffRequired: 1, ratio: '1:6' })
    expect(alert!.endedAt ?? null).toBeNull()
    expect(Math.abs(Date.parse(alert!.startedAt) - Date.now())).toBeLessThan(60_000)
    expect(alert!.notifiedAt).toBeTruthy()

    await deliver()
    const recipients = await expectedRecipients()
    expect(recipients).toContain(NOTIFY)
    expect(recipients).toContain('admin@multicultural-childcare.example')
    const subject = `Over ratio: ${room.name} needs 1 staff, 0 present`
    for (const to of recipients) {
      const received = await mail.waitFor((candidate) => candidate.to.includes(to) && candidate.subject === subject)
      expect(received.from).toBe(FROM)
      expect(received.links).toContain(`${helpers.serverURL}/staff/ratios`)
      expect(received.html).toContain(`href="${helpers.serverURL}/staff/ratios"`)
      expect(received.text).toContain('1 child checked in (ratio 1:6 for the youngest), 0 staff checked in, 1 needed')
    }
    // One mail per recipient, each to one person.
    expect(mailsAbout(room.name).map((received) => received.to.join(',')).sort()).toEqual(recipients)

    // Still over ratio after another arrival: the same episode, no new alert, no new mail.
    await arrive(room.id)
    expect(await check(room.id)).toEqual([{ classroomId: room.id, overRatio: true, outcome: 'still-open' }])
    expect(await alertsOf(room.id)).toHaveLength(1)
    await deliver()
    expect(mailsAbout(room.name)).toHaveLength(recipients.length)
  })

  it('three checks of the same change at once (three server processes) open one alert and send one mail to each admin', async () => {
    const room = await newRoom()
    await arrive(room.id, 2)
    const outcomes = (await Promise.all([check(room.id), check(room.id), check(room.id)])).flat().map((result) => result.outcome)
    expect(outcomes.filter((outcome) => outcome === 'opened')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome !== 'opened').every((outcome) => outcome === 'opened-elsewhere' || outcome === 'still-open')).toBe(true)
    expect(await alertsOf(room.id)).toHaveLength(1)
    await deliver()
    const recipients = await expectedRecipients()
    await mail.waitFor((candidate) => candidate.to.includes(NOTIFY) && candidate.subject.includes(room.name))
    expect(mailsAbout(room.name).map((received) => received.to.join(',')).sort()).toEqual(recipients)
  })

  it('closes when the room is within ratio again (no mail), and a later episode opens a new alert and mails again', async () => {
    const room = await newRoom()
    await arrive(room.id)
    expect((await check(room.id))[0]!.outcome).toBe('opened')
    const checkOut = await staffIn(room.id)
    expect(await check(room.id)).toEqual([{ classroomId: room.id, overRatio: false, outcome: 'closed' }])
    const [first] = await alertsOf(room.id)
    expect(first!.endedAt).toBeTruthy()
    expect(Date.parse(first!.endedAt!)).toBeGreaterThanOrEqual(Date.parse(first!.startedAt))
    // Within ratio and nothing open: nothing to do.
    expect((await check(room.id))[0]!.outcome).toBe('within')

    await checkOut()
    expect((await check(room.id))[0]!.outcome).toBe('opened')
    const episodes = await alertsOf(room.id)
    expect(episodes).toHaveLength(2)
    expect(episodes[1]!.id).not.toBe(first!.id)
    expect(episodes[1]!.endedAt ?? null).toBeNull()
    expect(episodes[0]!.endedAt).toBe(first!.endedAt)

    await deliver()
    const recipients = await expectedRecipients()
    await mail.waitFor((candidate) => candidate.to.includes(NOTIFY) && candidate.subject.includes(room.name) && mailsAbout(room.name).length >= 2 * recipients.length)
    // Two episodes, two mails each; the return within ratio sent none.
    expect(mailsAbout(room.name)).toHaveLength(2 * recipients.length)
  })

  it('a room without children is within ratio, with or without staff', async () => {
    const room = await newRoom()
    expect(await check(room.id)).toEqual([{ classroomId: room.id, overRatio: false, outcome: 'within' }])
    await staffIn(room.id)
    expect(await check(room.id)).toEqual([{ classroomId: room.id, overRatio: false, outcome: 'within' }])
    expect(await alertsOf(room.id)).toHaveLength(0)
  })
})

describe('who may touch an alert', () => {
  it('nobody, admins included, creates, changes or deletes one through the Local API (403), and nothing changes', async () => {
    const room = await newRoom()
    await arrive(room.id)
    await check(room.id)
    const [alert] = await alertsOf(room.id)
    for (const actor of helpers.payload.FLOOR_ACTORS) {
      const user = actors[actor]
      const data = { classroom: room.id, date: '2026-11-25', startedAt: new Date().toISOString(), endedAt: new Date().toISOString(), childrenPresent: 1, staffPresent: 0, staffRequired: 1 }
      await expect(payload.create({ collection: 'ratio-alerts', data, ...as(user) }), actor).rejects.toMatchObject({ status: 403 })
      await expect(payload.update({ collection: 'ratio-alerts', id: alert!.id, data: { endedAt: new Date().toISOString() }, ...as(user) }), actor).rejects.toMatchObject({ status: 403 })
      await expect(payload.delete({ collection: 'ratio-alerts', id: alert!.id, ...as(user) }), actor).rejects.toMatchObject({ status: 403 })
    }
    const after = await alertsOf(room.id)
    expect(after).toHaveLength(1)
    expect(after[0]!.endedAt ?? null).toBeNull()
    expect(after[0]!.updatedAt).toBe(alert!.updatedAt)
  })

  it('teacher X reads only room X’s alerts; parents, editors and visitors none; the service answers the rooms over ratio now, with the caller’s rights', async () => {
    const roomX = helpers.payload.classroomsOf(actors.teacherX)[0]!
    const roomY = helpers.payload.classroomsOf(actors.teacherY)[0]!
    // Past episodes of both rooms (closed, so a room's open episode, if any, is untouched).
    const past = { date: '2026-11-20', startedAt: '2026-11-20T14:00:00.000Z', endedAt: '2026-11-20T14:20:00.000Z', childrenPresent: 7, staffPresent: 1, staffRequired: 2, ratio: '1:6' }
    const inX = await payload.create({ collection: 'ratio-alerts', data: { ...past, classroom: roomX }, ...SYSTEM })
    const inY = await payload.create({ collection: 'ratio-alerts', data: { ...past, classroom: roomY }, ...SYSTEM })

    const seenByX = (await payload.find({ collection: 'ratio-alerts', pagination: false, ...as(actors.teacherX) })).docs
    expect(seenByX.map((alert) => alert.id)).toContain(inX.id)
    expect(seenByX.map((alert) => alert.id)).not.toContain(inY.id)
    expect(seenByX.every((alert) => helpers.payload.classroomsOf(actors.teacherX).includes(idOf(alert.classroom)!))).toBe(true)
    const seenByAdmin = (await payload.find({ collection: 'ratio-alerts', pagination: false, ...as(actors.admin) })).docs
    expect(seenByAdmin.map((alert) => alert.id)).toEqual(expect.arrayContaining([inX.id, inY.id]))
    for (const actor of ['anonymous', 'parentA', 'parentB', 'editor'] as const) {
      await expect(payload.find({ collection: 'ratio-alerts', ...as(actors[actor]) }), actor).rejects.toMatchObject({ status: 403 })
    }

    // GET /api/ratio-alerts?open=true: an admin sees this file's room over ratio now, by name; teacher X does not (not their room).
    const over = await newRoom()
    await arrive(over.id)
    await check(over.id)
    const forAdmin = await helpers.alerts.ratioAlerts({ payload, user: actors.admin }, { open: true })
    expect(forAdmin.find((alert) => alert.classroomId === over.id)).toMatchObject({ classroomName: over.name, endedAt: null, childrenPresent: 1, staffRequired: 1, ratio: '1:6' })
    expect(forAdmin.every((alert) => alert.endedAt === null)).toBe(true)
    const forX = await helpers.alerts.ratioAlerts({ payload, user: actors.teacherX }, { open: true })
    expect(forX.every((alert) => helpers.payload.classroomsOf(actors.teacherX).includes(alert.classroomId!))).toBe(true)
    const historyForX = await helpers.alerts.ratioAlerts({ payload, user: actors.teacherX })
    expect(historyForX.map((alert) => alert.id)).toContain(inX.id)
    expect(historyForX.map((alert) => alert.id)).not.toContain(inY.id)
    for (const actor of ['parentA', 'editor'] as const) {
      await expect(helpers.alerts.ratioAlerts({ payload, user: actors[actor] }, { open: true })).rejects.toMatchObject({ status: 403 })
    }
    await expect(helpers.alerts.ratioAlerts({ payload, user: null }, { open: true })).rejects.toMatchObject({ status: 401 })
  })
})

describe('the wiring: every floor change heard by this process is checked', () => {
  it('a change of one classroom, heard several times at once, leads to one check and one alert; ANY_CLASSROOM checks every room', async () => {
    const room = await newRoom()
    await arrive(room.id)
    const stop = helpers.boot.followRatioAlerts({ payload: helpers.payload.testPayload, gatherMs: 50 })
    try {
      for (let i = 0; i < 5; i++) helpers.floor.floorChangeHeard(room.id)
      await vi.waitFor(async () => expect(await alertsOf(room.id)).toHaveLength(1), { timeout: patience(15_000), interval: 100 })

      // On (re)connection the listener announces ANY_CLASSROOM: a room over ratio that nobody announced is found.
      const unannounced = await newRoom()
      await arrive(unannounced.id)
      helpers.floor.floorChangeHeard(helpers.floor.ANY_CLASSROOM)
      await vi.waitFor(async () => expect(await alertsOf(unannounced.id)).toHaveLength(1), { timeout: patience(15_000), interval: 100 })
    } finally {
      stop()
    }
    expect(await alertsOf(room.id)).toHaveLength(1)
  })

  it('a check that fails (the database away) is logged, never thrown, and the process carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const stop = helpers.boot.followRatioAlerts({ payload: () => Promise.reject(new Error('The database is not answering')), gatherMs: 10 })
    try {
      helpers.floor.floorChangeHeard('some-classroom')
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('[ratio-alerts] could not check classroom some-classroom')), { timeout: patience(5_000) })
    } finally {
      stop()
      warn.mockRestore()
    }
  })
})
