import { test as base, expect, type Page } from '@playwright/test'
import sharp from 'sharp'

import { ACCOUNTS, signIn } from './accounts'
import { apiPost, createFamily } from './staff'

/**
 * What the family-communication specs (photos, messages: SPEC §12) share: a family of the test's own,
 * a parent's page in a browser context of its own, and small images made in memory.
 */

/** A small PNG (a plain colour), as a file for `setInputFiles` or a multipart request. */
export async function pngFile(name: string, background = '#2a9d8f') {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background } }).png().toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

export type Family = Awaited<ReturnType<typeof createFamily>> & {
  username: string
  password: string
  /** The parent's name as staff read it ("Family Parent1732…"). */
  parentName: string
  firstName: string
}

/** A new parent with one child and no consent recorded, made by the admin (signed in on `adminPage`). */
export async function newFamily(adminPage: Page): Promise<Family> {
  const family = await createFamily(adminPage)
  const suffix = family.childName.replace('Kid Child', '')
  return { ...family, username: `family${suffix}`, password: 'family-pass-1', parentName: `Family Parent${suffix}`, firstName: 'Kid' }
}

type Account = { username: string; password: string }

/**
 * The test, with `signedInPage(account)`: a page signed in as `account` in a browser context of its own
 * (its own cookies: a parent and the admin side by side), closed when the test ends. A script error
 * on any of these pages (an uncaught exception: React's error screen) fails the test.
 */
export const test = base.extend<{ signedInPage: (account: Account) => Promise<Page> }>({
  // (Playwright's `use`, under another name: the React hooks lint rule reads `use(...)` as a hook.)
  signedInPage: async ({ browser }, provide, testInfo) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = []
    const pageErrors: string[] = []
    await provide(async (account) => {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport })
      contexts.push(context)
      const page = await context.newPage()
      page.on('pageerror', (error) => pageErrors.push(`${account.username}: ${error.message}`))
      await signIn(page, account)
      return page
    })
    await Promise.all(contexts.map((context) => context.close()))
    expect(pageErrors, 'uncaught errors in the pages').toEqual([])
  },
})

export const ADMIN = ACCOUNTS.admin

/** Records a consent as the parent signed in on `page`, through the API the Consents section calls. */
export async function recordConsent(page: Page, childId: string, kind: 'portal-photos' | 'website-photos' | 'videos', granted: boolean) {
  const response = await apiPost(page, `/api/children/${childId}/consents`, { kind, granted })
  expect(response.status(), await response.text()).toBe(201)
}

/**
 * Fetches `url` from inside the page (its cookies, as the browser would send them for a link or an
 * image) and answers the status and content type.
 */
export function fetchInPage(page: Page, url: string) {
  return page.evaluate(async (href) => {
    const response = await fetch(href, { credentials: 'same-origin', cache: 'no-store' })
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', cacheControl: response.headers.get('cache-control') ?? '' }
  }, url)
}
