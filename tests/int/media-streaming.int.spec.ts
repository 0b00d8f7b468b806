/**
 * A child's development videos stream from Payload's media file endpoint (/api/cms/media/file/…) with
 * HTTP range requests, as a browser's <video> asks for them, and only to that child's family and to
 * admins: a parent who guesses another family's file address gets no bytes, whatever record points at it.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { VIDEOS } from '@/features/family-records/seed'
import { DEMO_FAMILIES, seedPasswords } from '@/seed/demoData'
import { api, apiLogin } from './helpers/api'
import { type Actor, USERNAMES } from './helpers/payload'
import { type RestResult, rest } from './helpers/rest'

type Video = { id: string; title: string; videoUrl: string; thumbnailUrl: string | null }

const FILE_PATH = /^\/api\/cms\/media\/file\/([^/?#]+)$/
const FIRST_100_BYTES = { Range: 'bytes=0-99' }

const passwords = seedPasswords()
const cookies: Partial<Record<Actor, string>> = {}
let videoOfA: Video
let childB: { id: string }

/** A demo family's seeded child, as its parent's contract lists it (other test files add children). */
async function seededChildOf(actor: 'parentA' | 'parentB'): Promise<{ id: string }> {
  const seeded = DEMO_FAMILIES.find((family) => family.username === USERNAMES[actor])!.children[0]!
  const own = await api<{ id: string; firstName: string; lastName: string }[]>('GET', '/api/parent/children', { cookie: cookies[actor] })
  return own.body.find((child) => child.firstName === seeded.firstName && child.lastName === seeded.lastName)!
}

/** The media file name a contract URL (absolute or a site path) points at. */
function fileNameOf(url: string): string {
  const match = FILE_PATH.exec(new URL(url, 'http://site.invalid').pathname)
  if (!match) throw new Error(`not a media file URL: ${url}`)
  return match[1]!
}

const fetchFile = (actor: Actor, fileName: string, headers: Record<string, string> = FIRST_100_BYTES) =>
  rest('GET', `/media/file/${fileName}`, { cookie: cookies[actor], headers })

function expectNoBytes(result: RestResult, actor: Actor) {
  expect([403, 404], actor).toContain(result.status)
  expect(result.headers.get('content-range'), actor).toBeNull()
  expect(result.headers.get('content-type'), actor).not.toMatch(/^(video|image)\//)
}

beforeAll(async () => {
  // The limits themselves are tested in edge.int and api-contract; this file signs in as each actor.
  process.env.RATE_LIMIT_LOGIN = '0'
  cookies.parentA = await apiLogin(USERNAMES.parentA, passwords.parent)
  cookies.parentB = await apiLogin(USERNAMES.parentB, passwords.parent)
  cookies.editor = await apiLogin(USERNAMES.editor, passwords.editor)
  cookies.admin = await apiLogin(USERNAMES.admin, passwords.admin)
  const childA = await seededChildOf('parentA')
  childB = await seededChildOf('parentB')
  const videos = await api<Video[]>('GET', `/api/videos/${childA.id}`, { cookie: cookies.parentA })
  expect(videos.status).toBe(200)
  // A seeded video (with its poster): other test files add videos of their own to this child.
  videoOfA = videos.body.find((video) => video.title === VIDEOS[0]!.title)!
})

describe('a family’s development video file', () => {
  it('is addressed by the contract’s videoUrl at the media file endpoint', () => {
    expect(fileNameOf(videoOfA.videoUrl)).toMatch(/\.mp4$/)
  })

  it('streams to the child’s parent: 206 with Content-Range for bytes 0-99', async () => {
    const result = await fetchFile('parentA', fileNameOf(videoOfA.videoUrl))
    expect(result.status).toBe(206)
    expect(result.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/)
    expect(result.headers.get('content-length')).toBe('100')
    expect(result.headers.get('content-type')).toMatch(/^video\/mp4/)
    expect(result.headers.get('accept-ranges')).toBe('bytes')
  })

  it('serves the whole file to the parent without a Range header, announcing that ranges work', async () => {
    const result = await fetchFile('parentA', fileNameOf(videoOfA.videoUrl), {})
    expect(result.status).toBe(200)
    expect(result.headers.get('accept-ranges')).toBe('bytes')
    expect(Number(result.headers.get('content-length'))).toBeGreaterThan(100)
  })

  it('streams to an admin', async () => {
    const result = await fetchFile('admin', fileNameOf(videoOfA.videoUrl))
    expect(result.status).toBe(206)
    expect(result.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/)
  })

  it('gives another parent who guesses the address no bytes', async () => {
    expectNoBytes(await fetchFile('parentB', fileNameOf(videoOfA.videoUrl)), 'parentB')
    expectNoBytes(await fetchFile('parentB', fileNameOf(videoOfA.videoUrl), {}), 'parentB')
  })

  it('gives anonymous visitors and editors no bytes', async () => {
    for (const actor of ['anonymous', 'editor'] as const) expectNoBytes(await fetchFile(actor, fileNameOf(videoOfA.videoUrl)), actor)
  })

  it('keeps its poster image private to the family too', async () => {
    const poster = fileNameOf(videoOfA.thumbnailUrl!)
    expect((await fetchFile('parentA', poster, {})).status).toBe(200)
    for (const actor of ['parentB', 'anonymous'] as const) expectNoBytes(await fetchFile(actor, poster, {}), actor)
  })

  it('stays closed to another family even when a record of their child points at it', async () => {
    const created = await api<{ video: Video }>('POST', '/api/admin/videos', {
      cookie: cookies.admin,
      body: { childId: childB.id, title: `Borrowed link ${Date.now()}`, category: 'activity', videoUrl: new URL(videoOfA.videoUrl, 'http://site.invalid').pathname },
    })
    expect(created.status).toBe(201)
    const listed = await api<Video[]>('GET', `/api/videos/${childB.id}`, { cookie: cookies.parentB })
    expect(listed.body.map((video) => video.id)).toContain(created.body.video.id)
    expectNoBytes(await fetchFile('parentB', fileNameOf(created.body.video.videoUrl)), 'parentB')
  })
})
