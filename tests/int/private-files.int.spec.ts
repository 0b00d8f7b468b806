/**
 * Every private file through its own door (issue 47, point 3), with files in MEDIA_DIR: a health document
 * (a certificate, a certification card's scan) only through /api/cms/health-documents/file/<name>; a
 * child's video, a pickup person's photo, a photo of children and a message image only through
 * /api/cms/media/file/<name>; an invoice and a year-end statement only through their /api calls, never
 * stored as files. Each door serves the files of its own collection's records and nothing else: a name
 * with a slash (`health-documents%2F<name>`, the health documents' folder inside MEDIA_DIR), a name no
 * record has, a file in the folder no record names: 404, never 500 and never another file's bytes, to
 * admins too (whose read rule needs no look-up of the record). Each opening through the right door is in
 * the audit log. The same in a bucket: tests/int/storage-s3.int.spec.ts.
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import config from '@payload-config'
import type { Where } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { NO_SUCH_FILE_MESSAGE, UPLOADED_FILE_CSP } from '@/collections/shared/uploads/fileResponses'
import { demoPdf } from '@/features/health/documentsSeed'
import type { HealthDocumentRecord } from '@/features/health/record'
import { centreToday } from '@/lib/dates'
import { serverURL } from '@/lib/runtimeConfig'
import { cmsRestHandlers } from '@/server/http/cmsGuard'

import { api } from './helpers/api'
import { signedIn } from './helpers/logins'
import { type FloorActor, type FloorActors, classroomsOf, loadFloorActors, testPayload } from './helpers/payload'

type Door = 'media' | 'health-documents'
type Reader = Exclude<FloorActor, 'parentB' | 'teacherY'>

const { GET } = cmsRestHandlers(config)
let actors: FloorActors
let cookies: Record<Exclude<Reader, 'anonymous'>, string>
let roomX: string
let sequence = 0
const unique = () => `${Date.now().toString(36)}${++sequence}`

/** A file endpoint's answer as a browser gets it: status, headers, the bytes exactly, and the JSON when it is JSON. */
async function open(door: Door, name: string, actor: Reader, query = '') {
  const url = new URL(`/api/cms/${door}/file/${encodeURIComponent(name)}${query}`, serverURL)
  const headers: Record<string, string> = { Origin: serverURL }
  if (actor !== 'anonymous') headers.Cookie = cookies[actor]
  // The route's segments as Next decodes them: `%2F` is a slash inside the file's segment.
  const response = await GET(new Request(url, { headers }), { params: Promise.resolve({ slug: [door, 'file', name] }) })
  const bytes = Buffer.from(await response.arrayBuffer())
  let json: unknown
  try {
    json = JSON.parse(bytes.toString())
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, bytes, json }
}

/** Refused with `status` as JSON, with none of the file's bytes. */
function expectRefused(result: Awaited<ReturnType<typeof open>>, status: number, file: Buffer, what: string) {
  expect(result.status, `${what}: ${result.bytes.toString().slice(0, 300)}`).toBe(status)
  expect(result.headers.get('content-type') ?? '', what).toMatch(/^application\/json/)
  expect(result.bytes.includes(file.subarray(0, 64)), `${what}: no byte of the file`).toBe(false)
}

/** Not there: 404 JSON saying so, none of the file's bytes. */
function expectNoSuchFile(result: Awaited<ReturnType<typeof open>>, file: Buffer, what: string) {
  expectRefused(result, 404, file, what)
  expect(result.json, what).toEqual({ errors: [{ message: NO_SUCH_FILE_MESSAGE }] })
}

/** The entries of files opened by `userId` under any of `names`, written first. */
async function openingsOf(userId: string, names: string[]) {
  await drainAuditLog(5_000)
  const { docs } = await (await testPayload()).find({
    collection: 'audit-events',
    where: { and: [{ userId: { equals: userId } }, { file: { in: names } }] },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

const png = (background: string) => sharp({ create: { width: 320, height: 240, channels: 3, background } }).png().toBuffer()
const stored = (door: Door, name: string) => readFile(path.join(process.env.MEDIA_DIR!, door === 'media' ? '' : 'health-documents', name))

/** A fresh child of parent A in teacher X's room (the server's own work: not logged). */
async function freshChild() {
  const payload = await testPayload()
  return payload.create({
    collection: 'children',
    data: { firstName: `Door${unique()}`, lastName: 'Child', dateOfBirth: '2022-03-01', enrollmentDate: '2026-01-05', parent: actors.parentA!.id, classroom: roomX },
    overrideAccess: true,
    user: actors.admin,
  })
}

/** Parent A sends a child's immunization certificate through the portal's call: the document. */
async function certificate(childId: string): Promise<HealthDocumentRecord> {
  const title = `Certificate ${unique()}`
  const form = new FormData()
  form.set('kind', 'immunization-certificate')
  form.set('title', title)
  form.set('file', new File([new Uint8Array(demoPdf([title]))], `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`, { type: 'application/pdf' }))
  const sent = await api<HealthDocumentRecord[]>('POST', `/api/children/${childId}/health-documents`, { cookie: cookies.parentA, raw: form })
  expect(sent.status, sent.text).toBe(201)
  return sent.body.find((document) => document.title === title)!
}

/** A media file of a child's, stored as the server stores it (not logged): its file name. */
async function childFile(data: Record<string, unknown>, file: { data: Buffer; name: string; type: string }): Promise<string> {
  const payload = await testPayload()
  const doc = await payload.create({ collection: 'media', data: { alt: `File ${unique()}`, ...data } as never, file: { data: file.data, mimetype: file.type, name: file.name, size: file.data.length }, overrideAccess: true, user: actors.admin })
  return doc.filename!
}

/** Each kind of private file kept as a media record, with the teacher or parent whose opening the log names. */
async function mediaFiles(): Promise<{ kind: string; name: string; reader: Reader }[]> {
  const child = await freshChild()
  const video = await childFile({ child: child.id }, { data: await readFile(path.join(process.cwd(), 'src/seed/media/videos/dev-1.mp4')), name: 'first-steps.mp4', type: 'video/mp4' })
  const photo = await childFile({ purpose: 'child-photo', children: [child.id] }, { data: await png('#2a9d8f'), name: 'easel.png', type: 'image/png' })
  const pickup = await (await testPayload()).create({
    collection: 'authorized-pickups',
    data: { child: child.id, name: `Grandpa ${child.firstName}`, relation: 'Grandfather', phone: '(919) 555-0111' } as never,
    overrideAccess: false,
    user: actors.parentA,
  })
  const photoForm = new FormData()
  photoForm.set('file', new File([new Uint8Array(await png('#e76f51'))], 'grandpa.png', { type: 'image/png' }))
  const withPhoto = await api<{ photoUrl: string }>('POST', `/api/pickups/${pickup.id}/photo`, { cookie: cookies.parentA, raw: photoForm })
  expect(withPhoto.status, withPhoto.text).toBe(200)
  const messageForm = new FormData()
  messageForm.set('body', 'A drawing')
  messageForm.append('files', new File([new Uint8Array(await png('#264653'))], 'drawing.png', { type: 'image/png' }))
  const sent = await api<{ threads: { messages: { attachments: { url: string }[] }[] }[] }>('POST', '/api/messages', { cookie: cookies.parentA, raw: messageForm })
  expect(sent.status, sent.text).toBe(201)
  const nameIn = (url: string) => decodeURIComponent(url.split('/media/file/')[1]!)
  return [
    { kind: 'a development video', name: video, reader: 'parentA' },
    { kind: 'a photo of children', name: photo, reader: 'teacherX' },
    { kind: 'a pickup person’s photo', name: nameIn(withPhoto.body.photoUrl), reader: 'teacherX' },
    { kind: 'a message image', name: nameIn(sent.body.threads[0]!.messages.at(-1)!.attachments[0]!.url), reader: 'teacherX' },
  ]
}

beforeAll(async () => {
  actors = await loadFloorActors()
  roomX = classroomsOf(actors.teacherX)[0]!
  cookies = await signedIn('admin', 'parentA', 'editor', 'teacherX')
})

describe('a health document through the media endpoint', () => {
  it('an admin’s `health-documents%2F<file>` is 404, no byte of it, no opening; through its own endpoint the same document is 200, the PDF, and its opening is logged', async () => {
    const child = await freshChild()
    const document = await certificate(child.id)
    const pdf = await stored('health-documents', document.fileName)
    for (const query of ['', '?public']) expectNoSuchFile(await open('media', `health-documents/${document.fileName}`, 'admin', query), pdf, `media endpoint${query}`)
    expect(await openingsOf(actors.admin!.id, [document.fileName, `health-documents/${document.fileName}`])).toEqual([])

    const opened = await open('health-documents', document.fileName, 'admin')
    expect(opened.status).toBe(200)
    expect(opened.bytes.equals(pdf)).toBe(true)
    expect(opened.headers.get('cache-control')).toBe('private, no-store')
    const [entry, ...more] = await openingsOf(actors.admin!.id, [document.fileName])
    expect(more).toEqual([])
    expect(entry).toMatchObject({ action: 'read', recordCollection: 'health-documents', recordId: document.id, childId: child.id, file: document.fileName, via: 'cms-api' })
  })

  it('a name with a slash is 404 for everyone who asks (no look-up decides it), never 500', async () => {
    const document = await certificate((await freshChild()).id)
    const pdf = await stored('health-documents', document.fileName)
    for (const actor of ['admin', 'parentA', 'teacherX', 'editor', 'anonymous'] as const) {
      for (const name of [`health-documents/${document.fileName}`, `health-documents\\${document.fileName}`, `x/${document.fileName}`]) {
        expectNoSuchFile(await open('media', name, actor), pdf, `${actor}: ${name}`)
      }
    }
  })
})

describe('each door serves its own collection’s records and nothing else', () => {
  it('a name that is no media record is 404 on the media endpoint for an admin, never 500; for anyone else the 403 of a file they may not have', async () => {
    const document = await certificate((await freshChild()).id)
    const pdf = await stored('health-documents', document.fileName)
    for (const name of [`no-such-file-${unique()}.webp`, document.fileName, `\u0001${document.fileName}`, `${document.fileName}\u0085`]) {
      expectNoSuchFile(await open('media', name, 'admin'), pdf, `admin: ${JSON.stringify(name)}`)
      for (const actor of ['parentA', 'teacherX', 'editor', 'anonymous'] as const) {
        const result = await open('media', name, actor)
        if (/[\u0000-\u001f\u0080-\u009f]/.test(name)) expectNoSuchFile(result, pdf, `${actor}: ${JSON.stringify(name)}`)
        else expectRefused(result, 403, pdf, `${actor}: ${name}`)
      }
    }
  })

  it('a health document and a certification card’s scan: refused at the media endpoint under any name, served at their own with each opening logged', async () => {
    const child = await freshChild()
    const document = await certificate(child.id)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'staff-credentials', where: { staff: { equals: actors.teacherX!.id } }, limit: 1, depth: 0, overrideAccess: true })
    const cardForm = new FormData()
    cardForm.set('file', new File([new Uint8Array(await png('#8ab17d'))], 'card.png', { type: 'image/png' }))
    const card = await api<HealthDocumentRecord>('POST', `/api/admin/credentials/${docs[0]!.id}/card`, { cookie: cookies.admin, raw: cardForm })
    expect(card.status, card.text).toBe(201)

    for (const [kind, file, reader] of [['a certificate', document, 'parentA'], ['a card scan', card.body, 'teacherX']] as const) {
      const bytes = await stored('health-documents', file.fileName)
      for (const name of [file.fileName, `health-documents/${file.fileName}`]) expectNoSuchFile(await open('media', name, 'admin'), bytes, `${kind} as ${name}`)
      for (const actor of ['admin', reader] as const) {
        const opened = await open('health-documents', file.fileName, actor)
        expect(opened.status, `${kind}, ${actor}`).toBe(200)
        expect(opened.bytes.equals(bytes), `${kind}, ${actor}`).toBe(true)
        expect(opened.headers.get('content-security-policy')).toBe(UPLOADED_FILE_CSP)
        const entries = await openingsOf(actors[actor]!.id, [file.fileName])
        expect(entries.map((entry) => [entry.recordCollection, entry.recordId]), `${kind}, ${actor}`).toEqual([['health-documents', file.id]])
      }
    }
  })

  it('a video, a photo of children, a pickup person’s photo, a message image: refused at the health documents’ endpoint and under a disguised name, served at the media endpoint with each opening logged', async () => {
    for (const { kind, name, reader } of await mediaFiles()) {
      const bytes = await stored('media', name)
      expectNoSuchFile(await open('health-documents', name, 'admin'), bytes, `${kind} at the health documents’ endpoint`)
      // Payload refuses a name climbing out of the folder itself (403), before any rule of ours.
      expectRefused(await open('health-documents', `../${name}`, 'admin'), 403, bytes, `${kind} as ../`)
      for (const disguised of [`x/${name}`, `x\\${name}`, `\u0001${name}`]) expectNoSuchFile(await open('media', disguised, 'admin'), bytes, `${kind} as ${JSON.stringify(disguised)}`)
      expect(await openingsOf(actors.admin!.id, [name])).toEqual([])
      for (const actor of ['admin', reader] as const) {
        const opened = await open('media', name, actor)
        expect(opened.status, `${kind}, ${actor}`).toBe(200)
        expect(opened.bytes.equals(bytes), `${kind}, ${actor}`).toBe(true)
        expect(opened.headers.get('cache-control'), `${kind}, ${actor}`).toBe('private, no-store')
        expect((await openingsOf(actors[actor]!.id, [name])).length, `${kind}, ${actor}: logged`).toBeGreaterThan(0)
      }
    }
  })

  it('an invoice and a year-end statement are no stored file: served only by their own calls (the reads logged), no file endpoint has them', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'invoices', where: { family: { equals: actors.parentA!.id } }, sort: 'number', limit: 1, depth: 0, overrideAccess: true })
    const invoice = docs[0]!
    /** The reads of `collection` parent A's request left in the log since `since`. */
    const readsSince = async (since: string, collection: string) => {
      await drainAuditLog(5_000)
      const where: Where = { and: [{ userId: { equals: actors.parentA!.id } }, { recordCollection: { equals: collection } }, { action: { equals: 'read' } }, { createdAt: { greater_than_equal: since } }] }
      return (await payload.find({ collection: 'audit-events', where, pagination: false, overrideAccess: true })).docs
    }
    const year = centreToday().slice(0, 4)
    const beforeStatement = new Date().toISOString()
    const statement = await api('GET', `/api/billing/statement?year=${year}`, { cookie: cookies.parentA })
    expect(statement.status).toBe(200)
    expect(new TextDecoder().decode(statement.bytes.slice(0, 5))).toBe('%PDF-')
    expect((await readsSince(beforeStatement, 'ledger-entries')).length).toBeGreaterThan(0)

    const beforeInvoice = new Date().toISOString()
    const pdf = await api('GET', `/api/billing/invoices/${invoice.id}/pdf`, { cookie: cookies.parentA })
    expect(pdf.status).toBe(200)
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-')
    expect((await readsSince(beforeInvoice, 'invoices')).some((entry) => entry.recordId === invoice.id || (entry.recordIds ?? []).includes(invoice.id))).toBe(true)

    const names = [`invoice-${invoice.number}.pdf`, `statement-${year}.pdf`]
    const everyStoredFile = [...(await readdir(process.env.MEDIA_DIR!)), ...(await readdir(path.join(process.env.MEDIA_DIR!, 'health-documents')))]
    for (const name of names) {
      expect(everyStoredFile).not.toContain(name)
      for (const door of ['media', 'health-documents'] as const) expectNoSuchFile(await open(door, name, 'admin'), Buffer.from(pdf.bytes), `${name} at ${door}`)
    }
  })

  it('a file in the folder that no record names (left by an upload refused after its file was written) is served to nobody, admins included', async () => {
    const bytes = await png('#f4a261')
    const name = `left-behind-${unique()}.png`
    for (const door of ['media', 'health-documents'] as const) {
      const where = path.join(process.env.MEDIA_DIR!, door === 'media' ? '' : 'health-documents', name)
      await writeFile(where, bytes)
      try {
        expectNoSuchFile(await open(door, name, 'admin'), bytes, `${door}, admin`)
        for (const actor of ['parentA', 'anonymous'] as const) expectRefused(await open(door, name, actor), 403, bytes, `${door}, ${actor}`)
      } finally {
        await rm(where, { force: true })
      }
    }
  })
})
