import { expect, type Locator, type Page, test } from '@playwright/test'

/** What the staff-screen specs share: toasts, tabs, labelled fields and the API as the browser calls it. */

/** The visible toasts (radix also announces each one in a hidden live region: not counted here). */
export const toasts = (page: Page) => page.locator('[data-slot="toast"]')

/** A name no other test run has used. */
export const unique = (label: string) => `${label}${Date.now()}`

export async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name, exact: true }).click()
  const panel = page.getByRole('tabpanel', { name, exact: true })
  await expect(panel).toBeVisible()
  return panel
}

/** A form control by its label ("Username", shown as "Username *" when required). */
export const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`))

/** The site's origin: Payload reads the session cookie only on requests that carry it. */
export const siteOrigin = () => test.info().project.use.baseURL!.replace(/\/$/, '')
export const apiGet = (page: Page, path: string) => page.request.get(path, { headers: { Origin: siteOrigin() } })
export const apiPost = (page: Page, path: string, data: unknown) => page.request.post(path, { headers: { Origin: siteOrigin() }, data })

/** Creates a parent and a child of theirs through the API (as the signed-in admin), for a test's own records. */
export async function createFamily(page: Page) {
  const suffix = Date.now()
  const parentResponse = await apiPost(page, '/api/admin/users', {
    username: `family${suffix}`,
    password: 'family-pass-1',
    firstName: 'Family',
    lastName: `Parent${suffix}`,
    role: 'parent',
  })
  expect(parentResponse.status()).toBe(201)
  const { user } = (await parentResponse.json()) as { user: { id: string } }
  const childResponse = await apiPost(page, '/api/admin/children', {
    firstName: 'Kid',
    lastName: `Child${suffix}`,
    dateOfBirth: '2022-05-01',
    parentId: user.id,
    enrollmentDate: '2025-09-01',
  })
  expect(childResponse.status()).toBe(201)
  const { child } = (await childResponse.json()) as { child: { id: string } }
  return { parentId: user.id, childId: child.id, childName: `Kid Child${suffix}` }
}
