import { expect, test } from '@playwright/test'

import { SESSION_KEYS } from '../../src/lib/constants'
import { expectNoAxeViolations } from './helpers/axe'
import { apiGet, toasts } from './helpers/staff'

/** /admin-login: SPEC §2's demo button. It waits 500 ms, greets, goes to /secure-admin, and grants nothing. */

const BUTTON = 'Access Admin Dashboard'

test('the page offers the single "Access Admin Dashboard" button', async ({ page }) => {
  await page.goto('/admin-login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(1)
  await expect(page.getByRole('button', { name: BUTTON })).toBeEnabled()
})

test('after a 500 ms delay it toasts "Login Successful" and goes to /secure-admin', async ({ page }) => {
  await page.goto('/admin-login')
  // /secure-admin is held back until the toast has been read: the toast must come first.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === '/secure-admin',
    async (route) => {
      await released
      await route.continue()
    },
  )
  const clickedAt = await page.evaluate(() => performance.now())
  await page.getByRole('button', { name: BUTTON }).click()
  await expect(page.getByRole('main').getByRole('button')).toBeDisabled()
  await expect(toasts(page).filter({ hasText: 'Login Successful' })).toContainText('Welcome to the Admin Dashboard!')
  const greetedAt = await page.evaluate(() => performance.now())
  expect(greetedAt - clickedAt).toBeGreaterThanOrEqual(500)
  release()
  await expect(page).toHaveURL((url) => url.pathname === '/secure-admin')
})

test('it grants nothing: no server call, no session, nothing stored for another screen to trust', async ({ page }) => {
  await page.goto('/admin-login')
  // Only what this page does counts: /secure-admin (where it leads) may load its own data.
  let onThisPage = true
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname !== '/admin-login') onThisPage = false
  })
  const calls: string[] = []
  page.on('request', (request) => {
    if (onThisPage && new URL(request.url()).pathname.startsWith('/api/')) calls.push(`${request.method()} ${request.url()}`)
  })
  const cookiesBefore = await page.context().cookies()
  await page.getByRole('button', { name: BUTTON }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/secure-admin')

  expect(calls).toEqual([])
  expect(await page.context().cookies()).toEqual(cookiesBefore)
  const remembered = await page.evaluate(
    (keys) => keys.map((key) => sessionStorage.getItem(key) ?? localStorage.getItem(key)).filter((value) => value !== null),
    Object.values(SESSION_KEYS),
  )
  expect(remembered).toEqual([])
  expect((await apiGet(page, '/api/auth/user')).status()).toBe(401)
  expect((await apiGet(page, '/api/user')).status()).toBe(401)
})

test('the page has no axe violations', async ({ page }) => {
  await page.goto('/admin-login')
  await expect(page.getByRole('button', { name: BUTTON })).toBeVisible()
  await expectNoAxeViolations(page)
})
