/**
 * Daily operations through the Local API as every user-facing call makes it (overrideAccess: false with
 * the user): check-in and check-out with authorized pickups, staff attendance, incident reports. What the
 * collections' rules decide is decided for every writer (/api, /api/cms, /cms), so it is tested here.
 */
import type { TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { attendanceMessages, incidentMessages } from '@/contract/schemas/operations'
import { floorChangeHeard } from '@/lib/floorChanges'
import { centreToday } from '@/lib/ratios'
import { checkIn } from '@/server/operations/attendance'
import { ratioBoard } from '@/server/operations/ratios'
import { sharedRatioBoard } from '@/server/operations/sharedBoard'

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

    await payload.update({ collection: 'children', id: child.id, data: { dateOfBirth: '2026-06-01' }, overrideAccess: false, user: actors.admin })
    const corrected = await payload.findByID({ collection: 'attendance', id: stay.id, overrideAccess: true, depth: 0 })
    expect(String(corrected.childBirthDate).slice(0, 10)).toBe('2026-06-01')
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
