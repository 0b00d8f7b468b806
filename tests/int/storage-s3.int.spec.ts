/**
 * Media in an S3-compatible bucket, against a real one: s3rver, started here on a
 * free port, and the app configured with S3_* before its Payload config is first imported (the config
 * is built once per process; each test file runs in a process of its own).
 *
 * Every upload goes to the bucket, not MEDIA_DIR; a family's file is still served only after the
 * access check, streamed from the bucket with the sandbox and private headers, ranges included; no
 * answer names the bucket; and with the store down an upload fails with a clear 503 and leaves no record.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import type { TypedUser } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { NO_SUCH_FILE_MESSAGE } from '@/collections/shared/uploads/fileResponses'
import { serverURL } from '@/lib/runtimeConfig'
import { FileStorageUnavailable, fileStorageProblem, STORAGE_READ_UNAVAILABLE_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE } from '@/lib/storage'
import { DEMO_FAMILIES, seedPasswords } from '@/seed/demoData'
import { bucketContents, startS3, type TestS3 } from './helpers/s3'

type Media = { id: string; filename: string; mimeType: string; url: string; sizes?: Record<string, { filename?: string | null }> }
type Video = { id: string; title: string; videoUrl: string }
type Actor = 'anonymous' | 'parentA' | 'parentB' | 'editor' | 'admin'

const SANDBOX = "default-src 'none'; sandbox"
const passwords = seedPasswords()
const cookies: Partial<Record<Actor, string>> = {}
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

let s3: TestS3
// Imported once S3_* is set: the app's config reads it on first import.
let helpers: {
  api: typeof import('./helpers/api')
  rest: typeof import('./helpers/rest')
  payload: typeof import('./helpers/payload')
}
let editor: TypedUser
let admin: TypedUser
let childOfA: string
let videoBytes: Buffer

let getFromCms: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** A file from Payload's file endpoint (/api/cms/media/file/<name>) as a browser of the site asks for it: its bytes, exactly. */
async function bytesOf(name: string, actor: Actor, headers: Record<string, string> = {}) {
  const request = new Request(new URL(`/api/cms/media/file/${encodeURIComponent(name)}`, serverURL), {
    headers: { Origin: serverURL, ...headers, ...(cookies[actor] ? { Cookie: cookies[actor]! } : {}) },
  })
  const response = await getFromCms(request, { params: Promise.resolve({ slug: ['media', 'file', name] }) })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}
/** A file from one of Payload's file endpoints, the name given to the route as Next decodes it (`%2F` a slash in it). */
async function openAt(door: 'media' | 'health-documents', name: string, actor: Actor) {
  const request = new Request(new URL(`/api/cms/${door}/file/${encodeURIComponent(name)}`, serverURL), { headers: { Origin: serverURL, ...(cookies[actor] ? { Cookie: cookies[actor]! } : {}) } })
  const response = await getFromCms(request, { params: Promise.resolve({ slug: [door, 'file', name] }) })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes }
}

/** 404 saying there is no such file, as JSON, and none of `file`'s bytes. */
function expectNoSuchFile({ response, bytes }: Awaited<ReturnType<typeof openAt>>, file: Buffer, what: string) {
  expect(response.status, `${what}: ${bytes.subarray(0, 200).toString()}`).toBe(404)
  expect(JSON.parse(bytes.toString()), what).toEqual({ errors: [{ message: NO_SUCH_FILE_MESSAGE }] })
  expect(bytes.includes(file.subarray(0, 64)), what).toBe(false)
}

/** The file openings of `userId` naming any of `names`, the buffer written first. */
async function openingsOf(userId: string, names: string[]) {
  await drainAuditLog(5_000)
  const payload = await helpers.payload.testPayload()
  const { docs } = await payload.find({ collection: 'audit-events', where: { and: [{ userId: { equals: userId } }, { file: { in: names } }] }, pagination: false, overrideAccess: true, depth: 0 })
  return docs
}

const mediaDirFiles = async () => (await readdir(process.env.MEDIA_DIR!)).sort()
const stored = async () => ({ media: await helpers.payload.countAll('media'), videos: await helpers.payload.countAll('development-videos') })

function uploadVideo(data: Buffer, title = `A video in the bucket ${unique()}`) {
  const form = new FormData()
  for (const [key, value] of Object.entries({ childId: childOfA, title, category: 'activity' })) form.set(key, value)
  form.set('video', new File([new Uint8Array(data)], 'clip.mp4', { type: 'video/mp4' }))
  return helpers.api.api<{ id?: string; message?: string }>('POST', '/api/admin/videos', { cookie: cookies.admin, raw: form })
}

beforeAll(async () => {
  s3 = await startS3()
  Object.assign(process.env, s3.env)
  process.env.RATE_LIMIT_LOGIN = '0'
  helpers = { api: await import('./helpers/api'), rest: await import('./helpers/rest'), payload: await import('./helpers/payload') }
  const [{ cmsRestHandlers }, { default: config }] = await Promise.all([import('@/server/http/cmsGuard'), import('@payload-config')])
  getFromCms = cmsRestHandlers(config).GET
  const { apiLogin } = helpers.api
  const { USERNAMES } = helpers.payload
  cookies.parentA = await apiLogin(USERNAMES.parentA, passwords.parent)
  cookies.parentB = await apiLogin(USERNAMES.parentB, passwords.parent)
  cookies.editor = await apiLogin(USERNAMES.editor, passwords.editor)
  cookies.admin = await apiLogin(USERNAMES.admin, passwords.admin)
  const seededActors = await helpers.payload.loadActors()
  editor = seededActors.editor!
  admin = seededActors.admin!
  const seeded = DEMO_FAMILIES.find((family) => family.username === USERNAMES.parentA)!.children[0]!
  const own = await helpers.api.api<{ id: string; firstName: string; lastName: string }[]>('GET', '/api/parent/children', { cookie: cookies.parentA })
  childOfA = own.body.find((child) => child.firstName === seeded.firstName && child.lastName === seeded.lastName)!.id
  videoBytes = await readFile(path.join(process.cwd(), 'src/seed/media/videos/dev-2.mp4'))
})

/**
 * The run's database is shared with the other test files, which read files from MEDIA_DIR: what this
 * file stored in the bucket goes again (records and objects) before the store is stopped.
 */
const created = { media: new Set<string>(), videos: new Set<string>(), healthDocuments: new Set<string>() }
async function removeWhatWasCreated(keep: Set<string> = new Set()) {
  const payload = await helpers.payload.testPayload()
  for (const [collection, ids] of [['development-videos', created.videos], ['media', created.media], ['health-documents', created.healthDocuments]] as const) {
    for (const id of [...ids].filter((each) => !keep.has(each))) {
      await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
      ids.delete(id)
    }
  }
}

afterAll(async () => {
  if (helpers) await removeWhatWasCreated()
  await s3?.remove()
})

describe('uploads go to the bucket', () => {
  it('a site image (Local API, as an editor) is stored in the bucket with its sizes, none in MEDIA_DIR, and served from there in a sandbox', async () => {
    const before = await mediaDirFiles()
    const png = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#e76f51' } }).png().toBuffer()
    const payload = await helpers.payload.testPayload()
    const doc = (await payload.create({
      collection: 'media',
      data: { alt: `Site image ${unique()}` },
      file: { data: png, mimetype: 'image/png', name: 'garden.png', size: png.length },
      user: editor,
      overrideAccess: false,
      depth: 0,
    })) as unknown as Media
    created.media.add(doc.id)
    expect(doc.mimeType).toBe('image/webp')
    expect(doc.url).toBe(`${serverURL}/api/cms/media/file/${doc.filename}`)

    const bucket = await bucketContents(s3.env)
    const names = [doc.filename, ...Object.values(doc.sizes ?? {}).flatMap((size) => (size.filename ? [size.filename] : []))]
    expect(names.length).toBe(4)
    for (const name of names) {
      expect(bucket.has(name), name).toBe(true)
      const { response, bytes } = await bytesOf(name, 'anonymous')
      expect(response.status, name).toBe(200)
      expect(bytes.equals(bucket.get(name)!), `${name}: served bytes are the bucket's`).toBe(true)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect(response.headers.get('content-security-policy')).toBe(SANDBOX)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-disposition')).toBeNull()
    }
    // The stored image is the re-encoded WebP of the upload, never its bytes.
    expect((await sharp(bucket.get(doc.filename)!).metadata()).format).toBe('webp')
    expect(await mediaDirFiles()).toEqual(before)
  })

  it('a site image through /api/cms (as /cms uploads) is stored in the bucket', async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#264653' } }).png().toBuffer()
    const result = await helpers.rest.restUpload('POST', '/media', {
      cookie: cookies.editor,
      file: new File([new Uint8Array(png)], 'pond.png', { type: 'image/png' }),
      data: { alt: `Pond ${unique()}` },
    })
    expect(result.status, result.text).toBe(201)
    const doc = (result.body as { doc: Media }).doc
    created.media.add(doc.id)
    expect((await bucketContents(s3.env)).has(doc.filename)).toBe(true)
  })
})

let video: Media

describe('a family video in the bucket', () => {
  beforeAll(async () => {
    const before = await mediaDirFiles()
    const title = `Bucket video ${unique()}`
    const result = await uploadVideo(videoBytes, title)
    expect(result.status, result.text).toBe(201)
    created.videos.add(result.body.id!)
    const payload = await helpers.payload.testPayload()
    const { docs } = await payload.find({ collection: 'media', where: { alt: { equals: title } }, limit: 1, depth: 0, overrideAccess: true })
    video = docs[0] as unknown as Media
    created.media.add(video.id)
    expect(await mediaDirFiles()).toEqual(before)
  })

  it('is stored byte for byte, as video/mp4', async () => {
    const bucket = await bucketContents(s3.env)
    expect(bucket.get(video.filename)?.equals(videoBytes)).toBe(true)
  })

  it('is refused to another family, to an editor and to anonymous: no bytes', async () => {
    for (const actor of ['parentB', 'editor', 'anonymous'] as const) {
      const { response, bytes } = await bytesOf(video.filename, actor)
      expect([403, 404], actor).toContain(response.status)
      expect(response.headers.get('content-type') ?? '', actor).not.toMatch(/^video\//)
      expect(bytes.includes(videoBytes.subarray(0, 64)), actor).toBe(false)
    }
  })

  it('is served to its family and to admins from the bucket, in a sandbox, as an attachment, never cached', async () => {
    for (const actor of ['parentA', 'admin'] as const) {
      const { response, bytes } = await bytesOf(video.filename, actor)
      expect(response.status, actor).toBe(200)
      expect(bytes.equals(videoBytes), actor).toBe(true)
      expect(response.headers.get('content-type')).toBe('video/mp4')
      expect(response.headers.get('content-security-policy'), actor).toBe(SANDBOX)
      expect(response.headers.get('x-content-type-options'), actor).toBe('nosniff')
      expect(response.headers.get('content-disposition'), actor).toBe('attachment')
      expect(response.headers.get('cache-control'), actor).toBe('private, no-store')
    }
  })

  it('answers a Range request with 206, Content-Range and exactly those bytes of the stored object', async () => {
    const { response, bytes } = await bytesOf(video.filename, 'parentA', { Range: 'bytes=100-1099' })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes 100-1099/${videoBytes.length}`)
    expect(response.headers.get('content-length')).toBe('1000')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(bytes.equals(videoBytes.subarray(100, 1100))).toBe(true)

    const tail = await bytesOf(video.filename, 'parentA', { Range: `bytes=${videoBytes.length - 10}-` })
    expect(tail.response.status).toBe(206)
    expect(tail.bytes.equals(videoBytes.subarray(videoBytes.length - 10))).toBe(true)
  })

  it('a file request naming a ?prefix= is still refused (4xx), whoever asks', async () => {
    for (const actor of ['parentA', 'admin', 'anonymous'] as const) {
      const result = await helpers.rest.rest('GET', `/media/file/${encodeURIComponent(video.filename)}?prefix=x`, { cookie: cookies[actor] })
      expect(result.status, actor).toBeGreaterThanOrEqual(400)
      expect(result.status, actor).toBeLessThan(500)
      expect(result.headers.get('content-type') ?? '', actor).not.toMatch(/^video\//)
    }
  })

  it('is served by no other name, to admins neither: a name with a slash or a control character (which the key drops) is 404, no bytes, no opening', async () => {
    const disguised = [`x/${video.filename}`, `x\\${video.filename}`, `\u0001${video.filename}`]
    for (const name of disguised) expectNoSuchFile(await openAt('media', name, 'admin'), videoBytes, JSON.stringify(name))
    expectNoSuchFile(await openAt('health-documents', video.filename, 'admin'), videoBytes, 'at the health documents’ endpoint')
    expect(await openingsOf(admin.id, disguised)).toEqual([])
  })

  it('is listed to its family at the app’s file address, never at a bucket address', async () => {
    const videos = await helpers.api.api<Video[]>('GET', `/api/videos/${childOfA}`, { cookie: cookies.parentA })
    const listed = videos.body.find((each) => each.videoUrl.endsWith(`/api/cms/media/file/${video.filename}`))
    expect(listed).toBeDefined()
    expect(videos.text).not.toContain(s3.env.S3_ENDPOINT)
    expect(videos.text).not.toContain(`${s3.env.S3_BUCKET}/`)
    const record = await helpers.rest.rest('GET', `/media/${video.id}`, { cookie: cookies.parentA })
    expect(record.status).toBe(200)
    expect(record.text).not.toContain(s3.env.S3_ENDPOINT)
  })
})

describe('a health document in the bucket', () => {
  let document: { id: string; fileName: string; url: string }
  let pdf: Buffer

  beforeAll(async () => {
    const { demoPdf } = await import('@/features/health/documentsSeed')
    pdf = demoPdf([`Bucket certificate ${unique()}`])
    const before = await mediaDirFiles()
    const form = new FormData()
    form.set('kind', 'immunization-certificate')
    form.set('title', `Bucket certificate ${unique()}`)
    form.set('file', new File([new Uint8Array(pdf)], `certificate-${unique()}.pdf`, { type: 'application/pdf' }))
    const result = await helpers.api.api<{ id: string; fileName: string; url: string; title: string }[]>('POST', `/api/children/${childOfA}/health-documents`, { cookie: cookies.parentA, raw: form })
    expect(result.status, result.text).toBe(201)
    document = result.body.find((each) => each.title === form.get('title'))!
    created.healthDocuments.add(document.id)
    expect(await mediaDirFiles()).toEqual(before)
  })

  it('is stored byte for byte under the health-documents/ prefix (the key its MEDIA_DIR folder would give), never at the bucket’s root', async () => {
    const bucket = await bucketContents(s3.env)
    expect(bucket.get(`health-documents/${document.fileName}`)?.equals(pdf)).toBe(true)
    expect(bucket.has(document.fileName)).toBe(false)
  })

  it('is served from the bucket to the child’s parent and admins, privately, as a download; refused to another family, an editor and anonymous', async () => {
    const open = async (actor: Actor) => {
      const request = new Request(new URL(document.url, serverURL), { headers: { Origin: serverURL, ...(cookies[actor] ? { Cookie: cookies[actor]! } : {}) } })
      const response = await getFromCms(request, { params: Promise.resolve({ slug: ['health-documents', 'file', document.fileName] }) })
      return { response, bytes: Buffer.from(await response.arrayBuffer()) }
    }
    for (const actor of ['parentA', 'admin'] as const) {
      const { response, bytes } = await open(actor)
      expect(response.status, actor).toBe(200)
      expect(bytes.equals(pdf), actor).toBe(true)
      expect(response.headers.get('content-security-policy'), actor).toBe(SANDBOX)
      expect(response.headers.get('content-disposition'), actor).toBe('attachment')
      expect(response.headers.get('cache-control'), actor).toBe('private, no-store')
    }
    for (const actor of ['parentB', 'editor', 'anonymous'] as const) {
      const { response, bytes } = await open(actor)
      expect([403, 404], actor).toContain(response.status)
      expect(bytes.includes(pdf.subarray(0, 64)), actor).toBe(false)
    }
  })
})

describe('every private file through its own door, from the bucket', () => {
  let document: { id: string; fileName: string }
  let pdf: Buffer

  beforeAll(async () => {
    const { demoPdf } = await import('@/features/health/documentsSeed')
    const title = `Door certificate ${unique()}`
    pdf = demoPdf([title])
    const form = new FormData()
    form.set('kind', 'immunization-certificate')
    form.set('title', title)
    form.set('file', new File([new Uint8Array(pdf)], `door-${unique()}.pdf`, { type: 'application/pdf' }))
    const result = await helpers.api.api<{ id: string; fileName: string; title: string }[]>('POST', `/api/children/${childOfA}/health-documents`, { cookie: cookies.parentA, raw: form })
    expect(result.status, result.text).toBe(201)
    document = result.body.find((each) => each.title === title)!
    created.healthDocuments.add(document.id)
  })

  it('a health document is no media file: an admin’s `health-documents%2F<file>` or bare name at the media endpoint is 404 JSON, no bytes', async () => {
    for (const name of [`health-documents/${document.fileName}`, document.fileName]) expectNoSuchFile(await openAt('media', name, 'admin'), pdf, name)
    for (const actor of ['parentA', 'editor', 'anonymous'] as const) expectNoSuchFile(await openAt('media', `health-documents/${document.fileName}`, actor), pdf, actor)
  })

  it('its own endpoint serves it by its record’s name only: another name the key would reduce to it (a folder before it, a control character) is 404 and unrecorded; its own name 200, the PDF, recorded', async () => {
    const disguised = [`x/${document.fileName}`, `x\\${document.fileName}`, `\u0001${document.fileName}`, `${document.fileName}\u0085`]
    for (const name of disguised) expectNoSuchFile(await openAt('health-documents', name, 'admin'), pdf, JSON.stringify(name))
    expect(await openingsOf(admin.id, [document.fileName, ...disguised])).toEqual([])
    const { response, bytes } = await openAt('health-documents', document.fileName, 'admin')
    expect(response.status).toBe(200)
    expect(bytes.equals(pdf)).toBe(true)
    const opened = await openingsOf(admin.id, [document.fileName])
    expect(opened.map((entry) => [entry.recordCollection, entry.recordId, entry.childId])).toEqual([['health-documents', document.id, childOfA]])
  })
})

describe('the store is down', () => {
  beforeAll(async () => {
    expect(await fileStorageProblem(s3.env)).toBeNull()
    // The file read below needs a record of the family whose object is out of reach: the video's, kept
    // until the end (its object then cannot be deleted: the bucket goes with the store's directory).
    await removeWhatWasCreated(new Set([video.id, ...created.videos]))
    await s3.stop()
  })

  it('is reported as unreachable (what /api/ready can ask), naming the bucket and nothing secret', async () => {
    const problem = await fileStorageProblem(s3.env)
    expect(problem).toBe(`The bucket ${s3.env.S3_BUCKET} cannot be reached.`)
    expect(await fileStorageProblem({ MEDIA_DIR: process.env.MEDIA_DIR })).toBeNull()
  })

  it('a file read gets 503 saying file storage is unavailable, no bytes', async () => {
    const { response, bytes } = await bytesOf(video.filename, 'parentA', { Range: 'bytes=0-99' })
    expect(response.status).toBe(503)
    expect(JSON.parse(bytes.toString())).toEqual({ errors: [{ message: STORAGE_READ_UNAVAILABLE_MESSAGE }] })
  })

  it('POST /api/admin/videos: 503 saying file storage is unavailable, no media and no video record left', async () => {
    const before = await stored()
    const result = await uploadVideo(videoBytes)
    expect(result.status, result.text).toBe(503)
    expect(result.body).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE })
    expect(await stored()).toEqual(before)
  })

  it('an upload through /api/cms: 503 with the same message, no media record left', async () => {
    const before = await stored()
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } }).png().toBuffer()
    const result = await helpers.rest.restUpload('POST', '/media', {
      cookie: cookies.editor,
      file: new File([new Uint8Array(png)], 'offline.png', { type: 'image/png' }),
      data: { alt: `Offline ${unique()}` },
    })
    expect(result.status, result.text).toBe(503)
    expect((result.body as { errors: { message: string }[] }).errors[0]!.message).toBe(STORAGE_UNAVAILABLE_MESSAGE)
    expect(await stored()).toEqual(before)
  })

  it('a Local API upload (as the seed makes) throws FileStorageUnavailable and leaves no record', async () => {
    const before = await stored()
    const payload = await helpers.payload.testPayload()
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#000' } }).png().toBuffer()
    await expect(
      payload.create({ collection: 'media', data: { alt: `Offline ${unique()}` }, file: { data: png, mimetype: 'image/png', name: 'x.png', size: png.length }, depth: 0 }),
    ).rejects.toBeInstanceOf(FileStorageUnavailable)
    expect(await stored()).toEqual(before)
  })
})
