/**
 * Daily operations through the Local API as every user-facing call makes it (overrideAccess: false with
 * the user): check-in and check-out with authorized pickups, staff attendance, incident reports. What the
 * collections' rules decide is decided for every writer (/api, /api/cms, /cms), so it is tested here.
 */
import type { TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { attendanceMessages } from '@/features/attendance/schemas'
import { floorChangeHeard } from '@/features/attendance/floorChanges'
import { checkIn, checkOut, closeForgotten, today } from '@/features/attendance/service'
import { incidentMessages, incidentSchema } from '@/features/incidents/schemas'
import { CLOCK_SKEW_MINUTES } from '@/lib/constants'
import { centreToday } from '@/lib/dates'
import { ratioBoard } from '@/features/ratios/service'
import { sharedRatioBoard } from '@/features/ratios/sharedBoard'

import { type FloorActors, classroomsOf, countAll, loadFloorActors, testPayload } from './helpers/payload'

let actors: FloorActors
let roomX: string
let roomY: string

const idOf = (value: unknown) => (value && typeof value === 'object' ? String((value as { id: unknown }).id) : value == null ? null : String(value))
const as = (user: TypedUser | null) => ({ user, overrideAccess: false as const, depth: 0 })

/** A child of parent A in teacher X's room, with one authorized pickup. */
async function childInRoomX(name: string) {
  const payload = await testPayload()
  const child = await payload.create({
    collection: 'children',
    data: { firstName: name, lastName: 'Ops', dateOfBirth: '2022-03-01', enrollmentDate: '2026-01-05', parent: actors.parentA!.id, classroom: roomX },
    overrideAccess: true,
    user: actors.admin,
  })
  const pickup = await payload.create({ collection: 'authorized-pickups', data: { child: child.id, name: `${name}'s Grandma`, relation: 'Grandmother', phone: '(919) 555-0101' } as never, ...as(actors.parentA) })
  return { child, pickup }
}

beforeAll(async () => {
  actors = await loadFloorActors()
  roomX = classroomsOf(actors.teacherX)[0]!
  roomY = classroomsOf(actors.teacherY)[0]!
})

describe('check-in', () => {
  it('a teacher checks in a child of their room: the server sets the day, the time, the room, the family and who did it, whatever the input says', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Ina')
    const row = await payload.create({
      collection: 'attendance',
      data: { child: child.id, checkedInAt: '2001-01-01T00:00:00.000Z', date: '2001-01-01', family: actors.parentB!.id, classroom: roomY, checkedOutAt: '2001-01-01T01:00:00.000Z' } as never,
      ...as(actors.teacherX),
    })
    expect(row.date).toBe(centreToday())
    expect(Math.abs(Date.parse(row.checkedInAt!) - Date.now())).toBeLessThan(60_000)
    expect(idOf(row.classroom)).toBe(roomX)
    expect(idOf(row.family)).toBe(actors.parentA!.id)
    expect(idOf(row.checkedInBy)).toBe(actors.teacherX!.id)
    expect(row.checkedOutAt ?? null).toBeNull()
  })

  it('a child already checked in is refused (409) and nothing is added', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Twice')
    await payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.teacherX) })
    const before = await countAll('attendance', { child: { equals: child.id } })
    await expect(payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.admin) })).rejects.toMatchObject({
      status: 409,
      message: attendanceMessages.alreadyIn,
    })
    expect(await countAll('attendance', { child: { equals: child.id } })).toBe(before)
  })

  it('two check-ins of the same child at the same moment leave one open stay (the partial unique index)', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Race')
    const results = await Promise.allSettled(
      [actors.teacherX, actors.admin, actors.teacherX].map((user) => payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(user) })),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(await countAll('attendance', { and: [{ child: { equals: child.id } }, { checkedOutAt: { exists: false } }] })).toBe(1)
  })

  it('a teacher of another room does not find the child (404); parents and editors may not check in (403)', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Other')
    await expect(payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.teacherY) })).rejects.toMatchObject({ status: 404 })
    for (const user of [actors.parentA, actors.editor, null]) {
      await expect(payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(user) })).rejects.toMatchObject({ status: 403 })
    }
    expect(await countAll('attendance', { child: { equals: child.id } })).toBe(0)
  })

  it('a child without a classroom cannot be checked in, with a message that says why', async () => {
    const payload = await testPayload()
    const child = await payload.create({
      collection: 'children',
      data: { firstName: 'Roomless', lastName: 'Ops', dateOfBirth: '2022-03-01', enrollmentDate: '2026-01-05', parent: actors.parentA!.id },
      overrideAccess: true,
      user: actors.admin,
    })
    await expect(payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.admin) })).rejects.toMatchObject({
      status: 400,
      message: attendanceMessages.noClassroom,
    })
  })
})

describe('check-out', () => {
  it('to a person on the child’s list: the name and relation are kept with the row, and the stay is closed', async () => {
    const payload = await testPayload()
    const { child, pickup } = await childInRoomX('Out')
    const row = await payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.teacherX) })
    const out = await payload.update({ collection: 'attendance', id: row.id, data: { checkedOutAt: new Date().toISOString(), pickup: pickup.id }, ...as(actors.teacherX) })
    expect(out.collectedBy).toBe(pickup.name)
    expect(out.collectedRelation).toBe('Grandmother')
    expect(idOf(out.checkedOutBy)).toBe(actors.teacherX!.id)
    expect(out.checkedOutAt).toBeTruthy()
    await expect(
      payload.update({ collection: 'attendance', id: row.id, data: { checkedOutAt: new Date().toISOString(), pickup: pickup.id }, ...as(actors.teacherX) }),
    ).rejects.toMatchObject({ status: 409, message: attendanceMessages.alreadyOut })
  })

  it('to someone on another child’s list is refused (403) with the clear message, and the child stays checked in', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Kept')
    const other = await childInRoomX('Stranger')
    const row = await payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.teacherX) })
    await expect(
      payload.update({ collection: 'attendance', id: row.id, data: { checkedOutAt: new Date().toISOString(), pickup: other.pickup.id }, ...as(actors.teacherX) }),
    ).rejects.toMatchObject({ status: 403, message: attendanceMessages.notAuthorized })
    await expect(
      payload.update({ collection: 'attendance', id: row.id, data: { checkedOutAt: new Date().toISOString() }, ...as(actors.teacherX) }),
    ).rejects.toMatchObject({ status: 400, message: attendanceMessages.pickupId })
    const after = await payload.findByID({ collection: 'attendance', id: row.id, overrideAccess: true })
    expect(after.checkedOutAt ?? null).toBeNull()
  })

  it('only an admin may release a child to someone not on the list, and only with a reason, which is kept', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Override')
    const row = await payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.teacherX) })
    const override = { checkedOutAt: new Date().toISOString(), collectedBy: 'Aunt Rosa', overrideReason: 'Mother phoned the office; ID checked against her note.' }
    await expect(payload.update({ collection: 'attendance', id: row.id, data: override, ...as(actors.teacherX) })).rejects.toMatchObject({
      status: 403,
      message: attendanceMessages.overrideAdminsOnly,
    })
    await expect(payload.update({ collection: 'attendance', id: row.id, data: { ...override, overrideReason: 'ok' }, ...as(actors.admin) })).rejects.toMatchObject({
      status: 400,
      message: attendanceMessages.overrideReason,
    })
    const out = await payload.update({ collection: 'attendance', id: row.id, data: override, ...as(actors.admin) })
    expect(out).toMatchObject({ collectedBy: 'Aunt Rosa', overrideReason: override.overrideReason })
    expect(idOf(out.checkedOutBy)).toBe(actors.admin!.id)
  })

  it('a teacher of another room cannot check the child out; a parent cannot either', async () => {
    const payload = await testPayload()
    const { child, pickup } = await childInRoomX('Guarded')
    const row = await payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.teacherX) })
    for (const user of [actors.teacherY, actors.parentA, actors.parentB]) {
      await expect(
        payload.update({ collection: 'attendance', id: row.id, data: { checkedOutAt: new Date().toISOString(), pickup: pickup.id }, ...as(user) }),
      ).rejects.toMatchObject({ status: expect.any(Number) })
    }
    expect((await payload.findByID({ collection: 'attendance', id: row.id, overrideAccess: true })).checkedOutAt ?? null).toBeNull()
  })

  it('parent A reads the times of their child; parent B and teacher Y do not see them', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Seen')
    const row = await payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.teacherX) })
    await expect(payload.findByID({ collection: 'attendance', id: row.id, ...as(actors.parentA) })).resolves.toHaveProperty('checkedInAt', row.checkedInAt)
    for (const user of [actors.parentB, actors.teacherY]) {
      await expect(payload.findByID({ collection: 'attendance', id: row.id, ...as(user) })).rejects.toMatchObject({ status: 404 })
    }
  })
})

describe('authorized pickups', () => {
  it('a parent adds one for their own child only; the child’s teacher reads it, the other room’s teacher does not', async () => {
    const payload = await testPayload()
    const { child, pickup } = await childInRoomX('Listed')
    expect(idOf(pickup.createdBy)).toBe(actors.parentA!.id)
    expect(idOf(pickup.family)).toBe(actors.parentA!.id)
    await expect(
      payload.create({ collection: 'authorized-pickups', data: { child: child.id, name: 'Intruder', relation: 'None', phone: '000' } as never, ...as(actors.parentB) }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(payload.findByID({ collection: 'authorized-pickups', id: pickup.id, ...as(actors.teacherX) })).resolves.toHaveProperty('name', pickup.name)
    await expect(payload.findByID({ collection: 'authorized-pickups', id: pickup.id, ...as(actors.teacherY) })).rejects.toMatchObject({ status: 404 })
    await expect(payload.update({ collection: 'authorized-pickups', id: pickup.id, data: { name: 'Changed' }, ...as(actors.teacherX) })).rejects.toMatchObject({ status: 403 })
  })
})

describe('staff attendance', () => {
  it('a teacher checks in to their own room only, once at a time, and out again; the row is theirs whatever the input says', async () => {
    const payload = await testPayload()
    await expect(payload.create({ collection: 'staff-attendance', data: { classroom: roomY }, ...as(actors.teacherX) })).rejects.toMatchObject({ status: 403 })
    const row = await payload.create({ collection: 'staff-attendance', data: { classroom: roomX, staff: actors.teacherY!.id } as never, ...as(actors.teacherX) })
    expect(idOf(row.staff)).toBe(actors.teacherX!.id)
    expect(row.date).toBe(centreToday())
    await expect(payload.create({ collection: 'staff-attendance', data: { classroom: roomX }, ...as(actors.teacherX) })).rejects.toMatchObject({
      status: 409,
      message: attendanceMessages.staffAlreadyIn,
    })
    await expect(payload.update({ collection: 'staff-attendance', id: row.id, data: { checkedOutAt: new Date().toISOString() }, ...as(actors.teacherY) })).rejects.toMatchObject({
      status: expect.any(Number),
    })
    const out = await payload.update({ collection: 'staff-attendance', id: row.id, data: { checkedOutAt: new Date().toISOString() }, ...as(actors.teacherX) })
    expect(out.checkedOutAt).toBeTruthy()
  })

  it('a teacher moved to another classroom while checked in is counted where they checked in until they check out, which they still may', async () => {
    const payload = await testPayload()
    const created = await payload.create({
      collection: 'users',
      data: { username: `moved.teacher.${Date.now()}`, password: 'teacher-pass-123', firstName: 'Moved', lastName: 'Teacher', role: 'teacher', classrooms: [roomX] } as never,
      overrideAccess: true,
    })
    const shift = await payload.create({ collection: 'staff-attendance', data: { classroom: roomX }, ...as({ ...created, collection: 'users' } as TypedUser) })
    const staffIn = async (room: string) => (await ratioBoard({ payload, user: actors.admin })).classrooms.find((row) => row.id === room)!.staffPresent
    const [inX, inY] = [await staffIn(roomX), await staffIn(roomY)]
    const moved = await payload.update({ collection: 'users', id: created.id, data: { classrooms: [roomY] } as never, ...as(actors.admin) })
    // The shift is where the person is: still in room X, never silently in room Y.
    expect([await staffIn(roomX), await staffIn(roomY)]).toEqual([inX, inY])
    const out = await payload.update({ collection: 'staff-attendance', id: shift.id, data: { checkedOutAt: new Date().toISOString() }, ...as({ ...moved, collection: 'users' } as TypedUser) })
    expect(out.checkedOutAt).toBeTruthy()
    expect(idOf(out.classroom)).toBe(roomX)
    expect(await staffIn(roomX)).toBe(inX - 1)
  })

  it('parents, editors and visitors cannot check staff in', async () => {
    const payload = await testPayload()
    for (const user of [actors.parentA, actors.editor, null]) {
      await expect(payload.create({ collection: 'staff-attendance', data: { classroom: roomX }, ...as(user) })).rejects.toMatchObject({ status: 403 })
    }
  })
})

describe('incident reports', () => {
  const report = (child: string) => ({
    child,
    occurredAt: '2026-11-20T15:00:00.000Z',
    place: 'Garden',
    description: 'Fell from the low wall.',
    firstAid: 'Ice pack',
    witnesses: 'Ana',
    staffSignature: 'Ana Lopez',
  })

  it('filed by a teacher: reporter, signature time, room and family come from the server', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Bump')
    const doc = await payload.create({
      collection: 'incidents',
      data: { ...report(child.id), reportedBy: actors.admin!.id, acknowledgedAt: '2026-01-01T00:00:00.000Z', parentSignature: 'Forged', family: actors.parentB!.id } as never,
      ...as(actors.teacherX),
    })
    expect(idOf(doc.reportedBy)).toBe(actors.teacherX!.id)
    expect(idOf(doc.classroom)).toBe(roomX)
    expect(idOf(doc.family)).toBe(actors.parentA!.id)
    expect(doc.staffSignedAt).toBeTruthy()
    expect(doc.acknowledgedAt ?? null).toBeNull()
    expect(doc.parentSignature ?? null).toBeNull()
  })

  it('the parent acknowledges once with a typed signature; then the report is locked and corrections are addenda', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Locked')
    const doc = await payload.create({ collection: 'incidents', data: report(child.id), ...as(actors.teacherX) })

    await expect(payload.update({ collection: 'incidents', id: doc.id, data: { parentSignature: 'Maria Garcia' }, ...as(actors.parentB) })).rejects.toMatchObject({
      status: expect.any(Number),
    })
    await expect(payload.update({ collection: 'incidents', id: doc.id, data: { parentSignature: '   ' }, ...as(actors.parentA) })).rejects.toMatchObject({
      status: 400,
      message: incidentMessages.parentSignature,
    })
    await expect(payload.update({ collection: 'incidents', id: doc.id, data: { parentSignature: 'Ana Lopez' }, ...as(actors.teacherX) })).rejects.toMatchObject({
      status: 403,
    })
    const acknowledged = await payload.update({
      collection: 'incidents',
      id: doc.id,
      data: { parentSignature: 'Maria Garcia', description: 'Nothing happened' },
      ...as(actors.parentA),
    })
    expect(acknowledged.parentSignature).toBe('Maria Garcia')
    expect(idOf(acknowledged.acknowledgedBy)).toBe(actors.parentA!.id)
    expect(acknowledged.acknowledgedAt).toBeTruthy()
    expect(acknowledged.description).toBe('Fell from the low wall.')

    await expect(payload.update({ collection: 'incidents', id: doc.id, data: { parentSignature: 'Again' }, ...as(actors.parentA) })).rejects.toMatchObject({
      status: 409,
      message: incidentMessages.alreadyAcknowledged,
    })
    for (const user of [actors.teacherX, actors.admin]) {
      await expect(payload.update({ collection: 'incidents', id: doc.id, data: { description: 'Rewritten' }, ...as(user) })).rejects.toMatchObject({
        status: 409,
        message: incidentMessages.locked,
      })
    }
    await expect(payload.delete({ collection: 'incidents', id: doc.id, ...as(actors.admin) })).rejects.toMatchObject({ status: expect.any(Number) })

    const withAddendum = await payload.update({ collection: 'incidents', id: doc.id, data: { addenda: [{ text: 'The bruise was checked at 3 PM.' }] }, ...as(actors.teacherX) })
    expect(withAddendum.addenda).toHaveLength(1)
    expect(withAddendum.addenda![0]).toMatchObject({ text: 'The bruise was checked at 3 PM.' })
    expect(idOf(withAddendum.addenda![0]!.addedBy)).toBe(actors.teacherX!.id)
    // An addendum is never changed or removed: sending the list rewritten, or empty, keeps it and appends only the new one.
    const first = withAddendum.addenda![0]!
    const again = await payload.update({
      collection: 'incidents',
      id: doc.id,
      data: { addenda: [{ id: first.id, text: 'Rewritten' }, { text: 'Parent called back.' }] },
      ...as(actors.admin),
    })
    expect(again.addenda!.map((entry) => entry.text)).toEqual(['The bruise was checked at 3 PM.', 'Parent called back.'])
    const emptied = await payload.update({ collection: 'incidents', id: doc.id, data: { addenda: [] }, ...as(actors.admin) })
    expect(emptied.addenda).toHaveLength(2)
    const stored = await payload.findByID({ collection: 'incidents', id: doc.id, overrideAccess: true })
    expect(stored.description).toBe('Fell from the low wall.')
  })

  it('before acknowledgement the reporter may correct the report; an admin may delete it', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Draft')
    const doc = await payload.create({ collection: 'incidents', data: report(child.id), ...as(actors.teacherX) })
    const corrected = await payload.update({ collection: 'incidents', id: doc.id, data: { place: 'Garden, by the gate' }, ...as(actors.teacherX) })
    expect(corrected.place).toBe('Garden, by the gate')
    await payload.delete({ collection: 'incidents', id: doc.id, ...as(actors.admin) })
    expect(await countAll('incidents', { id: { equals: doc.id } })).toBe(0)
  })
})

describe('the ratio board', () => {
  const boardRoom = async (user: TypedUser | null, room: string) =>
    (await ratioBoard({ payload: await testPayload(), user })).classrooms.find((row) => row.id === room)

  it('a stay keeps the child’s date of birth; the board counts from it; a corrected date reaches the stay the child is in now', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Born')
    const before = await boardRoom(actors.admin, roomX)
    const stay = await payload.create({ collection: 'attendance', data: { child: child.id, childBirthDate: '2000-01-01' } as never, ...as(actors.teacherX) })
    expect(String(stay.childBirthDate).slice(0, 10)).toBe('2022-03-01')
    expect((await boardRoom(actors.admin, roomX))!.childrenPresent).toBe(before!.childrenPresent + 1)

    // Six months old on any day the test runs (a fixed birthday grew out of infancy: 1:6, not 1:5).
    const today = new Date()
    const infantBirth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 6, 1)).toISOString().slice(0, 10)
    await payload.update({ collection: 'children', id: child.id, data: { dateOfBirth: infantBirth }, overrideAccess: false, user: actors.admin })
    const corrected = await payload.findByID({ collection: 'attendance', id: stay.id, overrideAccess: true, depth: 0 })
    expect(String(corrected.childBirthDate).slice(0, 10)).toBe(infantBirth)
    // An infant now in the room: the youngest child's ratio (1:5) applies to the whole room.
    expect((await boardRoom(actors.admin, roomX))!.ratio).toBe('1:5')
    await payload.update({ collection: 'attendance', id: stay.id, data: { checkedOutAt: new Date().toISOString(), pickup: null, overrideReason: 'Test cleanup by the admin.', collectedBy: 'Admin' } as never, ...as(actors.admin) })
  })

  it('callers asking for the same board at the same moment share one computation; another teacher’s board is their own', async () => {
    const payload = await testPayload()
    const first = sharedRatioBoard({ payload, user: actors.teacherX })
    const second = sharedRatioBoard({ payload, user: actors.teacherX })
    const otherRoom = sharedRatioBoard({ payload, user: actors.teacherY })
    const admin = sharedRatioBoard({ payload, user: actors.admin })
    expect(second).toBe(first)
    expect(otherRoom).not.toBe(first)
    expect(admin).not.toBe(first)
    const [x, y] = await Promise.all([first, otherRoom, admin])
    expect(x.classrooms.map((room) => room.id)).toEqual([roomX])
    expect(y.classrooms.map((room) => room.id)).toEqual([roomY])
    // Once it has ended, the next caller reads afresh.
    expect(sharedRatioBoard({ payload, user: actors.teacherX })).not.toBe(first)
  })

  it('a board read under way when a check-in returns is not joined by the callers after it: they see the child', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Late')
    const underWay = sharedRatioBoard({ payload, user: actors.teacherX })
    await checkIn({ payload, user: actors.teacherX }, { childId: child.id })
    const after = sharedRatioBoard({ payload, user: actors.teacherX })
    expect(after).not.toBe(underWay)
    const [before, now] = await Promise.all([underWay, after])
    expect(now.classrooms[0]!.childrenPresent).toBe(before.classrooms[0]!.childrenPresent + 1)
    // A change heard from another process (its NOTIFY) does the same.
    const again = sharedRatioBoard({ payload, user: actors.teacherX })
    floorChangeHeard(roomX)
    expect(sharedRatioBoard({ payload, user: actors.teacherX })).not.toBe(again)
    await again
  })

  it('a parent, an editor or a visitor is refused before anything is read or shared', async () => {
    const payload = await testPayload()
    for (const user of [actors.parentA, actors.editor]) expect(() => sharedRatioBoard({ payload, user })).toThrow(expect.objectContaining({ status: 403 }))
    expect(() => sharedRatioBoard({ payload, user: null })).toThrow(expect.objectContaining({ status: 401 }))
  })
})

describe('a child moved to another classroom while checked in', () => {
  const boardCount = async (room: string) => (await ratioBoard({ payload: await testPayload(), user: actors.admin })).classrooms.find((row) => row.id === room)!.childrenPresent

  it('the stay ends in the old room and goes on in the new one from the same instant: the board counts the child there, the new room’s teacher sees them present and checks them out to a person on the list', async () => {
    const payload = await testPayload()
    const { child, pickup } = await childInRoomX('Mover')
    const stay = await payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.teacherX) })
    const [inX, inY] = [await boardCount(roomX), await boardCount(roomY)]

    await payload.update({ collection: 'children', id: child.id, data: { classroom: roomY }, ...as(actors.admin) })

    // Where the child was when: the old room's stay ends at the move, the new room's begins then.
    const old = await payload.findByID({ collection: 'attendance', id: stay.id, overrideAccess: true, depth: 0 })
    expect(old.checkedOutAt).toBeTruthy()
    expect(idOf(old.movedTo)).toBe(roomY)
    expect(idOf(old.classroom)).toBe(roomX)
    expect(old.collectedBy ?? null).toBeNull()
    const open = await payload.find({ collection: 'attendance', where: { and: [{ child: { equals: child.id } }, { checkedOutAt: { exists: false } }] }, overrideAccess: true, depth: 0 })
    expect(open.docs).toHaveLength(1)
    const moved = open.docs[0]!
    expect(idOf(moved.classroom)).toBe(roomY)
    expect(moved.checkedInAt).toBe(old.checkedOutAt)
    expect(idOf(moved.continuesStay)).toBe(stay.id)
    expect(idOf(moved.checkedInBy)).toBe(actors.admin!.id)
    expect(moved.date).toBe(centreToday())

    expect(await boardCount(roomX)).toBe(inX - 1)
    expect(await boardCount(roomY)).toBe(inY + 1)

    const teacherY = { payload, user: actors.teacherY }
    const roster = await today(teacherY, { classroomId: roomY })
    expect(roster.children.find((row) => row.id === child.id)).toMatchObject({ status: 'present', stays: [expect.objectContaining({ id: moved.id, continuesStayId: stay.id })] })
    await expect(checkIn(teacherY, { childId: child.id })).rejects.toMatchObject({ status: 409, message: attendanceMessages.alreadyIn })
    // The old room's teacher no longer has the child (the new room's teacher does).
    await expect(checkOut({ payload, user: actors.teacherX }, { childId: child.id, pickupId: pickup.id })).rejects.toMatchObject({ status: 404 })
    const out = await checkOut(teacherY, { childId: child.id, pickupId: pickup.id })
    expect(out).toMatchObject({ collectedBy: pickup.name, classroomId: roomY })
    expect(await boardCount(roomY)).toBe(inY)
  })

  it('every move keeps the stay in step (the rule is the collection’s, so /cms and /api/cms too): a child moved back goes on again; a child not checked in only moves', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Pingpong')
    const first = await payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.teacherX) })
    await payload.update({ collection: 'children', id: child.id, data: { classroom: roomY }, ...as(actors.admin) })
    await payload.update({ collection: 'children', id: child.id, data: { classroom: roomX }, ...as(actors.admin) })
    const stays = await payload.find({ collection: 'attendance', where: { child: { equals: child.id } }, sort: 'createdAt', overrideAccess: true, depth: 0 })
    expect(stays.docs.map((row) => idOf(row.classroom))).toEqual([roomX, roomY, roomX])
    expect(stays.docs.map((row) => idOf(row.continuesStay))).toEqual([null, first.id, stays.docs[1]!.id])
    expect(stays.docs.filter((row) => !row.checkedOutAt)).toHaveLength(1)

    const quiet = await childInRoomX('Quiet')
    await payload.update({ collection: 'children', id: quiet.child.id, data: { classroom: roomY }, ...as(actors.admin) })
    expect(await countAll('attendance', { child: { equals: quiet.child.id } })).toBe(0)
  })

  it('nobody can backdate a check-in by naming a stay to continue: a stay not ended by a move to this room is ignored', async () => {
    const payload = await testPayload()
    const { child, pickup } = await childInRoomX('Backdate')
    const earlier = await payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.teacherX) })
    await payload.update({ collection: 'attendance', id: earlier.id, data: { checkedOutAt: new Date().toISOString(), pickup: pickup.id }, ...as(actors.teacherX) })
    const again = await payload.create({ collection: 'attendance', data: { child: child.id, continuesStay: earlier.id } as never, ...as(actors.teacherX) })
    expect(idOf(again.continuesStay)).toBeNull()
    expect(Date.parse(again.checkedInAt!)).toBeGreaterThan(Date.parse(earlier.checkedInAt!))
  })
})

describe('a check-out forgotten overnight', () => {
  const DAY = 24 * 60 * 60 * 1000

  /** A child of room X checked in yesterday (the centre's calendar) and never checked out. */
  async function forgottenStay(name: string) {
    const payload = await testPayload()
    const fresh = await childInRoomX(name)
    const checkedInAt = new Date(Date.now() - DAY).toISOString()
    // As a past day was written (the seed's context): no request can set it.
    const stay = await payload.create({
      collection: 'attendance',
      data: { child: fresh.child.id, family: actors.parentA!.id, classroom: roomX, date: centreToday(new Date(Date.now() - DAY)), childBirthDate: '2022-03-01', checkedInAt, checkedInBy: actors.teacherX!.id } as never,
      overrideAccess: true,
      context: { seedHistory: true },
    })
    return { ...fresh, stay }
  }

  it('shows on the roster and the board as a forgotten check-out, never as not arrived nor counted present today; check-in and an ordinary check-out say why they are refused', async () => {
    const payload = await testPayload()
    const { child, pickup, stay } = await forgottenStay('Overnight')
    const teacherX = { payload, user: actors.teacherX }
    const roster = await today(teacherX, { classroomId: roomX })
    const row = roster.children.find((candidate) => candidate.id === child.id)!
    expect(row.status).toBe('forgotten-checkout')
    expect(row.forgottenStay).toMatchObject({ id: stay.id, checkedOutAt: null })
    expect(roster.children.filter((candidate) => candidate.status === 'present').map((candidate) => candidate.id)).not.toContain(child.id)

    const board = (await ratioBoard(teacherX)).classrooms.find((room) => room.id === roomX)!
    expect(board.forgottenCheckOuts).toBeGreaterThanOrEqual(1)
    const present = await payload.count({ collection: 'attendance', where: { and: [{ classroom: { equals: roomX } }, { date: { equals: centreToday() } }, { checkedOutAt: { exists: false } }] }, overrideAccess: true })
    expect(board.childrenPresent).toBe(present.totalDocs)

    await expect(checkIn(teacherX, { childId: child.id })).rejects.toMatchObject({ status: 409, message: attendanceMessages.forgottenOpen })
    await expect(checkOut(teacherX, { childId: child.id, pickupId: pickup.id })).rejects.toMatchObject({ status: 409, message: attendanceMessages.forgottenCheckOut })
    expect((await payload.findByID({ collection: 'attendance', id: stay.id, overrideAccess: true })).checkedOutAt ?? null).toBeNull()
  })

  it('an admin closes it with a time after the check-in and not in the future, and a reason, both kept; a teacher may not; then the child is checked in', async () => {
    const payload = await testPayload()
    const { child, stay } = await forgottenStay('Closed')
    const admin = { payload, user: actors.admin }
    const leftAt = new Date(Date.parse(stay.checkedInAt!) + 8 * 60 * 60 * 1000).toISOString()
    const reason = 'Grandma collected her; the tablet was offline.'

    await expect(
      payload.update({ collection: 'attendance', id: stay.id, data: { checkedOutAt: leftAt, forgottenReason: reason }, ...as(actors.teacherX) }),
    ).rejects.toMatchObject({ status: 403, message: attendanceMessages.forgottenAdminsOnly })
    await expect(closeForgotten(admin, { childId: child.id, checkedOutAt: new Date(Date.parse(stay.checkedInAt!) - 60_000).toISOString(), reason })).rejects.toMatchObject({
      status: 400,
      message: attendanceMessages.leftBeforeArrival,
    })
    await expect(closeForgotten(admin, { childId: child.id, checkedOutAt: new Date(Date.now() + (CLOCK_SKEW_MINUTES + 5) * 60_000).toISOString(), reason })).rejects.toMatchObject({
      status: 400,
      message: attendanceMessages.leftInFuture,
    })
    await expect(closeForgotten(admin, { childId: child.id, checkedOutAt: leftAt, reason: 'Forgot.' })).rejects.toMatchObject({ status: 400, message: attendanceMessages.forgottenReason })
    expect((await payload.findByID({ collection: 'attendance', id: stay.id, overrideAccess: true })).checkedOutAt ?? null).toBeNull()

    const closed = await closeForgotten(admin, { childId: child.id, checkedOutAt: leftAt, reason })
    expect(closed).toMatchObject({ id: stay.id, checkedOutAt: leftAt, forgottenReason: reason, collectedBy: null })
    const stored = await payload.findByID({ collection: 'attendance', id: stay.id, overrideAccess: true, depth: 0 })
    expect(idOf(stored.checkedOutBy)).toBe(actors.admin!.id)
    expect(stored.forgottenReason).toBe(reason)
    // Nothing left to close; and today the child is checked in as usual.
    await expect(closeForgotten(admin, { childId: child.id, checkedOutAt: leftAt, reason })).rejects.toMatchObject({ status: 409, message: attendanceMessages.notForgotten })
    const todayStay = await checkIn({ payload, user: actors.teacherX }, { childId: child.id })
    expect(todayStay.date).toBe(centreToday())
  })

  it('a stay of today is no forgotten check-out: the admin checks the child out as usual', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Today')
    const stay = await payload.create({ collection: 'attendance', data: { child: child.id } as never, ...as(actors.teacherX) })
    await expect(
      payload.update({ collection: 'attendance', id: stay.id, data: { checkedOutAt: new Date().toISOString(), forgottenReason: 'Closing it early, by mistake.' }, ...as(actors.admin) }),
    ).rejects.toMatchObject({ status: 409, message: attendanceMessages.notForgotten })
  })
})

describe('incident times are in the past', () => {
  const report = (child: string, occurredAt: string) => ({ child, occurredAt, place: 'Garden', description: 'Fell from the low wall.', staffSignature: 'Ana Lopez' })
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

  it('a report dated in the future, beyond the few minutes a clock may be off, is refused with the message, whoever writes; a clock a little fast is allowed', async () => {
    const payload = await testPayload()
    const { child } = await childInRoomX('Future')
    const later = minutesFromNow(CLOCK_SKEW_MINUTES + 10)
    for (const user of [actors.teacherX, actors.admin]) {
      const refused = await payload.create({ collection: 'incidents', data: report(child.id, later), ...as(user) }).catch((error: unknown) => error)
      expect(refused).toMatchObject({ status: 400, data: { errors: [expect.objectContaining({ path: 'occurredAt', message: incidentMessages.occurredInFuture })] } })
    }
    expect(await countAll('incidents', { child: { equals: child.id } })).toBe(0)
    // The form and the endpoint say the same, from the same schema.
    const parsed = incidentSchema.safeParse({ childId: child.id, occurredAt: later, place: 'Garden', description: 'Fell.', staffSignature: 'Ana Lopez' })
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([incidentMessages.occurredInFuture])

    const filed = await payload.create({ collection: 'incidents', data: report(child.id, minutesFromNow(CLOCK_SKEW_MINUTES - 2)), ...as(actors.teacherX) })
    // Nor may a report be moved into the future later.
    const moved = await payload.update({ collection: 'incidents', id: filed.id, data: { occurredAt: later }, ...as(actors.teacherX) }).catch((error: unknown) => error)
    expect(moved).toMatchObject({ status: 400 })
  })
})
