import { expect, type Page, type Request, type Response, test } from '@playwright/test'

import { CURRENT_PASSWORD_REQUIRED } from '../../src/features/accounts/schemas'
import { ACCOUNTS, signIn } from './helpers/accounts'
import { signInToCms } from './helpers/cms'

/**
 * The CMS account screen with the current-password rule: an editor still changes their own
 * password there, and only by giving the current one. A fresh editor, so the seeded one keeps its password.
 */
test('an editor changes their own password on the CMS account screen, and only with the current one', async ({ page }) => {
  const origin = test.info().project.use.baseURL!.replace(/\/$/, '')
  const username = `editor.${Date.now().toString(36)}`
  const oldPassword = 'editor-old-123'
  const newPassword = 'editor-new-456'
  await signIn(page, ACCOUNTS.admin)
  const created = await page.request.post('/api/cms/users', {
    data: { username, password: oldPassword, role: 'editor', firstName: 'Eda', lastName: 'Tor' },
    headers: { Origin: origin },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.context().clearCookies()

  await signInToCms(page, username, oldPassword)
  await expect(page).toHaveURL(/\/cms\/?$/)

  await page.goto('/cms/account')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await page.getByLabel('New Password', { exact: false }).first().fill(newPassword)
  await page.getByLabel('Confirm Password', { exact: false }).fill(newPassword)
  // Without the current password nothing changes: the save is refused, saying why.
  const refusedSave = await saveAccount(page)
  expect(refusedSave.status()).toBeGreaterThanOrEqual(400)
  await expect(page.getByText(CURRENT_PASSWORD_REQUIRED).first()).toBeVisible()
  const refused = await page.request.post('/api/login', { data: { username, password: newPassword }, headers: { Origin: origin } })
  expect(refused.status()).toBe(401)

  await page.getByLabel('Current password').fill(oldPassword)
  const acceptedSave = await saveAccount(page)
  expect(acceptedSave.status()).toBe(200)
  await expect(page.getByText('Updated successfully.')).toBeVisible()
  const accepted = await page.request.post('/api/login', { data: { username, password: newPassword }, headers: { Origin: origin } })
  expect(accepted.status()).toBe(200)
})

test('an editor saves their own name on the CMS account screen without giving the current password', async ({ page }) => {
  const origin = test.info().project.use.baseURL!.replace(/\/$/, '')
  const username = `editor.name.${Date.now().toString(36)}`
  await signIn(page, ACCOUNTS.admin)
  const created = await page.request.post('/api/cms/users', {
    data: { username, password: 'editor-name-123', role: 'editor', firstName: 'Eda', lastName: 'Tor' },
    headers: { Origin: origin },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.context().clearCookies()

  await signInToCms(page, username, 'editor-name-123')
  await expect(page).toHaveURL(/\/cms\/?$/)
  await page.goto('/cms/account')
  await page.getByLabel('First Name').fill('Edith')
  const saved = await saveAccount(page)
  expect(saved.status()).toBe(200)
  await expect(page.getByText('Updated successfully.')).toBeVisible()
  const me = await page.request.get('/api/auth/user', { headers: { Origin: origin } })
  expect(((await me.json()) as { firstName: string }).firstName).toBe('Edith')
})

/**
 * Clicks the account form's Save until its request leaves, and returns the answer. The admin's form
 * drops a click while it is still settling (after loading, after a refused save): a click is repeated
 * only when no save request left within a few seconds of it (a dropped click is known at once, not after
 * the answer's whole wait), so a save is never sent twice.
 */
async function saveAccount(page: Page): Promise<Response> {
  const isSave = (request: Request) => request.method() === 'PATCH' && /\/api\/cms\/users\/[^/?]+/.test(new URL(request.url()).pathname)
  let sent: Request | undefined
  await expect(async () => {
    const leaving = page.waitForRequest(isSave, { timeout: 4_000 })
    await page.getByRole('button', { name: 'Save' }).click({ timeout: 5_000 })
    sent = await leaving
  }).toPass({ timeout: 45_000 })
  const answer = await sent!.response()
  expect(answer, 'the save got an answer').not.toBeNull()
  return answer!
}
