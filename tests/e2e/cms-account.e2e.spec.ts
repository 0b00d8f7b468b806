import { expect, test } from '@playwright/test'

import { ACCOUNTS, signIn } from './helpers/accounts'

/**
 * The CMS account screen with the current-password rule (issue 12): an editor still changes their own
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

  await page.goto('/cms/login')
  await page.getByLabel(/username/i).fill(username)
  await page.getByLabel(/password/i).fill(oldPassword)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)

  await page.goto('/cms/account')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await page.getByLabel('New Password', { exact: false }).first().fill(newPassword)
  await page.getByLabel('Confirm Password', { exact: false }).fill(newPassword)
  await page.getByRole('button', { name: 'Save' }).click()
  // Without the current password nothing changes.
  await expect(page.getByText(/current password/i).first()).toBeVisible()
  const refused = await page.request.post('/api/login', { data: { username, password: newPassword }, headers: { Origin: origin } })
  expect(refused.status()).toBe(401)

  await page.getByLabel('Current password').fill(oldPassword)
  // The admin's form may still be settling from the refused save: a click it drops is clicked again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Updated successfully.')).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  const accepted = await page.request.post('/api/login', { data: { username, password: newPassword }, headers: { Origin: origin } })
  expect(accepted.status()).toBe(200)
})
