import { expect, type Page, test } from '@playwright/test'

import { writeContentInAnotherProcess } from './helpers/another-process'

/**
 * A change made by another process (a seed, a script, a second instance) reaches the running server's
 * pages within a few seconds, with no restart and nothing deleted by hand: the writer announces it on
 * PostgreSQL and the server expires those pages (src/lib/contentChanges.ts).
 */

const WITHIN_MS = 5_000

const inAnotherProcess = (...args: string[]) => writeContentInAnotherProcess(process.env.E2E_DATABASE_URL ?? '', ...args)

/**
 * The home page shows the change on the first load that starts WITHIN_MS after the write, if not
 * sooner. Loads are timed from when they start: how long a page takes to render on a busy machine is not
 * the server's delay in learning of the change.
 */
async function expectHomeWithin(page: Page, check: () => Promise<boolean>) {
  const written = Date.now()
  for (const pause of [200, 300, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500]) {
    const startedAfter = Date.now() - written
    await page.goto('/')
    if (await check()) return
    expect(startedAfter, `a page load started ${startedAfter} ms after the write still showed the old content`).toBeLessThan(WITHIN_MS)
    await page.waitForTimeout(Math.min(pause, Math.max(0, WITHIN_MS - (Date.now() - written))))
  }
  // Loads so fast that a dozen all started before WITHIN_MS: one more, after it, decides.
  await page.waitForTimeout(Math.max(0, WITHIN_MS - (Date.now() - written)))
  await page.goto('/')
  expect(await check(), `the first page load started after ${WITHIN_MS} ms still showed the old content`).toBe(true)
}

test.describe('content written by another process', () => {
  // Each write starts a Payload process of its own (several seconds on a busy machine): the time allowed
  // for the page to show the change is WITHIN_MS, measured from the end of the write.
  test.slow()
  test('a new centre name saved by a script shows on the running site within seconds', async ({ page }) => {
    await page.goto('/')
    const original = (await page.locator('footer').getByText(/^©/).textContent())!.replace(/^© /, '').split('.')[0]!
    const renamed = `Sunrise Multicultural Centre ${Date.now()}`
    try {
      await inAnotherProcess('site-name', renamed)
      await expectHomeWithin(page, async () => (await page.locator('footer').getByText(renamed).count()) > 0)
    } finally {
      await inAnotherProcess('site-name', original)
    }
    await expectHomeWithin(page, async () => (await page.locator('footer').getByText(renamed).count()) === 0)
  })

  test('a newsletter published and then deleted by a script shows and goes away on the running site', async ({ page }) => {
    const title = `Winter Newsletter ${Date.now()}`
    try {
      await inAnotherProcess('publish-newsletter', '2031-12', title)
      await expectHomeWithin(page, async () => (await page.getByRole('heading', { level: 2, name: title }).count()) === 1)
    } finally {
      await inAnotherProcess('delete-newsletter', '2031-12')
    }
    await expectHomeWithin(page, async () => (await page.getByRole('heading', { level: 2, name: title }).count()) === 0)
  })

  test('the internal revalidation route refuses callers without the token', async ({ request }) => {
    const response = await request.post('/api/internal/revalidate', { data: { tags: ['newsletters'] } })
    expect(response.status()).toBe(401)
  })
})
