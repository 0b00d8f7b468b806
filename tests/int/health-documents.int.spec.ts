/**
 * Health documents (docs/spec.md §15 *Documents*): a child's immunization certificate sent by the parent
 * and verified by staff, an exemption's and a care plan's document, a certification card's scan
 * (GET|POST /api/children/:childId/health-documents, POST /api/health-documents/:documentId/verify and
 * /remove, POST /api/admin/credentials/:credentialId/card), on the seeded demo: who reads, sends, verifies
 * and removes what (parents of two families, teachers of two rooms, an editor, anonymous, admins) through
 * /api, Payload's REST at /api/cms and GraphQL; the file's bytes checked; the file served privately, only
 * to the record's readers, each opening in the audit log.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { UPLOADED_FILE_CSP } from '@/collections/shared/uploads/fileResponses'
import { demoPdf } from '@/features/health/documentsSeed'
import type { HealthDocumentRecord } from '@/features/health/record'
import { healthDocumentMessages } from '@/features/health/schemas'
import { seedPasswords } from '@/seed/demoData'

import { api, apiLogin } from './helpers/api'
import { FLOOR_ACTORS, type FloorActor, type FloorActors, countAll, floorActorLogin, loadFloorActors, testPayload, USERNAMES } from './helpers/payload'
import { rest, restLogin, restUpload } from './helpers/rest'

let actors: FloorActors
const cookies: Partial<Record<FloorActor, string>> = {}
const restCookies: Partial<Record<FloorActor, string>> = {}
/** Demo children: Sofia (parent A, teacher X's room), Noah (another family, teacher X's room), Amara (parent B, teacher Y's room), Lily, Ethan. */
const children: Record<string, string> = {}

const documentsPath = (childId: string) => `/api/children/${childId}/health-documents`
const verifyPath = (documentId: string) => `/api/health-documents/${documentId}/verify`
const removePath = (documentId: string) => `/api/health-documents/${documentId}/remove`
const cardPath = (credentialId: string) => `/api/admin/credentials/${credentialId}/card`
const fileOf = (fileName: string, actor: FloorActor) => rest('GET', `/health-documents/file/${encodeURIComponent(fileName)}`, { cookie: restCookies[actor] })
const documentsOf = (childId: string) => countAll('health-documents', { child: { equals: childId } })

type Failure = { message: string; errors?: { field: string; message: string }[] }

const unique = () => Math.random().toString(36).slice(2, 8)
const pdfFile = (title = `Certificate ${unique()}`) => new File([new Uint8Array(demoPdf([title]))], `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`, { type: 'application/pdf' })

/** A multipart form as the screens send it: the file in `file`, the text fields beside it. */
function form(fields: Record<string, string>, file: File | null = pdfFile()): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  if (file) body.set('file', file)
  return body
}

const send = (path: string, actor: FloorActor, body: FormData) => api<HealthDocumentRecord[] & Failure>('POST', path, { cookie: cookies[actor], raw: body })

/** Parent A sends Sofia's certificate; answers the new document. */
async function certificateForSofia(title = `Sofia certificate ${unique()}`) {
  const result = await send(documentsPath(children.Sofia!), 'parentA', form({ kind: 'immunization-certificate', title }))
  expect(result.status, result.text).toBe(201)
  const document = (result.body as HealthDocumentRecord[]).find((candidate) => candidate.title === title)!
  expect(document).toBeTruthy()
  return document
}

beforeAll(async () => {
  actors = await loadFloorActors()
  process.env.RATE_LIMIT_LOGIN = '0'
  for (const actor of FLOOR_ACTORS) if (actor !== 'anonymous') cookies[actor] = await apiLogin(floorActorLogin(actor).username, floorActorLogin(actor).password)
  const passwords = seedPasswords()
  for (const actor of FLOOR_ACTORS) if (actor !== 'anonymous') restCookies[actor] = await restLogin(floorActorLogin(actor).username, floorActorLogin(actor).password)
  expect(USERNAMES.parentA).toBeTruthy()
  expect(passwords.parent).toBeTruthy()
  const payload = await testPayload()
  for (const name of ['Sofia', 'Noah', 'Amara', 'Lily', 'Ethan']) {
    const { docs } = await payload.find({ collection: 'children', where: { firstName: { equals: name } }, sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true })
    children[name] = docs[0]!.id
  }
})

describe('the seeded demo', () => {
  it('Noah’s certificate awaits verification, Lily’s is verified, Ethan’s exemption and Amara’s peanut plan have their documents', async () => {
    const noah = await api<HealthDocumentRecord[]>('GET', documentsPath(children.Noah!), { cookie: cookies.admin })
    expect(noah.status).toBe(200)
    expect(noah.body).toEqual([expect.objectContaining({ kind: 'immunization-certificate', verified: false, verifiedAt: null, mimeType: 'application/pdf' })])
    expect(noah.body[0]!.url).toBe(`/api/cms/health-documents/file/${noah.body[0]!.fileName}`)
    const lily = await api<HealthDocumentRecord[]>('GET', documentsPath(children.Lily!), { cookie: cookies.admin })
    expect(lily.body).toEqual([expect.objectContaining({ kind: 'immunization-certificate', verified: true, verifiedBy: expect.any(String) })])
    const ethan = await api<HealthDocumentRecord[]>('GET', documentsPath(children.Ethan!), { cookie: cookies.admin })
    expect(ethan.body).toEqual([expect.objectContaining({ kind: 'exemption', immunizationRecordId: expect.any(String) })])
    const amara = await api<HealthDocumentRecord[]>('GET', documentsPath(children.Amara!), { cookie: cookies.admin })
    expect(amara.body).toEqual([expect.objectContaining({ kind: 'care-plan', carePlanId: expect.any(String) })])
  })
})

describe('who reads a child’s documents (GET /api/children/:childId/health-documents)', () => {
  const expected: Record<FloorActor, number> = { anonymous: 401, parentA: 200, parentB: 404, editor: 403, admin: 200, teacherX: 200, teacherY: 404 }
  it.each(FLOOR_ACTORS)('Sofia’s, as %s', async (actor) => {
    await certificateForSofia()
    const result = await api<HealthDocumentRecord[]>('GET', documentsPath(children.Sofia!), { cookie: cookies[actor] })
    expect(result.status, result.text).toBe(expected[actor])
    if (expected[actor] === 200) expect(result.body.every((document) => document.childId === children.Sofia)).toBe(true)
  })
})

describe('sending a document (POST /api/children/:childId/health-documents)', () => {
  it.each([
    ['anonymous', 401],
    ['editor', 403],
    ['teacherX', 403],
    ['teacherY', 403],
    ['parentB', 404],
  ] as const)('is refused to %s (%i) before the body is read, and writes nothing', async (actor, status) => {
    const before = await documentsOf(children.Sofia!)
    const result = await send(documentsPath(children.Sofia!), actor, form({ kind: 'immunization-certificate' }))
    expect(result.status, result.text).toBe(status)
    expect(typeof result.body.message).toBe('string')
    expect(await documentsOf(children.Sofia!)).toBe(before)
  })

  it('a parent sends their child’s certificate: awaiting verification, uploaded by them, stored as a PDF in its own folder', async () => {
    const document = await certificateForSofia()
    expect(document).toMatchObject({ kind: 'immunization-certificate', verified: false, verifiedAt: null, verifiedBy: null, uploadedBy: 'Maria Garcia', mimeType: 'application/pdf', childId: children.Sofia })
    const stored = await (await testPayload()).findByID({ collection: 'health-documents', id: document.id, depth: 0, overrideAccess: true })
    expect(stored.uploadedBy).toBe(actors.parentA!.id)
    expect(stored.prefix).toBe('health-documents')
  })

  it('a parent may send only the certificate: an exemption’s or a care plan’s document is the centre’s (403, nothing written)', async () => {
    const before = await documentsOf(children.Sofia!)
    const { body: immunizations } = await api<{ entries: { id: string; kind: string }[] }>('GET', `/api/children/${children.Sofia}/immunizations`, { cookie: cookies.admin })
    const row = immunizations.entries[0]!
    const result = await send(documentsPath(children.Sofia!), 'parentA', form({ kind: 'exemption', immunizationRecordId: row.id }))
    expect(result.status, result.text).toBe(403)
    expect(result.body.message).toBe(healthDocumentMessages.parentKind)
    // Nor by Payload's REST, whatever the body says.
    const viaRest = await restUpload('POST', '/health-documents', { cookie: restCookies.parentA, file: pdfFile(), data: { kind: 'care-plan', child: children.Sofia } })
    expect(viaRest.status, viaRest.text).toBe(403)
    expect(await documentsOf(children.Sofia!)).toBe(before)
  })

  it('a parent cannot mark their own certificate verified (REST included): verification is an admin’s', async () => {
    const viaRest = await restUpload('POST', '/health-documents', {
      cookie: restCookies.parentA,
      file: pdfFile(),
      data: { kind: 'immunization-certificate', child: children.Sofia, verified: true, verifiedAt: '2026-01-01T00:00:00.000Z', verifiedByName: 'Nobody' },
    })
    expect(viaRest.status, viaRest.text).toBe(201)
    const id = (viaRest.body as { doc: { id: string } }).doc.id
    const stored = await (await testPayload()).findByID({ collection: 'health-documents', id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ verified: false, verifiedAt: null, verifiedByName: null })
    const patch = await rest('PATCH', `/health-documents/${id}`, { cookie: restCookies.parentA, body: { verified: true } })
    expect(patch.status).toBe(403)
  })

  it.each([
    ['text declared as a PDF', new File(['just some text, not a PDF'], 'notes.pdf', { type: 'application/pdf' }), 400, healthDocumentMessages.type],
    ['an HTML page', new File(['<html><script>alert(1)</script></html>'], 'page.html', { type: 'text/html' }), 415, healthDocumentMessages.type],
    ['a PDF cut off before its end', new File([new Uint8Array(demoPdf(['Cut']).subarray(0, 300))], 'cut.pdf', { type: 'application/pdf' }), 400, healthDocumentMessages.type],
    ['an SVG image', new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' }), 415, healthDocumentMessages.type],
  ] as const)('refuses %s by its bytes or its declared type, with the message, and writes nothing', async (_label, file, status, message) => {
    const before = await documentsOf(children.Sofia!)
    const result = await send(documentsPath(children.Sofia!), 'parentA', form({ kind: 'immunization-certificate' }, file))
    expect(result.status, result.text).toBe(status)
    expect(result.body.errors).toEqual([{ field: 'file', message }])
    expect(await documentsOf(children.Sofia!)).toBe(before)
  })

  it('through Payload’s REST too (as /cms uploads), a file that is no document is refused with the same message', async () => {
    const before = await documentsOf(children.Sofia!)
    for (const file of [new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'scan.pdf', { type: 'application/pdf' }), new File([new Uint8Array(demoPdf(['Cut']).subarray(0, 300))], 'cut.pdf', { type: 'application/pdf' })]) {
      const result = await restUpload('POST', '/health-documents', { cookie: restCookies.admin, file, data: { kind: 'immunization-certificate', child: children.Sofia } })
      expect(result.status, result.text).toBe(400)
      expect(result.text).toContain(healthDocumentMessages.type)
    }
    expect(await documentsOf(children.Sofia!)).toBe(before)
  })

  it('refuses a form without a file, and one larger than 20 MB, writing nothing', async () => {
    const before = await documentsOf(children.Sofia!)
    const missing = await send(documentsPath(children.Sofia!), 'parentA', form({ kind: 'immunization-certificate' }, null))
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual([{ field: 'file', message: healthDocumentMessages.missing }])
    const big = new Uint8Array(21 * 1024 * 1024)
    big.set(new TextEncoder().encode('%PDF-1.4\n'))
    const tooLarge = await send(documentsPath(children.Sofia!), 'parentA', form({ kind: 'immunization-certificate' }, new File([big], 'big.pdf', { type: 'application/pdf' })))
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.message).toBe(healthDocumentMessages.tooLarge)
    expect(await documentsOf(children.Sofia!)).toBe(before)
  })

  it('an admin sends a care plan’s document for one of the child’s plans; another child’s plan, or none, is refused by its field', async () => {
    const payload = await testPayload()
    const { docs: plans } = await payload.find({ collection: 'care-plans', where: { child: { equals: children.Amara } }, limit: 1, depth: 0, overrideAccess: true })
    const plan = plans[0]!
    const before = await documentsOf(children.Sofia!)
    const none = await send(documentsPath(children.Sofia!), 'admin', form({ kind: 'care-plan' }))
    expect(none.status).toBe(400)
    expect(none.body.errors?.[0]).toEqual({ field: 'carePlanId', message: healthDocumentMessages.carePlan })
    const others = await send(documentsPath(children.Sofia!), 'admin', form({ kind: 'care-plan', carePlanId: plan.id }))
    expect(others.status, others.text).toBe(400)
    expect(others.body.errors).toEqual([{ field: 'carePlanId', message: healthDocumentMessages.carePlan }])
    expect(await documentsOf(children.Sofia!)).toBe(before)
    const title = `Action plan ${unique()}`
    const own = await send(documentsPath(children.Amara!), 'admin', form({ kind: 'care-plan', carePlanId: plan.id, title }))
    expect(own.status, own.text).toBe(201)
    expect((own.body as HealthDocumentRecord[]).find((document) => document.title === title)).toMatchObject({ kind: 'care-plan', carePlanId: plan.id, uploadedBy: expect.any(String) })
  })

  it('an exemption’s document names one of the child’s exemption rows, never a dose', async () => {
    const { body } = await api<{ entries: { id: string; kind: string }[] }>('GET', `/api/children/${children.Ethan}/immunizations`, { cookie: cookies.admin })
    const exemption = body.entries.find((entry) => entry.kind === 'exemption')!
    const dose = body.entries.find((entry) => entry.kind === 'dose')!
    const refused = await send(documentsPath(children.Ethan!), 'admin', form({ kind: 'exemption', immunizationRecordId: dose.id }))
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([{ field: 'immunizationRecordId', message: healthDocumentMessages.exemption }])
    const sent = await send(documentsPath(children.Ethan!), 'admin', form({ kind: 'exemption', immunizationRecordId: exemption.id }))
    expect(sent.status, sent.text).toBe(201)
  })
})

describe('verifying and removing', () => {
  it('an admin verifies a certificate (who and when from the session); nobody else may', async () => {
    const document = await certificateForSofia()
    // Only admins verify: everyone else is refused before the document is looked up, whosever it is.
    for (const [actor, status] of [['anonymous', 401], ['parentA', 403], ['parentB', 403], ['teacherX', 403], ['teacherY', 403], ['editor', 403]] as const) {
      const result = await api<Failure>('POST', verifyPath(document.id), { cookie: cookies[actor] })
      expect(result.status, `${actor}: ${result.text}`).toBe(status)
    }
    const before = Date.now()
    const verified = await api<HealthDocumentRecord>('POST', verifyPath(document.id), { cookie: cookies.admin })
    expect(verified.status, verified.text).toBe(200)
    expect(verified.body).toMatchObject({ id: document.id, verified: true, verifiedBy: expect.any(String) })
    expect(Date.parse(verified.body.verifiedAt!)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('a parent removes their own certificate until it is verified; then only an admin may', async () => {
    const mistaken = await certificateForSofia()
    const removed = await api<HealthDocumentRecord[]>('POST', removePath(mistaken.id), { cookie: cookies.parentA })
    expect(removed.status, removed.text).toBe(200)
    expect(removed.body.some((document) => document.id === mistaken.id)).toBe(false)
    const kept = await certificateForSofia()
    await api('POST', verifyPath(kept.id), { cookie: cookies.admin })
    const before = await documentsOf(children.Sofia!)
    for (const actor of ['parentA', 'parentB', 'teacherX', 'editor', 'anonymous'] as const) {
      const result = await api<Failure>('POST', removePath(kept.id), { cookie: cookies[actor] })
      expect(result.status, `${actor}: ${result.text}`).toBeGreaterThanOrEqual(400)
    }
    expect(await documentsOf(children.Sofia!)).toBe(before)
    const byAdmin = await api<HealthDocumentRecord[]>('POST', removePath(kept.id), { cookie: cookies.admin })
    expect(byAdmin.status).toBe(200)
    expect(await documentsOf(children.Sofia!)).toBe(before - 1)
  })

  it('a document’s file, child and kind never change (an admin included, through REST)', async () => {
    const document = await certificateForSofia()
    const moved = await rest('PATCH', `/health-documents/${document.id}`, { cookie: restCookies.admin, body: { child: children.Noah } })
    expect(moved.status, moved.text).toBe(400)
    const replaced = await restUpload('PATCH', `/health-documents/${document.id}`, { cookie: restCookies.admin, file: pdfFile() })
    expect(replaced.status, replaced.text).toBe(400)
    const stored = await (await testPayload()).findByID({ collection: 'health-documents', id: document.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ child: children.Sofia, filename: document.fileName })
  })
})

describe('the file, served privately to the record’s readers', () => {
  it('opens for the child’s parent, the room’s teachers and admins, never cached, in a sandbox, a PDF as a download; not for anyone else', async () => {
    const document = await certificateForSofia()
    const expected: Record<FloorActor, number> = { anonymous: 403, parentA: 200, parentB: 403, editor: 403, admin: 200, teacherX: 200, teacherY: 403 }
    for (const actor of FLOOR_ACTORS) {
      const result = await fileOf(document.fileName, actor)
      expect(result.status, `${actor}: ${result.text.slice(0, 200)}`).toBe(expected[actor])
      if (result.status !== 200) continue
      expect(result.headers.get('cache-control')).toBe('private, no-store')
      expect(result.headers.get('content-security-policy')).toBe(UPLOADED_FILE_CSP)
      expect(result.headers.get('x-content-type-options')).toBe('nosniff')
      expect(result.headers.get('content-disposition')).toMatch(/^attachment/)
      expect(result.text.startsWith('%PDF-')).toBe(true)
    }
  })

  it('a certification card’s scan opens for admins and the staff member it certifies, no one else', async () => {
    const { docs } = await (await testPayload()).find({ collection: 'health-documents', where: { kind: { equals: 'credential-card' } }, sort: 'createdAt', limit: 1, depth: 1, overrideAccess: true })
    const card = docs[0]!
    const holder = (card.credential as { staff: string }).staff
    expect(holder).toBe(actors.teacherY!.id)
    const expected: Record<FloorActor, number> = { anonymous: 403, parentA: 403, parentB: 403, editor: 403, admin: 200, teacherX: 403, teacherY: 200 }
    for (const actor of FLOOR_ACTORS) expect((await fileOf(card.filename!, actor)).status, actor).toBe(expected[actor])
  })

  it('every opening by a signed-in person is in the audit log, naming the file and the child', async () => {
    const document = await certificateForSofia()
    await fileOf(document.fileName, 'teacherX')
    await drainAuditLog(5_000)
    const { docs } = await (await testPayload()).find({
      collection: 'audit-events',
      where: { and: [{ recordCollection: { equals: 'health-documents' } }, { action: { equals: 'read' } }, { userId: { equals: actors.teacherX!.id } }, { file: { equals: document.fileName } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ childId: children.Sofia, recordId: document.id })
  })

  it('every read of a child’s documents and every upload is in the audit log', async () => {
    const document = await certificateForSofia()
    await api('GET', documentsPath(children.Sofia!), { cookie: cookies.teacherX })
    await drainAuditLog(5_000)
    const payload = await testPayload()
    const entries = async (action: string, userId: string) =>
      (await payload.find({ collection: 'audit-events', where: { and: [{ recordCollection: { equals: 'health-documents' } }, { action: { equals: action } }, { userId: { equals: userId } }, { childId: { equals: children.Sofia } }] }, overrideAccess: true, depth: 0, limit: 1 })).totalDocs
    expect(await entries('create', actors.parentA!.id)).toBeGreaterThan(0)
    expect(await entries('read', actors.teacherX!.id)).toBeGreaterThan(0)
    expect(document.id).toBeTruthy()
  })
})

describe('Payload’s REST and GraphQL keep the same rules', () => {
  it('a parent lists only their own children’s documents; an editor and a visitor none', async () => {
    await certificateForSofia()
    const own = await rest('GET', '/health-documents?limit=200&depth=0', { cookie: restCookies.parentA })
    expect(own.status).toBe(200)
    const docs = (own.body as { docs: { child: string | null }[] }).docs
    expect(docs.length).toBeGreaterThan(0)
    const payload = await testPayload()
    const { docs: mine } = await payload.find({ collection: 'children', where: { parent: { equals: actors.parentA!.id } }, pagination: false, depth: 0, overrideAccess: true })
    expect(docs.every((document) => mine.some((child) => child.id === document.child))).toBe(true)
    for (const actor of ['editor', 'anonymous'] as const) expect((await rest('GET', '/health-documents', { cookie: restCookies[actor] })).status).toBe(403)
  })

  it('GraphQL is off (payload.config.ts): /api/cms/graphql reads, verifies and removes no document for anyone', async () => {
    const document = await certificateForSofia()
    for (const actor of FLOOR_ACTORS) {
      const read = await rest('POST', '/graphql', { cookie: restCookies[actor], body: { query: '{ HealthDocuments(limit: 500) { docs { id filename } } }' } })
      expect(read.status, actor).toBeGreaterThanOrEqual(400)
      expect(read.text).not.toContain(document.fileName)
      const changed = await rest('POST', '/graphql', { cookie: restCookies[actor], body: { query: `mutation { updateHealthDocument(id: "${document.id}", data: { verified: true }) { id } deleteHealthDocument(id: "${document.id}") { id } }` } })
      expect(changed.status, actor).toBeGreaterThanOrEqual(400)
    }
    const stored = await (await testPayload()).findByID({ collection: 'health-documents', id: document.id, depth: 0, overrideAccess: true })
    expect(stored.verified).toBe(false)
  })
})

describe('a certification card’s scan (POST /api/admin/credentials/:credentialId/card)', () => {
  it('admins attach one; the credentials list shows it; everyone else is refused before the body, writing nothing', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'staff-credentials', where: { staff: { equals: actors.teacherX!.id } }, limit: 1, depth: 0, overrideAccess: true })
    const credential = docs[0]!
    const before = await countAll('health-documents', { credential: { equals: credential.id } })
    for (const [actor, status] of [['anonymous', 401], ['parentA', 403], ['editor', 403], ['teacherX', 403], ['teacherY', 403]] as const) {
      const result = await send(cardPath(credential.id), actor, form({}))
      expect(result.status, `${actor}: ${result.text}`).toBe(status)
    }
    expect(await countAll('health-documents', { credential: { equals: credential.id } })).toBe(before)
    const image = new File([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')], 'card.png', { type: 'image/png' })
    const sent = await api<HealthDocumentRecord>('POST', cardPath(credential.id), { cookie: cookies.admin, raw: form({}, image) })
    expect(sent.status, sent.text).toBe(201)
    expect(sent.body).toMatchObject({ kind: 'credential-card', credentialId: credential.id, childId: null, mimeType: 'image/png' })
    const list = await api<{ staffId: string; credentials: { id: string; card: { id: string } | null }[] }[]>('GET', '/api/admin/credentials', { cookie: cookies.admin })
    const listed = list.body.find((member) => member.staffId === actors.teacherX!.id)!.credentials.find((each) => each.id === credential.id)!
    expect(listed.card?.id).toBe(sent.body.id)
    // An image opens in place (still sandboxed, never cached), for the holder too.
    const opened = await fileOf(sent.body.fileName, 'teacherX')
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-disposition')).toBeNull()
    expect(opened.headers.get('cache-control')).toBe('private, no-store')
    const missing = await api<Failure>('POST', cardPath('00000000-0000-4000-8000-000000000000'), { cookie: cookies.admin, raw: form({}) })
    expect(missing.status).toBe(404)
  })
})
