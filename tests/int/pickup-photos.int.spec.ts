/**
 * The photo of a person authorized to collect a child: a private family file. The
 * parent adds, replaces and removes it through POST /api/pickups/:id/photo and …/photo/remove; the
 * record and its file are shown to that family, admins and the teachers of the child's classroom, and
 * to nobody else (another family, another room's teacher, editors, the public), through the Local API
 * with the caller's rights and through Payload's file endpoint. A parent creates no other media, and a
 * pickup's photo is always a pickup photo of the same child. A replaced or removed photo, and the photo
 * of a person taken off the list, leave no record and no file behind; a refused upload writes nothing.
 */
import { readdir } from 'node:fs/promises'

import type { TypedUser } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { PickupRecord, TodayRoster } from '@/features/attendance/record'
import { pickupPhotoMessages } from '@/contract/schemas/operations'
import { MAX_UPLOAD_BYTES } from '@/lib/constants'
import { api, apiLogin } from './helpers/api'
import { FLOOR_ACTORS, type FloorActor, type FloorActors, classroomsOf, countAll, floorActorLogin, loadFloorActors, testPayload } from './helpers/payload'
import { rest, restUpload } from './helpers/rest'

type Obj = Record<string, unknown>

let actors: FloorActors
let roomX: string
const cookies: Partial<Record<FloorActor, string>> = {}
let sequence = 0

const png = (background = '#2a9d8f') => sharp({ create: { width: 64, height: 64, channels: 3, background } }).png().toBuffer()
const gif = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#e76f51' } }).gif().toBuffer()
const photoForm = (data: Buffer | string, name = 'grandpa.png', type = 'image/png') => {
  const form = new FormData()
  form.set('file', new File([typeof data === 'string' ? data : new Uint8Array(data)], name, { type }))
  return form
}

/** A fresh child of parent A (teacher X's room by default) and one person parent A authorized to collect it. */
async function freshPickup(parent: 'parentA' | 'parentB' = 'parentA', classroom?: string) {
  const payload = await testPayload()
  const child = await payload.create({
    collection: 'children',
    data: { firstName: `Photo${sequence++}`, lastName: 'Test', dateOfBirth: '2022-03-01', enrollmentDate: '2026-01-05', parent: actors[parent]!.id, classroom: classroom ?? (parent === 'parentA' ? roomX : classroomsOf(actors.teacherY)[0]) },
    overrideAccess: true,
    user: actors.admin,
  })
  const pickup = await payload.create({
    collection: 'authorized-pickups',
    data: { child: child.id, name: `Grandpa ${child.firstName}`, relation: 'Grandfather', phone: '(919) 555-0111' } as never,
    overrideAccess: false,
    user: actors[parent],
  })
  return { child, pickup }
}

const upload = (pickupId: string, actor: FloorActor, form: FormData) => api<Obj>('POST', `/api/pickups/${pickupId}/photo`, { cookie: cookies[actor], raw: form })
const removePhoto = (pickupId: string, actor: FloorActor) => api<Obj>('POST', `/api/pickups/${pickupId}/photo/remove`, { cookie: cookies[actor] })
const fileOf = (url: string) => decodeURIComponent(url.split('/media/file/')[1] ?? '')
const getFile = (name: string, actor: FloorActor) => rest('GET', `/media/file/${encodeURIComponent(name)}`, { cookie: cookies[actor] })
const photoIdOf = async (pickupId: string) => {
  const payload = await testPayload()
  const doc = await payload.findByID({ collection: 'authorized-pickups', id: pickupId, depth: 0, overrideAccess: true })
  return (doc.photo as string | null | undefined) ?? null
}
const mediaExists = async (id: string) => (await countAll('media', { id: { equals: id } })) === 1
const storedFiles = async () => new Set(await readdir(process.env.MEDIA_DIR!))

/** A pickup of parent A with a photo; the photo's media id and its file name. */
async function pickupWithPhoto() {
  const fresh = await freshPickup()
  const result = await upload(fresh.pickup.id, 'parentA', photoForm(await png()))
  expect(result.status, result.text).toBe(200)
  const photoId = (await photoIdOf(fresh.pickup.id))!
  return { ...fresh, record: result.body as unknown as PickupRecord, photoId, fileName: fileOf((result.body as unknown as PickupRecord).photoUrl!) }
}

beforeAll(async () => {
  actors = await loadFloorActors()
  roomX = classroomsOf(actors.teacherX)[0]!
  for (const actor of FLOOR_ACTORS) {
    if (actor === 'anonymous') continue
    const { username, password } = floorActorLogin(actor)
    cookies[actor] = await apiLogin(username, password)
  }
})

describe('a parent adds a photo of a pickup person', () => {
  it('stores it as a pickup photo of the child, private to the family, and every list shows its URL', async () => {
    const { child, pickup, record, photoId, fileName } = await pickupWithPhoto()
    expect(record).toMatchObject({ id: pickup.id, childId: child.id, name: pickup.name })
    expect(record.photoUrl).toMatch(/^\/api\/cms\/media\/file\/.+\.webp$/)
    const payload = await testPayload()
    const media = await payload.findByID({ collection: 'media', id: photoId, depth: 0, overrideAccess: true })
    expect(media).toMatchObject({ purpose: 'pickup-photo', child: child.id, family: actors.parentA!.id, alt: `Photo of ${pickup.name}`, mimeType: 'image/webp' })
    expect(await storedFiles()).toContain(media.filename)
    expect(fileName).toBeTruthy()

    for (const actor of ['parentA', 'admin', 'teacherX'] as const) {
      const list = await api<PickupRecord[]>('GET', `/api/pickups?childId=${child.id}`, { cookie: cookies[actor] })
      expect(list.status).toBe(200)
      expect(list.body.find((each) => each.id === pickup.id)?.photoUrl, actor).toBe(record.photoUrl)
    }
    const roster = await api<TodayRoster>('GET', `/api/attendance/today?classroomId=${roomX}`, { cookie: cookies.teacherX })
    expect(roster.body.children.find((each) => each.id === child.id)?.pickups[0]?.photoUrl).toBe(record.photoUrl)
    const portal = await api<TodayRoster>('GET', '/api/attendance/today', { cookie: cookies.parentA })
    expect(portal.body.children.find((each) => each.id === child.id)?.pickups[0]?.photoUrl).toBe(record.photoUrl)
  })

  it('the record and the file are shown to that parent, admins and the teacher of the child’s room, privately', async () => {
    const { photoId, fileName } = await pickupWithPhoto()
    const payload = await testPayload()
    for (const actor of ['parentA', 'admin', 'teacherX'] as const) {
      const { docs } = await payload.find({ collection: 'media', where: { id: { equals: photoId } }, depth: 0, overrideAccess: false, user: actors[actor] })
      expect(docs.map((doc) => doc.id), actor).toEqual([photoId])
      const file = await getFile(fileName, actor)
      expect(file.status, `${actor}: ${file.text.slice(0, 200)}`).toBe(200)
      expect(file.headers.get('cache-control')).toBe('private, no-store')
      expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    }
  })

  it('nobody else sees the record or the file: another family, another room’s teacher, an editor, the public', async () => {
    const { child, pickup, photoId, fileName } = await pickupWithPhoto()
    const payload = await testPayload()
    for (const actor of ['parentB', 'teacherY', 'editor', 'anonymous'] as const) {
      const { docs } = await payload.find({ collection: 'media', where: { id: { equals: photoId } }, depth: 0, overrideAccess: false, user: actors[actor] })
      expect(docs, actor).toEqual([])
      await expect(payload.findByID({ collection: 'media', id: photoId, depth: 0, overrideAccess: false, user: actors[actor] }), actor).rejects.toMatchObject({ status: expect.any(Number) })
      const file = await getFile(fileName, actor)
      expect([403, 404], `${actor}: ${file.status}`).toContain(file.status)
      expect(file.text).not.toContain('PNG')
      const rest = await api<PickupRecord[]>('GET', `/api/pickups?childId=${child.id}`, { cookie: cookies[actor] })
      if (rest.status === 200) expect(rest.body.find((each) => each.id === pickup.id)).toBeUndefined()
    }
    // The media list of a teacher of another room, and of the editor, holds no family file at all.
    for (const actor of ['teacherY', 'editor'] as const) {
      const { docs } = await payload.find({ collection: 'media', depth: 0, limit: 0, pagination: false, overrideAccess: false, user: actors[actor] })
      expect(docs.some((doc) => doc.id === photoId)).toBe(false)
    }
  })
})

describe('who may call the photo endpoints', () => {
  const STATUS: Record<FloorActor, number> = { anonymous: 401, parentA: 200, parentB: 404, editor: 403, admin: 200, teacherX: 403, teacherY: 403 }

  it.each(FLOOR_ACTORS)('POST /api/pickups/:id/photo as %s', async (actor) => {
    const { pickup } = await freshPickup()
    const before = await countAll('media')
    const result = await upload(pickup.id, actor, photoForm(await png()))
    expect(result.status, result.text.slice(0, 300)).toBe(STATUS[actor])
    if (STATUS[actor] === 200) {
      expect((result.body as unknown as PickupRecord).photoUrl).toMatch(/^\/api\/cms\/media\/file\//)
      expect(await countAll('media')).toBe(before + 1)
    } else {
      expect(typeof result.body.message).toBe('string')
      expect(await countAll('media')).toBe(before)
      expect(await photoIdOf(pickup.id)).toBeNull()
    }
  })

  it.each(FLOOR_ACTORS)('POST /api/pickups/:id/photo/remove as %s', async (actor) => {
    const { pickup, photoId } = await pickupWithPhoto()
    const result = await removePhoto(pickup.id, actor)
    expect(result.status, result.text.slice(0, 300)).toBe(STATUS[actor])
    if (STATUS[actor] === 200) {
      expect(result.body).toMatchObject({ id: pickup.id, photoUrl: null })
      expect(await mediaExists(photoId)).toBe(false)
    } else {
      expect(await photoIdOf(pickup.id)).toBe(photoId)
      expect(await mediaExists(photoId)).toBe(true)
    }
  })

  it('an id that is not a pickup’s → 404', async () => {
    expect((await upload('00000000-0000-4000-8000-000000000000', 'parentA', photoForm(await png()))).status).toBe(404)
    expect((await removePhoto('not-an-id', 'parentA')).status).toBe(404)
  })
})

describe('bad input is refused with a clear message, and writes nothing', () => {
  async function expectRefused(form: FormData | ReadableStream<Uint8Array>, status: number, message: string, headers?: Record<string, string>) {
    const { pickup } = await freshPickup()
    const [media, files] = [await countAll('media'), await storedFiles()]
    const result = await api<Obj>('POST', `/api/pickups/${pickup.id}/photo`, { cookie: cookies.parentA, raw: form, headers })
    expect(result.status, result.text.slice(0, 300)).toBe(status)
    expect(result.body.message).toBe(message)
    expect(await countAll('media')).toBe(media)
    expect(await storedFiles()).toEqual(files)
    expect(await photoIdOf(pickup.id)).toBeNull()
  }

  it('no file → 400', async () => {
    await expectRefused(new FormData(), 400, pickupPhotoMessages.missing)
    const empty = new FormData()
    empty.set('file', new File([], 'empty.png', { type: 'image/png' }))
    await expectRefused(empty, 400, pickupPhotoMessages.missing)
  })

  it('not an image: declared as text (415), or text declared as a PNG (400), or an SVG (400)', async () => {
    await expectRefused(photoForm('hello', 'note.txt', 'text/plain'), 415, pickupPhotoMessages.type)
    await expectRefused(photoForm('<!doctype html><script>alert(1)</script>', 'face.png', 'image/png'), 400, pickupPhotoMessages.type)
    await expectRefused(photoForm('<svg xmlns="http://www.w3.org/2000/svg"/>', 'face.svg', 'image/svg+xml'), 400, pickupPhotoMessages.type)
  })

  it('an image the photo does not accept (a GIF) → 400', async () => {
    await expectRefused(photoForm(await gif(), 'face.gif', 'image/gif'), 400, pickupPhotoMessages.type)
  })

  it('a file past MAX_UPLOAD_MB, sent chunked (no Content-Length) → 413, read no further', async () => {
    const encoder = new TextEncoder()
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(encoder.encode('--photo\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n'))
        if (sent > MAX_UPLOAD_BYTES + 8 * 1024 * 1024) {
          controller.enqueue(encoder.encode('\r\n--photo--\r\n'))
          controller.close()
          return
        }
        controller.enqueue(chunk)
        sent += chunk.byteLength
      },
    })
    await expectRefused(stream, 413, pickupPhotoMessages.tooLarge, { 'Content-Type': 'multipart/form-data; boundary=photo' })
    expect(sent).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 4 * 1024 * 1024)
  })
})

describe('the collections’ rules, whatever the way in', () => {
  const localPhoto = async (user: TypedUser | null, data: Obj) => {
    const payload = await testPayload()
    const bytes = await png('#264653')
    return payload.create({ collection: 'media', data: data as never, file: { data: bytes, mimetype: 'image/png', name: 'face.png', size: bytes.length }, overrideAccess: false, user, depth: 0 })
  }

  it('a parent creates a pickup photo of their own child only, and no other media', async () => {
    const { child } = await freshPickup()
    const other = await freshPickup('parentB')
    const before = await countAll('media')
    await expect(localPhoto(actors.parentA, { alt: 'Site image', child: child.id })).rejects.toMatchObject({ status: 403 })
    await expect(localPhoto(actors.parentA, { alt: 'Site image' })).rejects.toMatchObject({ status: 403 })
    await expect(localPhoto(actors.parentA, { alt: 'No child', purpose: 'pickup-photo' })).rejects.toMatchObject({ status: 400, message: pickupPhotoMessages.child })
    await expect(localPhoto(actors.parentA, { alt: 'Their child', purpose: 'pickup-photo', child: other.child.id })).rejects.toMatchObject({ status: 400 })
    await expect(localPhoto(actors.teacherX, { alt: 'Teacher', purpose: 'pickup-photo', child: child.id })).rejects.toMatchObject({ status: 403 })
    // Payload's REST API, as a script of the parent's would call it.
    const restCookie = cookies.parentA
    const viaRest = await restUpload('POST', '/media', { cookie: restCookie, file: new File([new Uint8Array(await png())], 'site.png', { type: 'image/png' }), data: { alt: 'Site image' } })
    expect([401, 403]).toContain(viaRest.status)
    expect(await countAll('media')).toBe(before)
    // Their own child's photo is allowed (the endpoint's way, without the endpoint).
    const own = await localPhoto(actors.parentA, { alt: 'Own', purpose: 'pickup-photo', child: child.id })
    expect(own).toMatchObject({ purpose: 'pickup-photo', family: actors.parentA!.id })
    // An editor can neither make one (editors add public site media only: no purpose) nor touch one.
    await expect(localPhoto(actors.editor, { alt: 'Editor', purpose: 'pickup-photo', child: child.id })).rejects.toMatchObject({ status: 403 })
    const payload = await testPayload()
    await expect(payload.update({ collection: 'media', id: own.id, data: { alt: 'Changed' }, overrideAccess: false, user: actors.editor })).rejects.toMatchObject({ status: expect.any(Number) })
    await expect(payload.delete({ collection: 'media', id: own.id, overrideAccess: false, user: actors.editor })).rejects.toMatchObject({ status: expect.any(Number) })
    expect(await mediaExists(own.id)).toBe(true)
  })

  it('a parent edits no media and deletes only their own family’s pickup photos', async () => {
    const payload = await testPayload()
    const mine = await pickupWithPhoto()
    const theirs = await freshPickup('parentB')
    const theirPhoto = await upload(theirs.pickup.id, 'parentB', photoForm(await png()))
    expect(theirPhoto.status).toBe(200)
    const theirPhotoId = (await photoIdOf(theirs.pickup.id))!
    const publicMedia = (await payload.find({ collection: 'media', where: { family: { exists: false } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    for (const id of [mine.photoId, theirPhotoId, publicMedia.id]) {
      await expect(payload.update({ collection: 'media', id, data: { alt: 'Changed' }, overrideAccess: false, user: actors.parentA })).rejects.toMatchObject({ status: expect.any(Number) })
    }
    for (const id of [theirPhotoId, publicMedia.id]) {
      await expect(payload.delete({ collection: 'media', id, overrideAccess: false, user: actors.parentA })).rejects.toMatchObject({ status: expect.any(Number) })
      expect(await mediaExists(id)).toBe(true)
    }
    // Nor a teacher, even of the room.
    await expect(payload.delete({ collection: 'media', id: mine.photoId, overrideAccess: false, user: actors.teacherX })).rejects.toMatchObject({ status: expect.any(Number) })
    expect(await mediaExists(mine.photoId)).toBe(true)
  })

  it('a pickup’s photo must be a pickup photo of the same child', async () => {
    const payload = await testPayload()
    const first = await pickupWithPhoto()
    const second = await freshPickup()
    const theirs = await freshPickup('parentB')
    const publicMedia = (await payload.find({ collection: 'media', where: { family: { exists: false } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const attach = (pickupId: string, photo: string, user: TypedUser | null) => payload.update({ collection: 'authorized-pickups', id: pickupId, data: { photo }, overrideAccess: false, user, depth: 0 })
    // Parent A: the photo of another of their children's people, a site image; parent B: parent A's photo.
    await expect(attach(second.pickup.id, first.photoId, actors.parentA)).rejects.toMatchObject({ status: 400, message: pickupPhotoMessages.sameChild })
    await expect(attach(second.pickup.id, publicMedia.id, actors.parentA)).rejects.toMatchObject({ status: 400, message: pickupPhotoMessages.sameChild })
    await expect(attach(theirs.pickup.id, first.photoId, actors.parentB)).rejects.toMatchObject({ status: 400, message: pickupPhotoMessages.sameChild })
    // Even an admin.
    await expect(attach(second.pickup.id, first.photoId, actors.admin)).rejects.toMatchObject({ status: 400, message: pickupPhotoMessages.sameChild })
    expect(await photoIdOf(second.pickup.id)).toBeNull()
    expect(await photoIdOf(theirs.pickup.id)).toBeNull()
    expect(await photoIdOf(first.pickup.id)).toBe(first.photoId)
    // Two people of one child: each photo is of that child, so either may be shown for either.
    const sibling = await payload.create({
      collection: 'authorized-pickups',
      data: { child: first.child.id, name: 'Grandma', relation: 'Grandmother', phone: '(919) 555-0112' } as never,
      overrideAccess: false,
      user: actors.parentA,
    })
    const own = await upload(sibling.id, 'parentA', photoForm(await png('#e9c46a')))
    expect(own.status).toBe(200)
  })
})

describe('replaced and removed photos leave nothing behind', () => {
  it('replacing the photo deletes the old record and its file', async () => {
    const { pickup, photoId, fileName } = await pickupWithPhoto()
    const again = await upload(pickup.id, 'parentA', photoForm(await png('#f4a261'), 'new.png'))
    expect(again.status).toBe(200)
    const newId = (await photoIdOf(pickup.id))!
    expect(newId).not.toBe(photoId)
    expect(await mediaExists(photoId)).toBe(false)
    expect(await mediaExists(newId)).toBe(true)
    expect(await storedFiles()).not.toContain(fileName)
    expect((await getFile(fileName, 'parentA')).status).toBeGreaterThanOrEqual(400)
    expect((await getFile(fileName, 'admin')).status).not.toBe(200)
    expect((again.body as unknown as PickupRecord).photoUrl).not.toBe(`/api/cms/media/file/${fileName}`)
  })

  it('removing the photo deletes the record and its file', async () => {
    const { pickup, photoId, fileName } = await pickupWithPhoto()
    const removed = await removePhoto(pickup.id, 'parentA')
    expect(removed.status).toBe(200)
    expect(await photoIdOf(pickup.id)).toBeNull()
    expect(await mediaExists(photoId)).toBe(false)
    expect(await storedFiles()).not.toContain(fileName)
    // Removing it again is harmless.
    expect((await removePhoto(pickup.id, 'parentA')).status).toBe(200)
  })

  it('taking the person off the list deletes their photo too (the endpoint, and an admin in the CMS)', async () => {
    const payload = await testPayload()
    const byParent = await pickupWithPhoto()
    expect((await api('POST', `/api/pickups/${byParent.pickup.id}/remove`, { cookie: cookies.parentA })).status).toBe(200)
    expect(await mediaExists(byParent.photoId)).toBe(false)
    expect(await storedFiles()).not.toContain(byParent.fileName)
    const byAdmin = await pickupWithPhoto()
    await payload.delete({ collection: 'authorized-pickups', id: byAdmin.pickup.id, overrideAccess: false, user: actors.admin })
    expect(await mediaExists(byAdmin.photoId)).toBe(false)
  })

  it('an admin sets a photo for any family’s person; the parent may then replace it', async () => {
    const { pickup } = await freshPickup('parentB')
    const byAdmin = await upload(pickup.id, 'admin', photoForm(await png()))
    expect(byAdmin.status).toBe(200)
    const adminPhoto = (await photoIdOf(pickup.id))!
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'media', id: adminPhoto, depth: 0, overrideAccess: true })).family).toBe(actors.parentB!.id)
    expect((await upload(pickup.id, 'parentB', photoForm(await png('#8ab17d')))).status).toBe(200)
    expect(await mediaExists(adminPhoto)).toBe(false)
  })
})
