import { expect, type Page, test } from '@playwright/test'

import { seedPasswords } from '../../src/seed/demoData'
import { signInToCms } from './helpers/cms'

/**
 * An editor's newsletter on the home page: a draft stays hidden from visitors, the editor previews it,
 * publishes it in /cms, and the home page shows it without a rebuild. Runs after site.e2e.spec.ts (it
 * changes the home page) and puts the October newsletter back at the end.
 */

const NOVEMBER = {
  month: '2026-11',
  title: 'November Newsletter',
  classes: [
    { className: 'Infant class', theme: 'Cosy and Warm', activities: ['Soft-fabric treasure baskets'] },
    { className: 'Early Scholars Preschool', theme: 'Giving Thanks', activities: ['A gratitude tree for the hallway'] },
  ],
}

async function signInAsEditor(page: Page) {
  await signInToCms(page, 'editor', seedPasswords().editor)
  await expect(page).toHaveURL(/\/cms\/?$/)
}

/** The home page as a visitor sees it, reloaded until `text` appears (a publish refreshes it in the background). */
async function expectHomeToShow(page: Page, text: string) {
  await expect
    .poll(
      async () => {
        await page.goto('/')
        return page.getByRole('heading', { level: 2, name: text }).count()
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(1)
}

/**
 * The CMS's REST API with the editor's session cookie. Payload accepts a cookie only from an allowed
 * Origin (its CSRF rule), which a browser sends and Playwright's request client must add itself.
 */
function cmsApi(page: Page, origin: string) {
  const headers = { Origin: origin }
  return {
    get: (path: string) => page.request.get(path, { headers }),
    post: (path: string, data: unknown) => page.request.post(path, { headers, data }),
    delete: (path: string) => page.request.delete(path, { headers }),
  }
}

async function deleteNovember(cms: ReturnType<typeof cmsApi>) {
  const found = await cms.get(`/api/cms/newsletters?where[month][equals]=${NOVEMBER.month}&draft=true&depth=0`)
  expect(found.ok()).toBe(true)
  for (const doc of ((await found.json()).docs ?? []) as { id: string }[]) {
    expect((await cms.delete(`/api/cms/newsletters/${doc.id}`)).ok()).toBe(true)
  }
}

test('an editor previews a draft newsletter, publishes it in /cms, and visitors then see it on the home page', async ({ page, browser, baseURL }) => {
  await signInAsEditor(page)
  const editor = cmsApi(page, baseURL!)
  await deleteNovember(editor)

  const created = await editor.post('/api/cms/newsletters?draft=true', { ...NOVEMBER, _status: 'draft' })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string } }

  const visitor = await (await browser.newContext()).newPage()
  try {
    // A draft stays hidden: not on the page, not through the CMS's API.
    await visitor.goto('/')
    await expect(visitor.getByRole('heading', { level: 2, name: 'October Newsletter' })).toBeVisible()
    await expect(visitor.getByText('November Newsletter')).toHaveCount(0)
    const anonymous = await visitor.request.get(`/api/cms/newsletters?where[month][equals]=${NOVEMBER.month}&draft=true`)
    expect((await anonymous.json()).docs).toHaveLength(0)
    expect((await visitor.request.get('/preview?path=/')).status()).toBe(404)

    // The editor's preview shows the draft (this is the page the CMS's live preview frames).
    await page.goto('/preview?path=/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Preview mode: this page shows unpublished drafts.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'November Newsletter' })).toBeVisible()
    await expect(page.getByText('A gratitude tree for the hallway')).toBeVisible()
    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page.getByText('Preview mode: this page shows unpublished drafts.')).toHaveCount(0)

    // Publish from the CMS.
    await page.goto(`/cms/collections/newsletters/${doc.id}`)
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/Updated successfully/)).toBeVisible()

    await expectHomeToShow(visitor, 'November Newsletter')
    await expect(visitor.getByText('A gratitude tree for the hallway')).toBeVisible()
  } finally {
    await deleteNovember(editor)
    await expectHomeToShow(visitor, 'October Newsletter')
    await visitor.context().close()
  }
})
