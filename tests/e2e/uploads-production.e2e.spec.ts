import { expect, type APIResponse, type Page, test } from '@playwright/test'

import { ACCOUNTS, signIn } from './helpers/accounts'

/*
 * Uploaded files as a browser gets them from the production server (`next start`). next.config.mjs sets
 * the site's headers (its page CSP allows inline script) before a route runs, and Next then keeps those
 * over a route's header of the same name: what the browser receives is what counts, so it is read here.
 */

const SANDBOX = "default-src 'none'; sandbox"
type Media = { url: string; mimeType: string; sizes?: Record<string, { url?: string | null }> }

const origin = () => test.info().project.use.baseURL!.replace(/\/$/, '')
/** A file fetch as a page's <img> or <video> makes it: same-origin, no Origin header. */
const fetchFile = (page: Page, url: string, headers: Record<string, string> = {}) =>
  page.request.get(url, { headers: { 'Sec-Fetch-Site': 'same-origin', ...headers } })

async function firstMedia(page: Page, where: string): Promise<Media> {
  const response = await page.request.get(`/api/cms/media?${where}&limit=1&depth=0`, { headers: { Origin: origin(), 'Sec-Fetch-Site': 'same-origin' } })
  expect(response.status(), await response.text()).toBe(200)
  const doc = ((await response.json()) as { docs: Media[] }).docs[0]
  expect(doc, where).toBeDefined()
  return doc!
}

/** Every value of a header as sent (a header the site and the route both set would show twice). */
const values = (response: APIResponse, name: string) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value)

function expectSandboxed(response: APIResponse) {
  expect(values(response, 'content-security-policy')).toEqual([SANDBOX])
  expect(values(response, 'x-content-type-options')).toEqual(['nosniff'])
}

test('a public image from the media file endpoint gets the sandbox CSP, not the site’s page CSP, inline', async ({ page }) => {
  const image = await firstMedia(page, 'where[family][exists]=false&where[mimeType][equals]=image/webp')
  const file = await fetchFile(page, image.url)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/webp')
  expectSandboxed(file)
  expect(values(file, 'content-disposition')).toEqual([])
  expect(file.headers()['cache-control'] ?? '').not.toMatch(/private|no-store/)
  // The site's pages keep their own policy.
  const home = await page.request.get('/')
  expect(values(home, 'content-security-policy')).toHaveLength(1)
  expect(home.headers()['content-security-policy']).toContain("script-src 'self'")
})

test('an image size (a public image’s thumbnail) gets the same sandbox headers', async ({ page }) => {
  const image = await firstMedia(page, 'where[family][exists]=false&where[sizes.thumbnail.filename][exists]=true')
  const file = await fetchFile(page, image.sizes!.thumbnail!.url!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/webp')
  expectSandboxed(file)
})

test('a family video streams to its parent in a sandbox, as an attachment, with Cache-Control: private, no-store', async ({ page }) => {
  await signIn(page, ACCOUNTS.maria)
  const video = await firstMedia(page, 'where[family][exists]=true&where[mimeType][equals]=video/mp4')
  const file = await fetchFile(page, video.url, { Range: 'bytes=0-99' })
  expect(file.status()).toBe(206)
  expect(file.headers()['content-type']).toMatch(/^video\/mp4/)
  expectSandboxed(file)
  expect(values(file, 'content-disposition')).toEqual(['attachment'])
  expect(values(file, 'cache-control')).toEqual(['private, no-store'])
  // The family's poster images are private too.
  const poster = await firstMedia(page, 'where[family][exists]=true&where[mimeType][equals]=image/webp')
  const posterFile = await fetchFile(page, poster.url)
  expect(posterFile.status()).toBe(200)
  expectSandboxed(posterFile)
  expect(values(posterFile, 'cache-control')).toEqual(['private, no-store'])
})

test('a file request naming a ?prefix= is a 4xx on the production server, not a 500', async ({ page }) => {
  const image = await firstMedia(page, 'where[family][exists]=false&where[mimeType][equals]=image/webp')
  const file = await fetchFile(page, `${image.url}?prefix=x`)
  expect(file.status()).toBeGreaterThanOrEqual(400)
  expect(file.status()).toBeLessThan(500)
})
