/**
 * Photos of children at the centre: staff upload them and tag the children (POST /api/photos);
 * a family sees one only when its child is tagged and every tagged child has portal-photo consent; the
 * public galleries use only photos whose every tagged child has website consent; the files are private
 * and access-checked. Through the Local API with the caller's rights, our /api, and Payload's file
 * endpoint, on a real PostgreSQL.
 */
import type { TypedUser } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { PhotoRecord } from '@/features/photos/record'
import { mediaKindMessages, photoMessages } from '@/contract/schemas/photos'
import { seedPasswords } from '@/seed/demoData'
import { api, apiLogin } from './helpers/api'
import { FLOOR_ACTORS, type FloorActor, type FloorActors, USERNAMES, classroomsOf, countAll, floorActorLogin, loadFloorActors, testPayload } from './helpers/payload'
import { rest, restLogin } from './helpers/rest'

type Obj = Record<string, unknown>

let actors: FloorActors
let roomX: string
let roomY: string
const cookies: Partial<Record<FloorActor, string>> = {}
let sequence = 0

const as = (user: TypedUser | null) => ({ user, overrideAccess: false as const, depth: 0 })
// Large enough for every generated size (thumbnail 400×300, card 768 wide): Payload does not enlarge.
const png = (background = '#2a9d8f') => sharp({ create: { width: 800, height: 600, channels: 3, background } }).png().toBuffer()
const gif = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#e76f51' } }).gif().toBuffer()

/** A fresh child of a parent in a classroom, with no consent yet. */
async function freshChild(parent: 'parentA' | 'parentB', classroom: string) {
  const payload = await testPayload()
  return payload.create({
    collection: 'children',
    data: { firstName: `Snap${sequence++}`, lastName: 'Test', dateOfBirth: '2022-03-01', enrollmentDate: '2026-01-05', parent: actors[parent]!.id, classroom },
    overrideAccess: true,
    user: actors.admin,
  })
}

/** A parent (or an admin, from a paper form) records a consent, as the portal does. */
async function consent(childId: string, kind: 'portal-photos' | 'website-photos', granted: boolean, by: 'parentA' | 'parentB' | 'admin') {
  const payload = await testPayload()
  await payload.create({ collection: 'consents', data: { child: childId, kind, granted } as never, ...as(actors[by]) })
}

function photoForm(fields: Record<string, string>, file?: { data: Buffer | string; name?: string; type?: string }) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  if (file) form.set('file', new File([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], file.name ?? 'class.png', { type: file.type ?? 'image/png' }))
  return form
}

const upload = (actor: FloorActor, form: FormData) => api<PhotoRecord & Obj>('POST', '/api/photos', { cookie: cookies[actor], raw: form })
const list = (actor: FloorActor, query = '') => api<PhotoRecord[]>('GET', `/api/photos${query}`, { cookie: cookies[actor] })
const remove = (actor: FloorActor, id: string) => api<Obj>('DELETE', `/api/photos/${id}`, { cookie: cookies[actor] })
const fileName = (url: string | null) => decodeURIComponent((url ?? '').split('/media/file/')[1] ?? '')
/** The file, by its stored name; a `?query` after the name is sent as the address's query. */
const getFile = (name: string, actor: FloorActor) => {
  const [file, query] = name.split('?')
  return rest('GET', `/media/file/${encodeURIComponent(file!)}${query === undefined ? '' : `?${query}`}`, { cookie: cookies[actor] })
}

/** Teacher X (or another stager) uploads a photo of these children through the API. */
async function photoOf(childIds: string[], actor: FloorActor = 'teacherX', title = `Painting ${sequence++}`) {
  const result = await upload(actor, photoForm({ title, description: 'At the easel', childIds: childIds.join(',') }, { data: await png() }))
  expect(result.status, result.text).toBe(201)
  return result.body
}

/** Whether the caller reads the media record through the Local API with their rights. */
async function reads(actor: FloorActor, photoId: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'media', where: { id: { equals: photoId } }, ...as(actors[actor]) })
  return docs.length === 1
}

const listed = async (actor: FloorActor, photoId: string) => {
  const result = await list(actor)
  expect(result.status, result.text).toBe(200)
  return result.body.some((photo) => photo.id === photoId)
}

beforeAll(async () => {
  actors = await loadFloorActors()
  roomX = classroomsOf(actors.teacherX)[0]!
  roomY = classroomsOf(actors.teacherY)[0]!
  for (const actor of FLOOR_ACTORS) {
    if (actor === 'anonymous') continue
    const { username, password } = floorActorLogin(actor)
    cookies[actor] = await apiLogin(username, password)
  }
})

describe('who sees a photo of children', () => {
  it('a family sees it only when its child is tagged and every tagged child has portal consent; a withdrawal hides it from both families', async () => {
    const childA = await freshChild('parentA', roomX)
    // Parent B's child in teacher Y's room, as parent B's seeded child is (other suites count parent B's rooms).
    const childB = await freshChild('parentB', roomY)
    const photo = await photoOf([childA.id, childB.id], 'admin')
    expect(photo.children.map((child) => child.id).sort()).toEqual([childA.id, childB.id].sort())
    expect(photo.consent).toMatchObject({ portalOk: false, websiteOk: false, onWebsite: false })
    expect(photo.consent!.missingPortal.map((child) => child.id).sort()).toEqual([childA.id, childB.id].sort())

    const seenBy = async () => ({ parentA: (await listed('parentA', photo.id)) && (await reads('parentA', photo.id)), parentB: (await listed('parentB', photo.id)) && (await reads('parentB', photo.id)) })
    expect(await seenBy()).toEqual({ parentA: false, parentB: false })
    await consent(childA.id, 'portal-photos', true, 'parentA')
    // One child of two has consent: still nobody's.
    expect(await seenBy()).toEqual({ parentA: false, parentB: false })
    expect(await reads('parentA', photo.id)).toBe(false)
    await consent(childB.id, 'portal-photos', true, 'parentB')
    expect(await seenBy()).toEqual({ parentA: true, parentB: true })

    // Withdrawing one child's consent hides it from both families; granting again shows it.
    await consent(childB.id, 'portal-photos', false, 'parentB')
    expect(await seenBy()).toEqual({ parentA: false, parentB: false })
    await consent(childB.id, 'portal-photos', true, 'admin')
    expect(await seenBy()).toEqual({ parentA: true, parentB: true })

    // A parent's list names only their own child, carries no consent state, and ?childId= narrows it.
    const ofA = (await list('parentA', `?childId=${childA.id}`)).body.find((each) => each.id === photo.id)!
    expect(ofA.children.map((child) => child.id)).toEqual([childA.id])
    expect(ofA.consent).toBeNull()
    expect(ofA.urls.original).toMatch(/^\/api\/cms\/media\/file\/.+/)
    expect((await list('parentA', `?childId=${childB.id}`)).status).toBe(404)
  })

  it('the file is served to the family and staff of the room, privately, and to nobody else', async () => {
    const child = await freshChild('parentA', roomX)
    await consent(child.id, 'portal-photos', true, 'parentA')
    const photo = await photoOf([child.id])
    for (const url of [photo.urls.original, photo.urls.thumbnail, photo.urls.card]) {
      const name = fileName(url)
      expect(name).toBeTruthy()
      for (const actor of ['parentA', 'teacherX', 'admin'] as const) {
        const file = await getFile(name, actor)
        expect(file.status, `${actor}: ${file.text.slice(0, 120)}`).toBe(200)
        expect(file.headers.get('cache-control')).toBe('private, no-store')
      }
      for (const actor of ['parentB', 'teacherY', 'editor', 'anonymous'] as const) {
        const file = await getFile(name, actor)
        expect([403, 404], `${actor}: ${file.status}`).toContain(file.status)
      }
    }
    await consent(child.id, 'portal-photos', false, 'parentA')
    expect((await getFile(fileName(photo.urls.original), 'parentA')).status).toBe(403)
  })

  it('lists are newest first: a parent’s family’s, a teacher’s classrooms’, all for an admin', async () => {
    const childA = await freshChild('parentA', roomX)
    await consent(childA.id, 'portal-photos', true, 'parentA')
    const older = await photoOf([childA.id])
    const newer = await photoOf([childA.id])
    const ofA = (await list('parentA', `?childId=${childA.id}`)).body.map((photo) => photo.id)
    expect(ofA).toEqual([newer.id, older.id])
    expect(await listed('admin', older.id)).toBe(true)
    expect(await listed('teacherX', older.id)).toBe(true)
    expect(await listed('teacherY', older.id)).toBe(false)
    expect(await listed('parentB', older.id)).toBe(false)
  })
})

describe('who tags and changes photos', () => {
  it('a teacher of another classroom neither sees nor tags the room’s children', async () => {
    const child = await freshChild('parentA', roomX)
    const photo = await photoOf([child.id])
    expect(await reads('teacherY', photo.id)).toBe(false)
    expect(await listed('teacherY', photo.id)).toBe(false)
    const before = await countAll('media')
    const refused = await upload('teacherY', photoForm({ title: 'Not mine', childIds: child.id }, { data: await png() }))
    expect(refused.status, refused.text).toBe(400)
    expect(refused.text).toContain(photoMessages.childNotFound)
    expect(await countAll('media')).toBe(before)
    expect((await remove('teacherY', photo.id)).status).toBe(404)
    // A teacher of the room tags a child of another room only as "not found" too.
    const other = await freshChild('parentB', roomY)
    expect((await upload('teacherX', photoForm({ title: 'Mixed', childIds: `${child.id},${other.id}` }, { data: await png() }))).status).toBe(400)
  })

  it('uploadedBy, families and the consent flags come from the server, never from input', async () => {
    const payload = await testPayload()
    const child = await freshChild('parentA', roomX)
    const doc = await payload.create({
      collection: 'media',
      data: {
        alt: 'Forged',
        purpose: 'child-photo',
        children: [child.id],
        uploadedBy: actors.parentB!.id,
        families: [actors.parentB!.id],
        portalOk: true,
        websiteOk: true,
        onWebsite: true,
      } as never,
      file: { data: await png(), mimetype: 'image/png', name: 'forged.png', size: (await png()).length },
      ...as(actors.admin),
    })
    expect(doc).toMatchObject({ uploadedBy: actors.admin!.id, families: [actors.parentA!.id], portalOk: false, websiteOk: false, onWebsite: false })
    const updated = await payload.update({ collection: 'media', id: doc.id, data: { portalOk: true, websiteOk: true, onWebsite: true, families: [actors.parentB!.id], uploadedBy: actors.parentB!.id } as never, ...as(actors.admin) })
    expect(updated).toMatchObject({ uploadedBy: actors.admin!.id, families: [actors.parentA!.id], portalOk: false, websiteOk: false, onWebsite: false })
    expect(await reads('parentA', doc.id)).toBe(false)
    expect(await reads('parentB', doc.id)).toBe(false)
  })

  it('a teacher changes and deletes the photos they uploaded, not others’; parents and editors change none', async () => {
    const payload = await testPayload()
    const child = await freshChild('parentA', roomX)
    await consent(child.id, 'portal-photos', true, 'parentA')
    await consent(child.id, 'website-photos', true, 'parentA')
    const mine = await photoOf([child.id], 'teacherX')
    const admins = await photoOf([child.id], 'admin')
    expect(mine.uploadedBy).toBe(actors.teacherX!.id)
    const renamed = await payload.update({ collection: 'media', id: mine.id, data: { alt: 'Renamed' }, ...as(actors.teacherX) })
    expect(renamed.alt).toBe('Renamed')
    await expect(payload.update({ collection: 'media', id: admins.id, data: { alt: 'Taken over' }, ...as(actors.teacherX) })).rejects.toBeTruthy()
    for (const actor of ['parentA', 'editor'] as const) {
      await expect(payload.update({ collection: 'media', id: mine.id, data: { alt: 'Changed' }, ...as(actors[actor]) }), actor).rejects.toBeTruthy()
      await expect(payload.delete({ collection: 'media', id: mine.id, ...as(actors[actor]) }), actor).rejects.toBeTruthy()
      expect((await remove(actor, mine.id)).status, actor).toBe(403)
    }
    expect((await remove('teacherX', admins.id)).status).toBe(403)
    expect((await remove('teacherX', mine.id)).status).toBe(200)
    expect(await countAll('media', { id: { equals: mine.id } })).toBe(0)
    expect((await remove('admin', admins.id)).status).toBe(200)
    expect(await countAll('media', { id: { equals: admins.id } })).toBe(0)
  })
})

describe('a tagged child deleted', () => {
  // (A child with a consent history cannot be deleted: the history is kept. These children have none.)
  it('takes its tag and its family along; the last one gone leaves a photo for staff only', async () => {
    const payload = await testPayload()
    const childA = await freshChild('parentA', roomX)
    const childB = await freshChild('parentB', roomY)
    const photo = await photoOf([childA.id, childB.id], 'admin')
    const stored = () => payload.findByID({ collection: 'media', id: photo.id, depth: 0, overrideAccess: true })
    expect(((await stored()).families ?? []).slice().sort()).toEqual([actors.parentA!.id, actors.parentB!.id].sort())
    await payload.delete({ collection: 'children', id: childB.id, ...as(actors.admin) })
    expect(await stored()).toMatchObject({ children: [childA.id], families: [actors.parentA!.id], portalOk: false })
    await payload.delete({ collection: 'children', id: childA.id, ...as(actors.admin) })
    expect(await stored()).toMatchObject({ children: [], families: [], portalOk: false, websiteOk: false })
    expect(await reads('admin', photo.id)).toBe(true)
    expect(await reads('parentA', photo.id)).toBe(false)
  })
})

describe('photos on the public website', () => {
  it('editors see only photos with website consent, and a gallery refuses one without it, whatever the door', async () => {
    const payload = await testPayload()
    const child = await freshChild('parentA', roomX)
    const photo = await photoOf([child.id])
    expect(await reads('editor', photo.id)).toBe(false)
    const gallery = await payload.create({ collection: 'galleries', data: { slug: `photos-${sequence++}`, title: 'Our days', images: [] }, ...as(actors.editor) })
    const withPhoto = { images: [{ image: photo.id, alt: 'Painting', caption: null }] }
    for (const door of [as(actors.admin), { overrideAccess: true as const, depth: 0 }]) {
      await expect(payload.update({ collection: 'galleries', id: gallery.id, data: withPhoto, ...door })).rejects.toMatchObject({ status: 400, message: photoMessages.galleryConsent(photo.title) })
    }
    // The editor, who may not read the photo, learns its place in the gallery, never its title (a title may name a child).
    await expect(payload.update({ collection: 'galleries', id: gallery.id, data: withPhoto, ...as(actors.editor) })).rejects.toMatchObject({ status: 400, message: photoMessages.galleryConsentAt(1) })
    const viaRest = await rest('PATCH', `/galleries/${gallery.id}`, { cookie: await editorRestCookie(), body: withPhoto })
    expect(viaRest.status, viaRest.text).toBe(400)
    expect(viaRest.text).toContain('website')
    expect(viaRest.text).not.toContain(photo.title)

    await consent(child.id, 'website-photos', true, 'parentA')
    expect(await reads('editor', photo.id)).toBe(true)
    // Not yet in a gallery: the public does not read it.
    expect(await reads('anonymous', photo.id)).toBe(false)
    await payload.update({ collection: 'galleries', id: gallery.id, data: withPhoto, ...as(actors.editor) })
    const media = await payload.findByID({ collection: 'media', id: photo.id, depth: 0, overrideAccess: true })
    expect(media.onWebsite).toBe(true)
    expect(await reads('anonymous', photo.id)).toBe(true)
    expect((await getFile(fileName(photo.urls.card), 'anonymous')).status).toBe(200)

    // Shown on the website, yet never at the address Next's image optimizer may fetch and keep (`?public`):
    // that address serves public site media only, to anyone, admins included.
    for (const actor of ['anonymous', 'admin'] as const) expect((await getFile(`${fileName(photo.urls.card)}?public`, actor)).status, actor).toBe(403)

    // Consent withdrawn: the public loses it at once (the gallery keeps the row, which no visitor can read).
    await consent(child.id, 'website-photos', false, 'parentA')
    expect(await reads('anonymous', photo.id)).toBe(false)
    expect([403, 404]).toContain((await getFile(fileName(photo.urls.card), 'anonymous')).status)
    const asVisitor = await payload.find({ collection: 'galleries', where: { id: { equals: gallery.id } }, depth: 1, overrideAccess: false, user: null })
    expect(typeof asVisitor.docs[0]!.images![0]!.image).toBe('string')

    // Taken out of the gallery: no longer on the website.
    await payload.update({ collection: 'galleries', id: gallery.id, data: { images: [] }, ...as(actors.admin) })
    expect((await payload.findByID({ collection: 'media', id: photo.id, depth: 0, overrideAccess: true })).onWebsite).toBe(false)
  })
})

describe('no way around consent', () => {
  /** A photo of a consented child of family A and a child of family B without consent: seen by neither family. */
  async function mixedPhoto() {
    const childA = await freshChild('parentA', roomX)
    const childB = await freshChild('parentB', roomY)
    await consent(childA.id, 'portal-photos', true, 'parentA')
    const photo = await photoOf([childA.id, childB.id], 'admin')
    return { childA, childB, photo }
  }

  /** Whether parent A sees the photo by any way: the Local API, the portal's list, the file and each of its sizes. */
  async function parentASees(photo: PhotoRecord) {
    const ways = [await reads('parentA', photo.id), await listed('parentA', photo.id)]
    for (const url of [photo.urls.original, photo.urls.card, photo.urls.thumbnail]) ways.push((await getFile(fileName(url), 'parentA')).status === 200)
    return ways.some(Boolean)
  }

  const stored = async (id: string) => (await testPayload()).findByID({ collection: 'media', id, depth: 0, overrideAccess: true })

  it('an admin naming a child in the photo’s own `child` field is refused, whatever the door, and the family still does not see it', async () => {
    const payload = await testPayload()
    const { childA, photo } = await mixedPhoto()
    expect(await parentASees(photo)).toBe(false)

    // /api/cms, one document (as /cms saves it).
    const cookie = await adminRestCookie()
    const patched = await rest('PATCH', `/media/${photo.id}`, { cookie, body: { child: childA.id } })
    expect(patched.status, patched.text).toBe(400)
    expect(patched.text).toContain(mediaKindMessages.childOnPhoto)
    // /api/cms, a bulk update.
    const bulk = await rest('PATCH', `/media?where[id][equals]=${photo.id}`, { cookie, body: { child: childA.id } })
    expect(bulk.text).toContain(mediaKindMessages.childOnPhoto)
    // The Local API with the admin's rights, and a system write: the rule is the collection's.
    await expect(payload.update({ collection: 'media', id: photo.id, data: { child: childA.id }, ...as(actors.admin) })).rejects.toMatchObject({ status: 400, message: mediaKindMessages.childOnPhoto })
    await expect(payload.update({ collection: 'media', id: photo.id, data: { child: childA.id }, overrideAccess: true })).rejects.toMatchObject({ status: 400 })
    // At upload too.
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Named', purpose: 'child-photo', children: [childA.id], child: childA.id } as never,
        file: { data: await png(), mimetype: 'image/png', name: 'named.png', size: (await png()).length },
        ...as(actors.admin),
      }),
    ).rejects.toMatchObject({ status: 400, message: mediaKindMessages.childOnPhoto })

    expect(await stored(photo.id)).toMatchObject({ child: null, family: null, portalOk: false })
    expect(await parentASees(photo)).toBe(false)
  })

  it('a photo of children given a family outside the rules (a row written around them) is still shown only by consent', async () => {
    const payload = await testPayload()
    const { photo } = await mixedPhoto()
    // Straight to the database, past every hook: the access rule alone must hold.
    await payload.db.updateOne({ collection: 'media', id: photo.id, data: { family: actors.parentA!.id } })
    try {
      expect(await parentASees(photo)).toBe(false)
    } finally {
      // The other suites count each family's files: no row of theirs is left as the rules never write it.
      await payload.db.updateOne({ collection: 'media', id: photo.id, data: { family: null } })
    }
  })

  it('what a file is never changes: its purpose, a site file given a child, a child’s video made a site file', async () => {
    const payload = await testPayload()
    const { photo } = await mixedPhoto()
    const child = await freshChild('parentA', roomX)
    const other = await freshChild('parentA', roomX)
    await expect(payload.update({ collection: 'media', id: photo.id, data: { purpose: null } as never, ...as(actors.admin) })).rejects.toMatchObject({ status: 400, message: photoMessages.purposeFixed })
    const site = await payload.create({ collection: 'media', data: { alt: 'Garden' }, file: { data: await png(), mimetype: 'image/png', name: 'garden.png', size: (await png()).length }, ...as(actors.admin) })
    await expect(payload.update({ collection: 'media', id: site.id, data: { purpose: 'pickup-photo', child: child.id } as never, ...as(actors.admin) })).rejects.toMatchObject({ status: 400, message: mediaKindMessages.purposeFixed })
    await expect(payload.update({ collection: 'media', id: site.id, data: { child: child.id }, ...as(actors.admin) })).rejects.toMatchObject({ status: 400, message: mediaKindMessages.siteFileStaysPublic })
    expect(await stored(site.id)).toMatchObject({ child: null, family: null, purpose: null })

    const video = await payload.create({ collection: 'media', data: { alt: 'First steps', child: child.id }, file: { data: await png(), mimetype: 'image/png', name: 'steps.png', size: (await png()).length }, ...as(actors.admin) })
    expect(video.family).toBe(actors.parentA!.id)
    await expect(payload.update({ collection: 'media', id: video.id, data: { child: null }, ...as(actors.admin) })).rejects.toMatchObject({ status: 400, message: mediaKindMessages.familyFileStaysPrivate })
    expect(await reads('anonymous', video.id)).toBe(false)
    // A child's file may move to another child (a mistake corrected).
    expect((await payload.update({ collection: 'media', id: video.id, data: { child: other.id }, ...as(actors.admin) })).child).toBe(other.id)
    // Not left among the family's files, which other suites count.
    await payload.delete({ collection: 'media', where: { id: { in: [video.id, site.id] } }, overrideAccess: true })
  })

  it('the portal lists a photo only with every tagged child’s portal consent, even one the public website shows', async () => {
    const payload = await testPayload()
    const child = await freshChild('parentA', roomX)
    await consent(child.id, 'website-photos', true, 'parentA')
    const photo = await photoOf([child.id])
    const gallery = await payload.create({ collection: 'galleries', data: { slug: `portal-${sequence++}`, title: 'Our days', images: [{ image: photo.id, alt: 'Painting' }] }, ...as(actors.editor) })
    expect((await stored(photo.id)).onWebsite).toBe(true)
    expect(await listed('parentA', photo.id)).toBe(false)
    expect((await list('parentA', `?childId=${child.id}`)).body.map((each) => each.id)).not.toContain(photo.id)
    await consent(child.id, 'portal-photos', true, 'parentA')
    expect(await listed('parentA', photo.id)).toBe(true)
    await payload.delete({ collection: 'galleries', id: gallery.id, ...as(actors.admin) })
  })
})

describe('the address the image optimizer may fetch (`?public`)', () => {
  it('serves public site media to anyone, and never a family’s file or a photo of children, whoever asks', async () => {
    const payload = await testPayload()
    const site = await payload.create({ collection: 'media', data: { alt: 'Playground' }, file: { data: await png('#e9c46a'), mimetype: 'image/png', name: 'playground.png', size: (await png('#e9c46a')).length }, ...as(actors.admin) })
    for (const actor of ['anonymous', 'parentA', 'admin'] as const) {
      for (const name of [site.filename!, site.sizes!.card!.filename!]) expect((await getFile(`${name}?public`, actor)).status, `${actor} ${name}`).toBe(200)
    }
    const child = await freshChild('parentA', roomX)
    await consent(child.id, 'portal-photos', true, 'parentA')
    const photo = await photoOf([child.id])
    const video = await payload.create({ collection: 'media', data: { alt: 'Steps', child: child.id }, file: { data: await png(), mimetype: 'image/png', name: 'steps.png', size: (await png()).length }, ...as(actors.admin) })
    for (const name of [fileName(photo.urls.original), fileName(photo.urls.card), video.filename!]) {
      for (const actor of ['parentA', 'teacherX', 'admin', 'anonymous'] as const) {
        expect((await getFile(`${name}?public`, actor)).status, `${actor} ${name}`).toBe(403)
      }
      // Without the mark, the family still has its own files.
      expect((await getFile(name, 'parentA')).status, name).toBe(200)
    }
    // Not left among the family's files and the site's media, which other suites count.
    await payload.delete({ collection: 'media', where: { id: { in: [video.id, site.id] } }, overrideAccess: true })
  })
})

describe('the photo routes', () => {
  it('refuse before reading the body: 401 without a session, 403 for parents and editors', async () => {
    const form = async () => photoForm({ title: 'x', childIds: 'y' }, { data: await png() })
    expect((await upload('anonymous', await form())).status).toBe(401)
    expect((await upload('parentA', await form())).status).toBe(403)
    expect((await upload('editor', await form())).status).toBe(403)
    expect((await list('anonymous')).status).toBe(401)
    expect((await list('editor')).status).toBe(403)
    expect((await remove('anonymous', '00000000-0000-4000-8000-000000000000')).status).toBe(401)
  })

  it('400 without a title, a child or an image; 404 for an unknown photo', async () => {
    const child = await freshChild('parentA', roomX)
    const before = await countAll('media')
    const noTitle = await upload('teacherX', photoForm({ title: '', childIds: child.id }, { data: await png() }))
    expect(noTitle.status).toBe(400)
    expect(noTitle.text).toContain(photoMessages.required)
    const noChild = await upload('teacherX', photoForm({ title: 'Lunch', childIds: '' }, { data: await png() }))
    expect(noChild.status).toBe(400)
    expect(noChild.text).toContain(photoMessages.required)
    const noFile = await upload('teacherX', photoForm({ title: 'Lunch', childIds: child.id }))
    expect(noFile.status).toBe(400)
    expect(noFile.text).toContain(photoMessages.missing)
    const gifFile = await upload('teacherX', photoForm({ title: 'Lunch', childIds: child.id }, { data: await gif(), name: 'a.gif', type: 'image/gif' }))
    expect(gifFile.status, gifFile.text).toBe(400)
    expect(gifFile.text).toContain(photoMessages.type)
    const notImage = await upload('teacherX', photoForm({ title: 'Lunch', childIds: child.id }, { data: 'not an image at all', name: 'a.png' }))
    expect(notImage.status).toBe(400)
    expect(await countAll('media')).toBe(before)
    expect((await remove('admin', '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await remove('admin', 'nope')).status).toBe(404)
  })
})

let editorCookie: string | undefined
const editorRestCookie = async () => (editorCookie ??= await restLogin(USERNAMES.editor, seedPasswords().editor))
let adminCookie: string | undefined
const adminRestCookie = async () => (adminCookie ??= await restLogin(USERNAMES.admin, seedPasswords().admin))
