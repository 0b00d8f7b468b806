/**
 * Uploads and the files they become (docs/spec.md §9).
 *
 * What comes in: only raster images (JPEG, PNG, WebP, AVIF, GIF) and the site's videos (MP4, WebM,
 * QuickTime, Ogg), told from the file's bytes, never from its declared type or name, on every way in:
 * the Local API, Payload's REST API as /cms uses it (create, and update with a new file), and our
 * /api/admin/videos upload. A refusal names the accepted types and leaves nothing behind: no record,
 * no file in the media directory.
 *
 * What goes out: every file from /api/cms/media/file/<name> (image sizes included) is served under
 * `Content-Security-Policy: default-src 'none'; sandbox` with `nosniff`; anything but a raster image as
 * an attachment; a family's files with `Cache-Control: private, no-store`. (The production server's
 * headers, where next.config.mjs joins in, are proven in tests/e2e/api-production.e2e.spec.ts.)
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import type { TypedUser, Where } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { UPLOAD_TYPE_MESSAGE, VIDEO_TYPE_MESSAGE } from '@/lib/constants'
import { DEMO_FAMILIES, seedPasswords } from '@/seed/demoData'
import { api, apiLogin } from './helpers/api'
import { type Actor, type Actors, countAll, loadActors, testPayload, USERNAMES } from './helpers/payload'
import { type RestResult, rest, restUpload } from './helpers/rest'

type Media = {
  id: string
  filename: string
  mimeType: string
  url: string
  family?: string | null
  sizes?: Record<string, { filename?: string | null }>
}

const passwords = seedPasswords()
const cookies: Partial<Record<Actor, string>> = {}
let actors: Actors

const SANDBOX = "default-src 'none'; sandbox"
const HTML_PAGE = '<!doctype html><html><body><script>alert(document.domain)</script></body></html>'
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="teal"/></svg>'

const seedFile = (...parts: string[]) => readFile(path.join(process.cwd(), 'src/seed/media', ...parts))
const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } }).png().toBuffer()
/** The start of a WebM file (its EBML header says `webm`): what its bytes are, whatever it is called. */
const webmBytes = () =>
  Buffer.concat([Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878102428581021853806701ffffffffffffff', 'hex'), Buffer.alloc(256)])
/** A real MP4 with an HTML page in a trailing `free` box: a valid video that is also a page. */
async function mp4WithPage(): Promise<Buffer> {
  const mp4 = await seedFile('videos', 'dev-2.mp4')
  const page = Buffer.from(HTML_PAGE)
  const box = Buffer.alloc(8)
  box.writeUInt32BE(8 + page.length)
  box.write('free', 4, 'latin1')
  return Buffer.concat([mp4, box, page])
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const asFile = (data: Buffer | string, name: string, type: string) => new File([typeof data === 'string' ? Buffer.from(data) : new Uint8Array(data)], name, { type })

/** Everything that could be left behind: the media records and the files in the media directory. */
async function stored() {
  return { records: await countAll('media'), files: (await readdir(process.env.MEDIA_DIR!)).sort() }
}

/** The messages of a Payload REST error body, top level and per field. */
function restMessages(result: RestResult): string[] {
  const errors = ((result.body as { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] })?.errors ?? []).flatMap((error) => [
    error.message,
    ...(error.data?.errors ?? []).map((field) => field.message),
  ])
  return errors.filter((message): message is string => typeof message === 'string')
}

/** Uploads through the Local API as a signed-in user (access rules applied); the error when refused. */
async function localUpload(user: TypedUser | null, data: Buffer | string, name: string, mimetype: string, extra: Record<string, unknown> = {}) {
  const payload = await testPayload()
  const bytes = typeof data === 'string' ? Buffer.from(data) : data
  try {
    const doc = await payload.create({
      collection: 'media',
      data: { alt: `Upload ${unique()}`, ...extra },
      file: { data: bytes, mimetype, name, size: bytes.length },
      user,
      overrideAccess: false,
      depth: 0,
    })
    return { doc: doc as unknown as Media, error: undefined }
  } catch (error) {
    return { doc: undefined, error: error as Error & { status?: number; data?: { errors?: { path: string; message: string }[] } } }
  }
}

async function expectLocalRefusal(data: Buffer | string, name: string, mimetype: string) {
  const before = await stored()
  const { doc, error } = await localUpload(actors.editor, data, name, mimetype)
  expect(doc, `${name} as ${mimetype} was stored as ${doc?.mimeType}`).toBeUndefined()
  expect(error!.status).toBe(400)
  expect(error!.data?.errors).toEqual([{ path: 'file', message: UPLOAD_TYPE_MESSAGE }])
  expect(await stored()).toEqual(before)
}

async function expectRestRefusal(data: Buffer | string, name: string, type: string) {
  const before = await stored()
  const result = await restUpload('POST', '/media', { cookie: cookies.editor, file: asFile(data, name, type), data: { alt: `Upload ${unique()}` } })
  expect(result.status, result.text).toBe(400)
  expect(restMessages(result)).toContain(UPLOAD_TYPE_MESSAGE)
  expect(await stored()).toEqual(before)
}

const fileOf = (name: string, actor: Actor = 'anonymous', headers: Record<string, string> = {}) =>
  rest('GET', `/media/file/${encodeURIComponent(name)}`, { cookie: cookies[actor], headers })

function expectSandboxed(result: RestResult, label: string) {
  expect(result.headers.get('content-security-policy'), label).toBe(SANDBOX)
  expect(result.headers.get('x-content-type-options'), label).toBe('nosniff')
}

async function findMedia(where: Where): Promise<Media> {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'media', where, limit: 1, depth: 0, overrideAccess: true })
  if (!docs[0]) throw new Error(`no media matches ${JSON.stringify(where)}`)
  return docs[0] as unknown as Media
}

beforeAll(async () => {
  // The limits themselves are tested in edge.int and api-contract; this file signs in as each actor.
  process.env.RATE_LIMIT_LOGIN = '0'
  actors = await loadActors()
  cookies.parentA = await apiLogin(USERNAMES.parentA, passwords.parent)
  cookies.parentB = await apiLogin(USERNAMES.parentB, passwords.parent)
  cookies.editor = await apiLogin(USERNAMES.editor, passwords.editor)
  cookies.admin = await apiLogin(USERNAMES.admin, passwords.admin)
})

describe('what an upload may be: raster images and videos, told from the bytes', () => {
  it('refuses an SVG upload even when it is declared image/png', async () => {
    await expectLocalRefusal(SVG, 'logo.png', 'image/png')
    await expectRestRefusal(SVG, 'logo.png', 'image/png')
    // Declared as what it is, it is refused all the same.
    await expectLocalRefusal(SVG, 'logo.svg', 'image/svg+xml')
    await expectRestRefusal(SVG, 'logo.svg', 'image/svg+xml')
  })

  it('refuses an HTML page declared image/jpeg, naming the accepted types, whatever the file is called', async () => {
    for (const name of ['photo.jpg', 'photo.svg', 'photo']) {
      await expectLocalRefusal(HTML_PAGE, name, 'image/jpeg')
      await expectRestRefusal(HTML_PAGE, name, 'image/jpeg')
    }
  })

  it('refuses an SVG or an HTML page sent as the new file of an existing image, and keeps the image', async () => {
    const { doc } = await localUpload(actors.editor, await png(), 'kept.png', 'image/png')
    const before = await stored()
    for (const [data, name, type] of [
      [SVG, 'kept.png', 'image/png'],
      [HTML_PAGE, 'kept.jpg', 'image/jpeg'],
    ] as const) {
      const result = await restUpload('PATCH', `/media/${doc!.id}`, { cookie: cookies.editor, file: asFile(data, name, type) })
      expect(result.status, result.text).toBe(400)
      expect(restMessages(result)).toContain(UPLOAD_TYPE_MESSAGE)
    }
    expect(await stored()).toEqual(before)
    const after = await findMedia({ id: { equals: doc!.id } })
    expect({ filename: after.filename, mimeType: after.mimeType }).toEqual({ filename: doc!.filename, mimeType: doc!.mimeType })
    expect((await fileOf(doc!.filename)).status).toBe(200)
  })

  it('refuses image types outside the raster list (an icon, a TIFF), however they are declared', async () => {
    const icon = Buffer.from('0000010001001010000001002000680400001600000028000000', 'hex')
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).tiff().toBuffer()
    await expectLocalRefusal(icon, 'favicon.ico', 'image/x-icon')
    await expectLocalRefusal(tiff, 'scan.png', 'image/png')
    await expectRestRefusal(tiff, 'scan.tiff', 'image/tiff')
  })

  it('stores a real PNG declared image/jpeg as what it is, never as the declared type', async () => {
    const { doc, error } = await localUpload(actors.editor, await png(), 'holiday.jpg', 'image/jpeg')
    expect(error).toBeUndefined()
    // Images are re-encoded (WebP) from what the bytes are, so no byte of the upload is served as is.
    expect(doc!.mimeType).toBe('image/webp')
    expect(doc!.filename).toMatch(/^holiday(-\d+)?\.webp$/)
    const served = await fileOf(doc!.filename)
    expect(served.headers.get('content-type')).toBe('image/webp')
  })

  it('stores WebM bytes named clip.mp4 and declared video/mp4 as WebM, the name corrected too', async () => {
    const { doc, error } = await localUpload(actors.admin, webmBytes(), 'clip.mp4', 'video/mp4')
    expect(error).toBeUndefined()
    expect(doc!.mimeType).toBe('video/webm')
    expect(doc!.filename).toMatch(/^clip(-\d+)?\.webm$/)
  })

  it('stores a PNG with an HTML page appended (a polyglot) only as a re-encoded image: none of the page is kept', async () => {
    const polyglot = Buffer.concat([await png(), Buffer.from(HTML_PAGE)])
    const result = await restUpload('POST', '/media', { cookie: cookies.editor, file: asFile(polyglot, 'poly.png', 'image/png'), data: { alt: `Polyglot ${unique()}` } })
    expect(result.status, result.text).toBe(201)
    const doc = (result.body as { doc: Media }).doc
    const served = await fileOf(doc.filename)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.text).not.toContain('<script>')
  })

  it('serves an MP4 carrying an HTML page (a polyglot) only as a sandboxed download, never as a page', async () => {
    const { doc, error } = await localUpload(actors.admin, await mp4WithPage(), 'poly.mp4', 'video/mp4')
    expect(error).toBeUndefined()
    const served = await fileOf(doc!.filename)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^video\/mp4/)
    expectSandboxed(served, 'polyglot')
    expect(served.headers.get('content-disposition')).toBe('attachment')
  })
})

describe('POST /api/admin/videos: the bytes must be a video', () => {
  let childId: string
  beforeAll(async () => {
    const seeded = DEMO_FAMILIES.find((family) => family.username === USERNAMES.parentA)!.children[0]!
    const own = await api<{ id: string; firstName: string; lastName: string }[]>('GET', '/api/parent/children', { cookie: cookies.parentA })
    childId = own.body.find((child) => child.firstName === seeded.firstName && child.lastName === seeded.lastName)!.id
  })
  const upload = (file: File) => {
    const form = new FormData()
    for (const [key, value] of Object.entries({ childId, title: `Not a video ${unique()}`, category: 'activity' })) form.set(key, value)
    form.set('video', file)
    return api<{ message: string; errors?: { field: string; message: string }[] }>('POST', '/api/admin/videos', { cookie: cookies.admin, raw: form })
  }

  it.each([
    ['a real PNG declared video/mp4', async () => asFile(await png(), 'clip.mp4', 'video/mp4')],
    ['an HTML page declared video/mp4', async () => asFile(HTML_PAGE, 'clip.mp4', 'video/mp4')],
    ['an HTML page declared video/mp4 and named .svg', async () => asFile(HTML_PAGE, 'clip.svg', 'video/mp4')],
    ['an SVG declared video/webm', async () => asFile(SVG, 'clip.webm', 'video/webm')],
  ] as const)('refuses %s as a child’s video: 400 naming the video types, nothing stored', async (_label, file) => {
    const before = { ...(await stored()), videos: await countAll('development-videos') }
    const result = await upload(await file())
    expect(result.status, result.text).toBe(400)
    expect(result.body).toEqual({ message: VIDEO_TYPE_MESSAGE, errors: [{ field: 'video', message: VIDEO_TYPE_MESSAGE }] })
    expect({ ...(await stored()), videos: await countAll('development-videos') }).toEqual(before)
  })
})

describe('how uploaded files are served', () => {
  let familyVideo: Media
  let familyPoster: Media
  let publicImage: Media

  beforeAll(async () => {
    const familyA = actors.parentA!.id
    familyVideo = await findMedia({ and: [{ family: { equals: familyA } }, { mimeType: { equals: 'video/mp4' } }] })
    // The development video's poster, not a pickup person's photo (a small image, with no larger sizes made).
    familyPoster = await findMedia({ and: [{ family: { equals: familyA } }, { mimeType: { equals: 'image/webp' } }, { purpose: { exists: false } }] })
    // Site media: no family and no purpose (a photo of children has no family either).
    publicImage = await findMedia({ and: [{ family: { exists: false } }, { purpose: { exists: false } }, { mimeType: { equals: 'image/webp' } }, { 'sizes.card.filename': { exists: true } }] })
  })

  it('serves a family video in a sandbox, as an attachment, never cached (to its parent and to admins)', async () => {
    for (const actor of ['parentA', 'admin'] as const) {
      const served = await fileOf(familyVideo.filename, actor, { Range: 'bytes=0-99' })
      expect(served.status, actor).toBe(206)
      expect(served.headers.get('content-type')).toMatch(/^video\/mp4/)
      expectSandboxed(served, actor)
      expect(served.headers.get('content-disposition'), actor).toBe('attachment')
      expect(served.headers.get('cache-control'), actor).toBe('private, no-store')
    }
  })

  it('serves a family photo and its image sizes in a sandbox, never cached', async () => {
    const names = [familyPoster.filename, ...Object.values(familyPoster.sizes ?? {}).map((size) => size.filename!)]
    expect(names.length).toBeGreaterThan(1)
    for (const name of names) {
      for (const actor of ['parentA', 'admin'] as const) {
        const served = await fileOf(name, actor)
        expect(served.status, `${actor} ${name}`).toBe(200)
        expectSandboxed(served, name)
        expect(served.headers.get('cache-control'), `${actor} ${name}`).toBe('private, no-store')
      }
    }
  })

  it('serves a public image in a sandbox with nosniff, shown inline and cacheable', async () => {
    for (const actor of ['anonymous', 'parentA', 'admin'] as const) {
      const served = await fileOf(publicImage.filename, actor)
      expect(served.status, actor).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expectSandboxed(served, actor)
      expect(served.headers.get('content-disposition'), actor).toBeNull()
      expect(served.headers.get('cache-control') ?? '', actor).not.toMatch(/private|no-store/)
    }
  })

  it('serves a public image size (its card) with the same sandbox headers', async () => {
    const served = await fileOf(publicImage.sizes!.card!.filename!)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expectSandboxed(served, 'card')
    expect(served.headers.get('content-disposition')).toBeNull()
  })

  it('answers a file request naming a ?prefix= with a 4xx, not a 500, whoever asks', async () => {
    for (const [actor, name] of [
      ['anonymous', publicImage.filename],
      ['parentA', familyVideo.filename],
      ['admin', familyVideo.filename],
      ['admin', publicImage.filename],
    ] as const) {
      const result = await rest('GET', `/media/file/${encodeURIComponent(name)}?prefix=x`, { cookie: cookies[actor] })
      expect(result.status, `${actor} ${result.text}`).toBeGreaterThanOrEqual(400)
      expect(result.status, `${actor} ${result.text}`).toBeLessThan(500)
      expect(result.headers.get('content-type'), actor).not.toMatch(/^(image|video)\//)
    }
    // Without the prefix the same files are served as before.
    expect((await fileOf(publicImage.filename)).status).toBe(200)
  })
})
