import { expect, type Page, test } from '@playwright/test'

import { writeContentInAnotherProcess } from './helpers/another-process'

/**
 * A change made by another process (a seed, a script, a second instance) reaches the running server's
 * pages within a few seconds, with no restart and nothing deleted by hand: the writer announces it on
 * PostgreSQL and the server expires those pages (src/lib/contentChanges.ts).
 */

const WITHIN_MS = 5_000

const inAnotherProcess = (...args: string[]) => writeContentInAnotherProcess(process.env.E2E_DATABASE_URL ?? '', ...args)

async function expectHomeWithin(page: Page, check: () => Promise<boolean>) {
  const started = Date.now()
  await expect
    .poll(
      async () => {
        await page.goto('/')
        return check()
      },
      { timeout: WITHIN_MS, intervals: [200, 300, 500] },
    )
    .toBe(true)
  return Date.now() - started
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
