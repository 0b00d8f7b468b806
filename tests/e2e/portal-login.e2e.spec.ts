import { expect, type Page, type Route, test } from '@playwright/test'

import { ACCOUNTS } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'

/**
 * /login (SPEC §2 "Parent login", §5 messages, §8 toasts): where each role lands, the `?next=` rule,
 * the pending label, and the failures. Wrong credentials use unknown usernames (seeded accounts lock).
 */

/** The visible toasts (radix also announces each one in a hidden live region: not counted here). */
const toasts = (page: Page) => page.locator('[data-slot="toast"]')

/** The password input (its label also carries the required star; the toggle is named "Show password"). */
const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true })

async function signInWithForm(page: Page, account: { username: string; password: string }) {
  // The button is enabled once React runs the form (typing before that would be reset).
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  await page.getByLabel('Username').fill(account.username)
  await passwordField(page).fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test.describe('parent login page', () => {
  test('is titled Parent Portal Login and shows the centre phone from the site settings', async ({ page }) => {
    await page.goto('/login')
    await expect(page).toHaveTitle(/Parent Portal Login/)
    await expect(page.getByRole('heading', { level: 1, name: 'Parent Portal Login' })).toBeVisible()
    const phone = page.getByRole('link', { name: '(919) 555-0100' })
    await expect(phone).toHaveAttribute('href', 'tel:9195550100')
    await expect(page.locator('main')).toContainText('call the centre at (919) 555-0100')
  })

  test('an empty form shows the §5 messages by the fields and sends nothing', async ({ page }) => {
    let sent = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) sent = true
    })
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Username is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toBe(false)
  })

  test('the password can be shown and hidden with a named toggle', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    const password = passwordField(page)
    await password.fill('secret-value')
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
  })

  test('a parent lands on /parent-dashboard after "Signing In..." and the Welcome back! toast', async ({ page }) => {
    await page.goto('/login')
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/login', async (route: Route) => {
      await released
      await route.continue()
    })
    await signInWithForm(page, ACCOUNTS.maria)
    const pending = page.getByRole('button', { name: 'Signing In...' })
    await expect(pending).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/parent-dashboard$/)
    await expect(toasts(page).filter({ hasText: 'Welcome back!' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maria' })).toBeVisible()
  })

  test('an admin lands on /admin', async ({ page }) => {
    await page.goto('/login')
    await signInWithForm(page, ACCOUNTS.admin)
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('a ?next= path on this site is honoured', async ({ page }) => {
    await page.goto('/login?next=%2Fparent-portal')
    await signInWithForm(page, ACCOUNTS.maria)
    await expect(page).toHaveURL(/\/parent-portal$/)
  })

  test('a ?next= address on another site is ignored', async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent('https://evil.example/steal')}`)
    await signInWithForm(page, ACCOUNTS.maria)
    await expect(page).toHaveURL(/\/parent-dashboard$/)
  })

  test('a signed-in visitor is offered to continue', async ({ page }) => {
    await page.goto('/login')
    await signInWithForm(page, ACCOUNTS.james)
    await expect(page).toHaveURL(/\/parent-dashboard$/)
    await page.goto('/login')
    await expect(page.getByText('You are signed in as james.okafor.')).toBeVisible()
    await page.getByRole('link', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/parent-dashboard$/)
  })

  test('unknown credentials show Login Failed with the server message and keep what was typed', async ({ page }) => {
    const username = `nobody-${Date.now()}`
    await page.goto('/login')
    await signInWithForm(page, { username, password: 'not-the-password' })
    const toast = toasts(page).filter({ hasText: 'Login Failed' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Invalid username or password')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Username')).toHaveValue(username)
    await expect(passwordField(page)).toHaveValue('not-the-password')
  })

  test('a network failure shows the §8 network-error toast', async ({ page }) => {
    await page.goto('/login')
    await page.route('**/api/login', (route) => route.abort('internetdisconnected'))
    await signInWithForm(page, ACCOUNTS.maria)
    const toast = toasts(page).filter({ hasText: 'Login Failed' })
    await expect(toast).toContainText('An error occurred during login. Please try again.')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    await expectNoAxeViolations(page)
  })
})

test('visiting /parent-dashboard signed out ends on /login', async ({ page }) => {
  await page.goto('/parent-dashboard')
  await expect(page).toHaveURL(/\/login\?next=%2Fparent-dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Parent Portal Login' })).toBeVisible()
})
