/**
 * Messages between a family and the centre, against a real PostgreSQL and a real SMTP server
 * (SMTP_URL and CENTRE_NOTIFY_EMAIL are set before the app's config is first imported, as in
 * tests/int/mail.int.spec.ts; the tests run the job queue themselves). Two families of this file's own:
 * family X has a child in teacher X's room, family Y in teacher Y's.
 *
 * - a parent reads and writes only their own thread: a `familyId` of another family is ignored, never
 *   written to;
 * - a teacher reads and writes the threads of their classrooms' families only (another's: 404);
 * - unread counts move for both sides; the read marks are the server's time, set once, by the side the
 *   message was sent to, never by the other side or to a chosen time;
 * - attachments: images only, the family's own; another family reads neither the record nor the file,
 *   and attaches no one else's media;
 * - nobody, admins included, changes or deletes a message through the Local API or /api/cms;
 * - the notices by mail reach the centre's address (a family's message) or the parent (the centre's);
 * - the routes' 401 / 403 / 400.
 */
import { _internal_resetJobSystemGlobals, type Payload, type TypedUser } from 'payload'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { MessageThreads } from '@/features/messages/record'
import { familyMessageMessages } from '@/features/messages/schemas'
import { startMailServer, type MailServer } from '../../scripts/lib/mailServer'

const NOTIFY = 'messages.office@centre.test'
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

let mail: MailServer
// Imported once SMTP_URL is set: the app's config reads it on first import.
let h: {
  payload: typeof import('./helpers/payload')
  api: typeof import('./helpers/api')
  rest: typeof import('./helpers/rest')
  jobs: typeof import('@/jobs')
  passwords: ReturnType<typeof import('@/seed/demoData').seedPasswords>
}
let payload: Payload
let actors: import('./helpers/payload').FloorActors
let notifyAddress: string

type Caller = 'familyX' | 'familyY' | 'teacherX' | 'teacherY' | 'admin' | 'editor' | 'anonymous'
const users: Partial<Record<Caller, TypedUser>> = {}
const cookies: Partial<Record<Caller, string>> = {}
const FAMILY_PASSWORD = 'family-pass-123'

const SYSTEM = { overrideAccess: true as const, depth: 0 }
const as = (user: TypedUser | null | undefined) => ({ user: user ?? null, overrideAccess: false as const, depth: 0 })

const png = (background = '#2a9d8f') => sharp({ create: { width: 48, height: 48, channels: 3, background } }).png().toBuffer()
const gif = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#e76f51' } }).gif().toBuffer()

const call = <T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, caller: Caller, options: { body?: unknown; raw?: BodyInit } = {}) =>
  h.api.api<T>(method, path, { cookie: cookies[caller], ...options })
const send = (caller: Caller, body: Record<string, unknown>) => call<MessageThreads & { message?: string }>('POST', '/api/messages', caller, { body })
const threads = (caller: Caller, familyId?: string) => call<MessageThreads>('GET', `/api/messages${familyId ? `?familyId=${familyId}` : ''}`, caller)
const unread = async (caller: Caller) => {
  const result = await call<{ unread: number }>('GET', '/api/messages/unread', caller)
  expect(result.status, result.text).toBe(200)
  return result.body.unread
}
const markRead = (caller: Caller, familyId?: string) => call<{ unread: number }>('POST', '/api/messages/read', caller, { body: familyId ? { familyId } : {} })

function imageForm(fields: Record<string, string>, files: { data: Buffer | string; name: string; type: string }[]) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  for (const file of files) form.append('files', new File([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], file.name, { type: file.type }))
  return form
}

const messagesOf = async (familyId: string) =>
  (await payload.find({ collection: 'family-messages', where: { family: { equals: familyId } }, sort: 'createdAt', pagination: false, ...SYSTEM })).docs
const countMessages = async () => (await payload.count({ collection: 'family-messages', overrideAccess: true })).totalDocs

/** Runs the queue until it is empty, as the server's runner would over the next minutes. */
async function deliver() {
  for (let round = 0; round < 50; round++) {
    const { jobStatus } = await h.jobs.runQueuedJobs(payload, 100)
    if (Object.keys(jobStatus ?? {}).length === 0) return
  }
}

/** A parent account of this file's own, with a child in the classroom, signed in through /api/login. */
async function newFamily(name: string, classroom: string) {
  const username = `msg.${name.toLowerCase()}.${unique()}`
  const created = await payload.create({
    collection: 'users',
    data: { username, password: FAMILY_PASSWORD, firstName: name, lastName: 'Family', email: `${username}@families.test`, role: 'parent' } as never,
    ...SYSTEM,
  })
  await payload.create({
    collection: 'children',
    data: { firstName: `${name}Kid`, lastName: 'Family', dateOfBirth: '2022-04-01', enrollmentDate: '2026-01-05', parent: created.id, classroom },
    ...SYSTEM,
    user: actors.admin,
  })
  return { user: { ...created, collection: 'users' as const } as TypedUser, cookie: await h.api.apiLogin(username, FAMILY_PASSWORD) }
}

beforeAll(async () => {
  mail = await startMailServer()
  process.env.SMTP_URL = mail.url
  process.env.EMAIL_FROM = `Multicultural Centre Office <office@centre.test>`
  process.env.CENTRE_NOTIFY_EMAIL = NOTIFY
  h = {
    payload: await import('./helpers/payload'),
    api: await import('./helpers/api'),
    rest: await import('./helpers/rest'),
    jobs: await import('@/jobs'),
    passwords: (await import('@/seed/demoData')).seedPasswords(),
  }
  payload = await h.payload.testPayload()
  actors = await h.payload.loadFloorActors()
  // Mails earlier test files queued are not this file's (they would go to this server too).
  await payload.delete({ collection: 'payload-jobs', where: { completedAt: { exists: false } }, overrideAccess: true })
  // The centre's notification address: the site settings', else the environment's (NOTIFY).
  notifyAddress = (await (await import('@/mail')).mailCentre(payload)).notifyAddress!
  const [roomX, roomY] = [h.payload.classroomsOf(actors.teacherX)[0]!, h.payload.classroomsOf(actors.teacherY)[0]!]
  for (const [caller, name, room] of [['familyX', 'Xavi', roomX], ['familyY', 'Yara', roomY]] as const) {
    const family = await newFamily(name, room)
    users[caller] = family.user
    cookies[caller] = family.cookie
  }
  for (const caller of ['teacherX', 'teacherY', 'admin', 'editor'] as const) {
    users[caller] = actors[caller]!
    const { username, password } = h.payload.floorActorLogin(caller)
    cookies[caller] = await h.api.apiLogin(username, password)
  }
})

afterEach(() => _internal_resetJobSystemGlobals())

afterAll(async () => {
  if (h) await deliver().catch(() => undefined)
  await mail?.stop()
})

describe('a parent’s thread', () => {
  it('a parent writes to their own family’s thread only: another family’s id is ignored, nothing is written there', async () => {
    const beforeY = (await messagesOf(users.familyY!.id)).length
    const sent = await send('familyX', { body: 'Hello from X (aimed at Y)', familyId: users.familyY!.id })
    expect(sent.status, sent.text).toBe(201)
    expect(sent.body.threads).toHaveLength(1)
    const [thread] = sent.body.threads
    expect(thread!.familyId).toBe(users.familyX!.id)
    expect(thread!.messages.at(-1)).toMatchObject({ body: 'Hello from X (aimed at Y)', fromCentre: false, familyId: users.familyX!.id })
    expect((await messagesOf(users.familyY!.id)).length).toBe(beforeY)
    const stored = (await messagesOf(users.familyX!.id)).at(-1)!
    expect(stored).toMatchObject({ family: users.familyX!.id, fromCentre: false, createdBy: users.familyX!.id, readByFamilyAt: null, readByCentreAt: null })
  })

  it('a parent reads only their own thread, whatever familyId asks for', async () => {
    await send('familyY', { body: 'Private note from Y' })
    const mine = await threads('familyX', users.familyY!.id)
    expect(mine.status).toBe(200)
    expect(mine.body.threads.map((thread) => thread.familyId)).toEqual([users.familyX!.id])
    expect(JSON.stringify(mine.body)).not.toContain('Private note from Y')
    expect(mine.body.families).toEqual([])
  })

  it('through the Local API a parent finds only their family’s messages, and cannot create one in another thread', async () => {
    const { docs } = await payload.find({ collection: 'family-messages', pagination: false, ...as(users.familyX) })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((doc) => doc.family === users.familyX!.id)).toBe(true)
    const created = await payload.create({ collection: 'family-messages', data: { family: users.familyY!.id, body: 'Sneaky', fromCentre: true, readByCentreAt: '2000-01-01T00:00:00.000Z' } as never, ...as(users.familyX) })
    expect(created).toMatchObject({ family: users.familyX!.id, fromCentre: false, readByCentreAt: null, createdBy: users.familyX!.id })
  })
})

describe('the staff inbox', () => {
  it('a teacher reads the threads of their classrooms’ families only; another classroom’s family is not found (404)', async () => {
    await send('familyX', { body: 'For teacher X' })
    await send('familyY', { body: 'For teacher Y' })
    const inboxX = await threads('teacherX')
    expect(inboxX.status, inboxX.text).toBe(200)
    const familiesX = inboxX.body.threads.map((thread) => thread.familyId)
    expect(familiesX).toContain(users.familyX!.id)
    expect(familiesX).not.toContain(users.familyY!.id)
    expect(inboxX.body.families.map((family) => family.familyId)).not.toContain(users.familyY!.id)
    const entry = inboxX.body.threads.find((thread) => thread.familyId === users.familyX!.id)!
    expect(entry.familyName).toBe('The Family family (XaviKid)')
    expect(entry.lastMessage?.body).toBe('For teacher X')
    expect(entry.messages).toEqual([])

    expect((await threads('teacherX', users.familyY!.id)).status).toBe(404)
    const open = await threads('teacherX', users.familyX!.id)
    expect(open.body.threads[0]!.messages.map((message) => message.body)).toContain('For teacher X')
    const { docs } = await payload.find({ collection: 'family-messages', where: { family: { equals: users.familyY!.id } }, ...as(users.teacherX) })
    expect(docs).toEqual([])
  })

  it('a teacher writes to their classrooms’ families only; to another’s, 404 and nothing is written', async () => {
    const before = await countMessages()
    const refused = await send('teacherX', { body: 'Wrong family', familyId: users.familyY!.id })
    expect(refused.status).toBe(404)
    expect(await countMessages()).toBe(before)
    await expect(payload.create({ collection: 'family-messages', data: { family: users.familyY!.id, body: 'Wrong family' } as never, ...as(users.teacherX) })).rejects.toMatchObject({ status: 404 })
    expect(await countMessages()).toBe(before)

    const sent = await send('teacherX', { body: 'Xavi had a great nap', familyId: users.familyX!.id })
    expect(sent.status, sent.text).toBe(201)
    expect(sent.body.threads[0]!.messages.at(-1)).toMatchObject({ body: 'Xavi had a great nap', fromCentre: true })
    expect((await messagesOf(users.familyX!.id)).at(-1)).toMatchObject({ fromCentre: true, createdBy: users.teacherX!.id })
  })

  it('an admin reads every thread, newest activity first, and writes to any parent account (not to a staff account)', async () => {
    await send('familyY', { body: 'Newest from Y' })
    const inbox = await threads('admin')
    expect(inbox.status).toBe(200)
    const ids = inbox.body.threads.map((thread) => thread.familyId)
    expect(ids).toEqual(expect.arrayContaining([users.familyX!.id, users.familyY!.id]))
    expect(ids[0]).toBe(users.familyY!.id)
    const times = inbox.body.threads.map((thread) => thread.lastMessage!.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    expect((await send('admin', { body: 'To a teacher?', familyId: users.teacherX!.id })).status).toBe(404)
    expect((await send('admin', { body: 'Welcome, Yara', familyId: users.familyY!.id })).status).toBe(201)
  })
})

describe('unread counts and read marks', () => {
  it('move for both sides: the centre’s messages for the parent, the family’s for the shared inbox', async () => {
    await markRead('familyX')
    await markRead('teacherX', users.familyX!.id)
    expect(await unread('familyX')).toBe(0)
    const centreBefore = await unread('admin')

    expect((await send('teacherX', { body: 'Two things today', familyId: users.familyX!.id })).status).toBe(201)
    await send('admin', { body: 'And a third', familyId: users.familyX!.id })
    expect(await unread('familyX')).toBe(2)
    expect((await threads('familyX')).body.threads[0]!.unread).toBe(2)

    await send('familyX', { body: 'Thanks!' })
    expect(await unread('admin')).toBe(centreBefore + 1)
    expect(await unread('teacherX')).toBeGreaterThanOrEqual(1)
    expect(await unread('familyX')).toBe(2)

    const read = await markRead('familyX')
    expect(read.status, read.text).toBe(200)
    expect(read.body.unread).toBe(0)
    const marked = (await messagesOf(users.familyX!.id)).filter((doc) => doc.fromCentre)
    expect(marked.every((doc) => doc.readByFamilyAt && Math.abs(Date.parse(doc.readByFamilyAt) - Date.now()) < 60_000)).toBe(true)

    // The inbox is shared: teacher X opening the thread marks it read for the admins too.
    const teacherRead = await markRead('teacherX', users.familyX!.id)
    expect(teacherRead.status, teacherRead.text).toBe(200)
    expect(await unread('admin')).toBe(centreBefore)
    // Teacher Y opens no thread of family X.
    expect((await markRead('teacherY', users.familyX!.id)).status).toBe(404)
  })

  it('a read mark is the server’s time, set once, by the side the message went to only', async () => {
    await send('admin', { body: 'Please bring sunscreen', familyId: users.familyX!.id })
    const centreMessage = (await messagesOf(users.familyX!.id)).at(-1)!
    await send('familyX', { body: 'Will do' })
    const familyMessage = (await messagesOf(users.familyX!.id)).at(-1)!

    // Parent: a chosen time becomes now; the centre's mark is not theirs to set.
    const stamped = await payload.update({ collection: 'family-messages', id: centreMessage.id, data: { readByFamilyAt: '2000-01-01T00:00:00.000Z', readByCentreAt: '2000-01-01T00:00:00.000Z' }, ...as(users.familyX) })
    expect(Math.abs(Date.parse(stamped.readByFamilyAt!) - Date.now())).toBeLessThan(60_000)
    expect(stamped.readByCentreAt ?? null).toBeNull()
    const again = await payload.update({ collection: 'family-messages', id: centreMessage.id, data: { readByFamilyAt: '2099-01-01T00:00:00.000Z' }, ...as(users.familyX) })
    expect(again.readByFamilyAt).toBe(stamped.readByFamilyAt)
    // A parent's own message is not theirs to mark read, nor the centre's side.
    const own = await payload.update({ collection: 'family-messages', id: familyMessage.id, data: { readByFamilyAt: '2000-01-01T00:00:00.000Z', readByCentreAt: '2000-01-01T00:00:00.000Z' }, ...as(users.familyX) })
    expect(own.readByCentreAt ?? null).toBeNull()
    expect(own.readByFamilyAt ?? null).toBeNull()
    // Staff: not the family's mark; the centre's, stamped now.
    const byAdmin = await payload.update({ collection: 'family-messages', id: familyMessage.id, data: { readByFamilyAt: '2000-01-01T00:00:00.000Z', readByCentreAt: '2000-01-01T00:00:00.000Z' }, ...as(users.admin) })
    expect(byAdmin.readByFamilyAt ?? null).toBeNull()
    expect(Math.abs(Date.parse(byAdmin.readByCentreAt!) - Date.now())).toBeLessThan(60_000)
    // Through /api/cms too.
    const restMark = await h.rest.rest('PATCH', `/family-messages/${centreMessage.id}`, { cookie: cookies.familyY, body: { readByFamilyAt: '2000-01-01T00:00:00.000Z' } })
    expect([403, 404]).toContain(restMark.status)
    expect((await payload.findByID({ collection: 'family-messages', id: centreMessage.id, ...SYSTEM })).readByFamilyAt).toBe(stamped.readByFamilyAt)
  })
})

describe('image attachments', () => {
  it('a parent attaches images: stored as the family’s message attachments, shown to the family, the room’s teacher and admins, not to another family or room', async () => {
    const sent = await call<MessageThreads>('POST', '/api/messages', 'familyX', { raw: imageForm({ body: 'Look at this' }, [{ data: await png(), name: 'drawing.png', type: 'image/png' }, { data: await png('#264653'), name: 'second.png', type: 'image/png' }]) })
    expect(sent.status, sent.text).toBe(201)
    const message = sent.body.threads[0]!.messages.at(-1)!
    expect(message.attachments).toHaveLength(2)
    const stored = (await messagesOf(users.familyX!.id)).at(-1)!
    const mediaIds = (stored.attachments ?? []) as string[]
    const media = await payload.findByID({ collection: 'media', id: mediaIds[0]!, ...SYSTEM })
    expect(media).toMatchObject({ purpose: 'message-attachment', family: users.familyX!.id })

    const fileName = decodeURIComponent(message.attachments[0]!.url!.split('/media/file/')[1]!)
    const getFile = (caller: Caller) => h.rest.rest('GET', `/media/file/${encodeURIComponent(fileName)}`, { cookie: cookies[caller] })
    for (const caller of ['familyX', 'teacherX', 'admin'] as const) expect((await getFile(caller)).status, caller).toBe(200)
    for (const caller of ['familyY', 'teacherY', 'editor', 'anonymous'] as const) expect((await getFile(caller)).status, caller).toBe(403)
    const { docs } = await payload.find({ collection: 'media', where: { id: { in: mediaIds } }, ...as(users.familyY) })
    expect(docs).toEqual([])

    // The teacher's reply with an image belongs to the family too.
    const reply = await call<MessageThreads>('POST', '/api/messages', 'teacherX', { raw: imageForm({ body: '', familyId: users.familyX!.id }, [{ data: await png('#e9c46a'), name: 'reply.png', type: 'image/png' }]) })
    expect(reply.status, reply.text).toBe(201)
    const replyDoc = (await messagesOf(users.familyX!.id)).at(-1)!
    expect(replyDoc).toMatchObject({ fromCentre: true, body: '' })
    expect((await payload.findByID({ collection: 'media', id: (replyDoc.attachments as string[])[0]!, ...SYSTEM })).family).toBe(users.familyX!.id)
  })

  it('only JPEG, PNG or WebP images, at most four; nothing is written when refused', async () => {
    const before = await countMessages()
    const asGif = await call('POST', '/api/messages', 'familyX', { raw: imageForm({ body: 'gif' }, [{ data: await gif(), name: 'a.gif', type: 'image/gif' }]) })
    expect(asGif.status).toBe(400)
    expect(asGif.text).toContain(familyMessageMessages.imageType)
    const asText = await call('POST', '/api/messages', 'familyX', { raw: imageForm({ body: 'text' }, [{ data: 'not an image', name: 'a.png', type: 'image/png' }]) })
    expect(asText.status).toBe(400)
    const asPdf = await call('POST', '/api/messages', 'familyX', { raw: imageForm({ body: 'pdf' }, [{ data: '%PDF-1.4', name: 'a.pdf', type: 'application/pdf' }]) })
    expect(asPdf.status).toBe(415)
    const five = await Promise.all([1, 2, 3, 4, 5].map(async (n) => ({ data: await png(`#00000${n}`), name: `${n}.png`, type: 'image/png' })))
    const tooMany = await call('POST', '/api/messages', 'familyX', { raw: imageForm({ body: 'five' }, five) })
    expect(tooMany.status).toBe(400)
    expect(tooMany.text).toContain(familyMessageMessages.tooManyImages)
    expect(await countMessages()).toBe(before)
  })

  it('nobody attaches another family’s media, or media that is not a message attachment', async () => {
    await call('POST', '/api/messages', 'familyX', { raw: imageForm({ body: 'mine' }, [{ data: await png('#f4a261'), name: 'mine.png', type: 'image/png' }]) })
    const xMedia = ((await messagesOf(users.familyX!.id)).at(-1)!.attachments as string[])[0]!
    const before = await countMessages()
    // Family Y cannot read it, so cannot attach it.
    await expect(payload.create({ collection: 'family-messages', data: { body: 'stolen', attachments: [xMedia] } as never, ...as(users.familyY) })).rejects.toMatchObject({ status: 400 })
    const viaRest = await h.rest.rest('POST', '/family-messages', { cookie: cookies.familyY, body: { body: 'stolen', attachments: [xMedia] } })
    expect(viaRest.status).toBe(400)
    // An admin reads it, but it is family X's, not family Y's.
    await expect(payload.create({ collection: 'family-messages', data: { family: users.familyY!.id, body: 'moved', attachments: [xMedia] } as never, ...as(users.admin) })).rejects.toMatchObject({ status: 400 })
    // A public image is not a message attachment.
    const publicMedia = (await payload.find({ collection: 'media', where: { and: [{ family: { exists: false } }, { purpose: { exists: false } }] }, limit: 1, ...SYSTEM })).docs[0]
    if (publicMedia) {
      await expect(payload.create({ collection: 'family-messages', data: { body: 'public', attachments: [publicMedia.id] } as never, ...as(users.familyX) })).rejects.toMatchObject({ status: 400 })
    }
    expect(await countMessages()).toBe(before)
  })

  it('an attachment’s family is never the uploader’s choice: a parent’s is their own, staff add theirs through /api/messages only', async () => {
    const file = new File([new Uint8Array(await png('#8ab17d'))], 'p.png', { type: 'image/png' })
    const byParent = await h.rest.restUpload('POST', '/media', { cookie: cookies.familyY, file, data: { alt: 'x', purpose: 'message-attachment', family: users.familyX!.id } })
    expect(byParent.status, byParent.text).toBe(201)
    const family = (byParent.body as { doc: { family: string | { id: string } } }).doc.family
    expect(typeof family === 'string' ? family : family.id).toBe(users.familyY!.id)
    const byTeacher = await h.rest.restUpload('POST', '/media', { cookie: cookies.teacherX, file, data: { alt: 'x', purpose: 'message-attachment', family: users.familyX!.id } })
    expect(byTeacher.status).toBe(400)
  })
})

describe('messages are never changed or deleted', () => {
  it('nobody, admins included, changes or deletes a message through the Local API or /api/cms', async () => {
    await send('familyX', { body: 'Original words' })
    const doc = (await messagesOf(users.familyX!.id)).at(-1)!
    for (const user of [users.admin, users.familyX, users.teacherX]) {
      await expect(payload.update({ collection: 'family-messages', id: doc.id, data: { body: 'Rewritten' }, ...as(user) })).rejects.toMatchObject({ status: 403 })
      await expect(payload.update({ collection: 'family-messages', id: doc.id, data: { family: users.familyY!.id }, ...as(user) })).rejects.toMatchObject({ status: 403 })
      await expect(payload.delete({ collection: 'family-messages', id: doc.id, ...as(user) })).rejects.toMatchObject({ status: 403 })
    }
    for (const caller of ['admin', 'familyX'] as const) {
      expect((await h.rest.rest('PATCH', `/family-messages/${doc.id}`, { cookie: cookies[caller], body: { body: 'Rewritten' } })).status, caller).toBe(403)
      expect((await h.rest.rest('DELETE', `/family-messages/${doc.id}`, { cookie: cookies[caller] })).status, caller).toBe(403)
    }
    const after = await payload.findByID({ collection: 'family-messages', id: doc.id, ...SYSTEM })
    expect(after).toMatchObject({ body: 'Original words', family: users.familyX!.id })
  })
})

describe('notices by mail', () => {
  it('a family’s message goes to the centre’s notification address; the centre’s to the parent', async () => {
    await deliver()
    const fromYara = () => mail.to(notifyAddress).filter((received) => received.subject === 'New message from Yara Family').length
    const before = fromYara()
    await send('familyY', { body: 'Is Friday a holiday?' })
    await deliver()
    const toCentre = await mail.waitFor((received) => received.to.includes(notifyAddress.toLowerCase()) && received.subject === 'New message from Yara Family')
    expect(toCentre.text).not.toContain('Is Friday a holiday?')
    expect(toCentre.replyTo ?? '').toContain(users.familyY!.email!)

    await send('teacherY', { body: 'Yes, the centre is closed on Friday.', familyId: users.familyY!.id })
    await deliver()
    const toParent = await mail.waitFor((received) => received.to.includes(users.familyY!.email!.toLowerCase()) && received.subject.startsWith('New message from'))
    expect(toParent.text).toContain('parent portal')
    expect(fromYara()).toBe(before + 1)
  })

  it('a parent who turned off "A message from the centre" gets no mail for one; turned on again, they do', async () => {
    const toYara = () => mail.to(users.familyY!.email!).filter((received) => received.subject.startsWith('New message from'))
    await deliver()
    const before = toYara().length
    const setMessages = async (messages: boolean) => {
      const saved = await call<{ notifications: Record<string, boolean> }>('POST', '/api/account/notifications', 'familyY', {
        body: { applicationUpdates: true, newsletters: true, messages },
      })
      expect(saved.status, saved.text).toBe(200)
      expect(saved.body.notifications).toEqual({ applicationUpdates: true, newsletters: true, messages, invoices: true, medication: true })
    }
    await setMessages(false)
    await send('teacherY', { body: 'Not mailed: the parent said no.', familyId: users.familyY!.id })
    await deliver()
    await setMessages(true)
    await send('teacherY', { body: 'Mailed again.', familyId: users.familyY!.id })
    await deliver()
    // The second notice arrives; by then the first would have too, had it been sent.
    await mail.waitFor(() => toYara().length >= before + 1)
    expect(toYara()).toHaveLength(before + 1)
    // An older client that sends only the first two choices leaves the third as it was.
    const older = await call<{ notifications: Record<string, boolean> }>('POST', '/api/account/notifications', 'familyY', { body: { applicationUpdates: true, newsletters: false } })
    expect(older.body.notifications).toEqual({ applicationUpdates: true, newsletters: false, messages: true, invoices: true, medication: true })
  })
})

describe('the routes', () => {
  it('401 without a session, 403 for an editor, before the body is read', async () => {
    for (const [method, path] of [['GET', '/api/messages'], ['GET', '/api/messages/unread'], ['POST', '/api/messages'], ['POST', '/api/messages/read']] as const) {
      const anonymous = await call(method, path, 'anonymous', method === 'POST' ? { raw: 'not json' } : {})
      expect(anonymous.status, `${method} ${path}`).toBe(401)
      const editor = await call(method, path, 'editor', method === 'POST' ? { raw: 'not json' } : {})
      expect(editor.status, `${method} ${path}`).toBe(403)
    }
  })

  it('POST /api/messages and /api/messages/read refuse a visitor, an editor and a program without reading the body', async () => {
    const key = crypto.randomUUID()
    await payload.create({ collection: 'users', data: { username: `msg.program.${unique()}`, password: crypto.randomUUID(), role: 'integration', enableAPIKey: true, apiKey: key } as never, ...SYSTEM })
    const callers: [Caller | 'integration', Record<string, string>, number][] = [
      ['anonymous', {}, 401],
      ['editor', { Cookie: cookies.editor! }, 403],
      ['integration', { Authorization: `users API-Key ${key}` }, 403],
    ]
    for (const path of ['/api/messages', '/api/messages/read']) {
      for (const [caller, credentials, status] of callers) {
        let read = false
        const stream = new ReadableStream<Uint8Array>({ pull() { read = true; throw new Error('the body was read') } }, { highWaterMark: 0 })
        const result = await h.api.api('POST', path, { raw: stream, headers: { 'Content-Type': 'application/json', ...credentials } })
        expect(result.status, `${caller} ${path}`).toBe(status)
        expect(read, `${caller} ${path}: the body was read`).toBe(false)
      }
    }
  })

  it('400 for an empty message, staff without a family, and an unknown family', async () => {
    const empty = await send('familyX', { body: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe(familyMessageMessages.empty)
    const noFamily = await send('admin', { body: 'To whom?' })
    expect(noFamily.status).toBe(400)
    expect(noFamily.body.message).toBe(familyMessageMessages.family)
    expect((await send('admin', { body: 'Unknown', familyId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404)
    expect((await markRead('admin')).status).toBe(400)
  })
})

describe('names as data, for each screen to word in its language', () => {
  /*
   * The wire's `senderName` and `familyName` are English phrases ("The centre", "The Family family
   * (XaviKid)"); a Spanish screen needs who they are, not the English words: `sender` and `family` say
   * it as data (a person's name, the centre, the family by its last name and children), the same for
   * every language the screen asks in. The English fields stay as they were.
   */
  const personOf = (user: TypedUser) => [user.firstName, user.lastName].filter(Boolean).join(' ')

  it('a parent reads their family by their own name, their own messages by name and a teacher’s as the centre', async () => {
    await send('teacherX', { body: 'Names as data, from the room', familyId: users.familyX!.id })
    await send('familyX', { body: 'Names as data, from the family' })
    for (const language of ['en', 'es']) {
      const read = await h.api.api<MessageThreads>('GET', '/api/messages', { cookie: cookies.familyX, headers: { 'X-Centre-Language': language } })
      expect(read.status, read.text).toBe(200)
      const [thread] = read.body.threads
      expect(thread!.family).toEqual({ kind: 'parent', name: 'Xavi Family' })
      expect(thread!.familyName).toBe('Xavi Family')
      const fromRoom = thread!.messages.findLast((message) => message.body === 'Names as data, from the room')!
      expect(fromRoom).toMatchObject({ sender: { kind: 'centre' }, senderName: 'The centre' })
      const own = thread!.messages.findLast((message) => message.body === 'Names as data, from the family')!
      expect(own).toMatchObject({ sender: { kind: 'person', name: 'Xavi Family' }, senderName: 'Xavi Family' })
    }
  })

  it('a teacher reads the family by its last name and children, the family’s messages as the family, an admin’s as the centre', async () => {
    await send('admin', { body: 'Names as data, from the office', familyId: users.familyX!.id })
    const family = { kind: 'children', lastName: 'Family', children: ['XaviKid'] }
    const inbox = await threads('teacherX')
    const entry = inbox.body.threads.find((thread) => thread.familyId === users.familyX!.id)!
    expect(entry).toMatchObject({ family, familyName: 'The Family family (XaviKid)' })

    const open = (await threads('teacherX', users.familyX!.id)).body.threads[0]!
    expect(open).toMatchObject({ family, familyName: 'The Family family (XaviKid)' })
    const byBody = (body: string) => open.messages.findLast((message) => message.body === body)!
    expect(byBody('Names as data, from the family')).toMatchObject({ sender: { kind: 'family', family }, senderName: 'The Family family (XaviKid)' })
    expect(byBody('Names as data, from the office')).toMatchObject({ sender: { kind: 'centre' }, senderName: 'The centre' })
    expect(byBody('Names as data, from the room')).toMatchObject({ sender: { kind: 'person', name: personOf(users.teacherX!) } })
  })

  it('an admin reads every family by the parent’s name, in the threads and in the families to write to', async () => {
    const inbox = await threads('admin')
    expect(inbox.body.threads.find((thread) => thread.familyId === users.familyX!.id)).toMatchObject({ family: { kind: 'parent', name: 'Xavi Family' }, familyName: 'Xavi Family' })
    const families = inbox.body.families
    expect(families.length).toBeGreaterThan(0)
    for (const entry of families) {
      expect(entry.family.kind, entry.familyName).toBe('parent')
      expect(entry.familyName).toBe(entry.family.kind === 'parent' ? entry.family.name : '')
    }
    const open = (await threads('admin', users.familyX!.id)).body.threads[0]!
    expect(open.messages.findLast((message) => message.body === 'Names as data, from the family')).toMatchObject({ sender: { kind: 'person', name: 'Xavi Family' } })
  })
})
