import { expect, type Page, test } from '@playwright/test'

import { seedPasswords } from '../../src/seed/demoData'

const passwords = seedPasswords()

async function signInToCms(page: Page, username: string, password: string) {
  await page.goto('/cms/login')
  await page.getByLabel(/username/i).fill(username)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /login/i }).click()
}

test('an admin signs in to /cms and sees the family collections', async ({ page }) => {
  await signInToCms(page, 'admin', passwords.admin)
  await expect(page).toHaveURL(/\/cms\/?$/)
  await expect(page.getByRole('link', { name: 'Children', exact: true }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Newsletters', exact: true }).first()).toBeVisible()
})

test('an editor signs in to /cms and manages content', async ({ page }) => {
  await signInToCms(page, 'editor', passwords.editor)
  await expect(page).toHaveURL(/\/cms\/?$/)
  await expect(page.getByRole('link', { name: 'Newsletters', exact: true }).first()).toBeVisible()
  // Family data is not theirs to see.
  await expect(page.getByRole('link', { name: 'Children', exact: true })).toHaveCount(0)
  await page.goto('/cms/collections/newsletters')
  await expect(page.getByText('October Newsletter')).toBeVisible()
})

test('a parent is turned away from /cms', async ({ page }) => {
  await signInToCms(page, 'maria.garcia', passwords.parent)
  await expect(page).not.toHaveURL(/\/cms\/?$/)
  await page.goto('/cms/collections/children')
  await expect(page.getByText(/unauthorized|not allowed|log in|login/i).first()).toBeVisible()
  await expect(page.getByText('Sofia')).toHaveCount(0)
})
