import { expect, test } from '@playwright/test'

import { seedPasswords } from '../../src/seed/demoData'
import { signInToCms, submitCmsLogin } from './helpers/cms'

const passwords = seedPasswords()


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
  await page.goto('/cms/login')
  await submitCmsLogin(page, 'maria.garcia', passwords.parent)
  await expect(page).not.toHaveURL(/\/cms\/?$/)
  await page.goto('/cms/collections/children')
  await expect(page.getByText(/unauthorized|not allowed|log in|login/i).first()).toBeVisible()
  await expect(page.getByText('Sofia')).toHaveCount(0)
})
