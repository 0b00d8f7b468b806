import { expect, type Page, test } from '@playwright/test'

import { SERVER_ADMIN_AGE_GROUPS, SESSION_KEYS } from '@/lib/constants'
import { SECURE_ADMIN_PASSWORD } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'

/**
 * /secure-admin (SPEC §2, §4, §5, §8; ARCHITECTURE "The seed's unsafe screens, made safe"): the password
 * gate checked by the server, the session it opens, and the parents and child-profile tabs behind it.
 */

/** The visible toast (radix also announces it in a hidden live region: not counted here). */
const toast = (page: Page) => page.locator('[data-slot="toast"]')
// The label also holds the required marker; the toggle's name ('Show password') starts in lower case.
const passwordField = (page: Page) => page.getByLabel(/^Password/)
const gateHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Admin Access' })
const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Secure Admin Dashboard' })
const dialog = (page: Page) => page.getByRole('dialog')
const card = (page: Page, list: 'Parents' | 'Children', text: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text })

/** GET /api/auth/user as the page itself sends it (Payload accepts the cookie only with the browser's fetch headers). */
const currentUser = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/auth/user', { credentials: 'include' })
    return { status: response.status, body: (await response.json()) as { role?: string } }
  })

async function expectSignedOut(page: Page) {
  expect((await currentUser(page)).status).toBe(401)
}

async function passGate(page: Page) {
  await page.goto('/secure-admin')
  await passwordField(page).fill(SECURE_ADMIN_PASSWORD)
  await passwordField(page).press('Enter')
  await expect(dashboardHeading(page)).toBeVisible()
}

async function openChildrenTab(page: Page) {
  await page.getByRole('tab', { name: 'Children' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Children' })).toBeVisible()
}

test.describe('the Admin Access gate', () => {
  test('shows the gate with a password field and a named show/hide toggle', async ({ page }) => {
    await page.goto('/secure-admin')
    await expect(gateHeading(page)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(passwordField(page)).toHaveAttribute('type', 'password')

    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(passwordField(page)).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(passwordField(page)).toHaveAttribute('type', 'password')
    await expectNoAxeViolations(page)
  })

  test('an empty password is not sent', async ({ page }) => {
    await page.goto('/secure-admin')
    let sent = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/secure-admin/login')) sent = true
    })
    await page.getByRole('button', { name: 'Access Dashboard' }).click()
    await expect(page.getByText('Password is required')).toBeVisible()
    await expect(passwordField(page)).toBeFocused()
    expect(sent).toBe(false)
  })

  test('a wrong password is refused with Access Denied and opens no session', async ({ page }) => {
    await page.goto('/secure-admin')
    await passwordField(page).fill(`wrong-${Date.now()}`)
    await passwordField(page).press('Enter')
    await expect(toast(page)).toContainText('Access Denied')
    await expect(toast(page)).toContainText('Incorrect password. Please try again.')
    await expect(gateHeading(page)).toBeVisible()
    await expectSignedOut(page)
  })

  test('too many attempts (429) tell the visitor to wait', async ({ page }) => {
    await page.route('**/api/secure-admin/login', (route) =>
      route.fulfill({ status: 429, json: { message: 'Too many requests. Please try again in 42 seconds.' } }),
    )
    await page.goto('/secure-admin')
    await passwordField(page).fill('any-password')
    await passwordField(page).press('Enter')
    await expect(toast(page)).toContainText('Too Many Attempts')
    await expect(toast(page)).toContainText('Please try again in 42 seconds.')
  })

  test('the right password (Enter submits) grants access on the Parents tab', async ({ page }) => {
    await page.goto('/secure-admin')
    await passwordField(page).fill(SECURE_ADMIN_PASSWORD)
    await passwordField(page).press('Enter')
    await expect(toast(page)).toContainText('Access Granted')
    await expect(toast(page)).toContainText('Welcome to the secure admin dashboard!')
    await expect(dashboardHeading(page)).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Parents' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('button', { name: 'Add Example Data' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.adminAuthenticated)).toBe('true')
    const session = await currentUser(page)
    expect(session.status).toBe(200)
    expect(session.body.role).toBe('admin')
  })

  test('the dashboard survives a reload while the session lasts', async ({ page }) => {
    await passGate(page)
    await page.reload()
    await expect(dashboardHeading(page)).toBeVisible()
    await expect(gateHeading(page)).toHaveCount(0)
  })

  test('a remembered flag without a session shows the gate and is cleared', async ({ page }) => {
    await page.goto('/secure-admin')
    await page.evaluate((key) => sessionStorage.setItem(key, 'true'), SESSION_KEYS.adminAuthenticated)
    await page.reload()
    await expect(gateHeading(page)).toBeVisible()
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.adminAuthenticated)).toBeNull()
  })

  test('logout returns to an empty gate and ends the session', async ({ page }) => {
    await passGate(page)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(toast(page)).toContainText('Logged Out')
    await expect(gateHeading(page)).toBeVisible()
    await expect(passwordField(page)).toHaveValue('')
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.adminAuthenticated)).toBeNull()
    await expectSignedOut(page)
    await page.reload()
    await expect(gateHeading(page)).toBeVisible()
  })
})

test.describe('behind the gate', () => {
  test.beforeEach(async ({ page }) => {
    await passGate(page)
  })

  test('Parents tab lists the parents and has no axe violations', async ({ page }) => {
    const maria = card(page, 'Parents', 'Maria Garcia')
    await expect(maria).toContainText('maria.garcia@example.com')
    await expect(maria).toContainText('maria.garcia')
    await expectNoAxeViolations(page)
  })

  test('add parent: Missing Information when a required field is empty, values kept', async ({ page }) => {
    await page.getByRole('button', { name: 'Add Parent' }).click()
    await expect(dialog(page)).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog(page).getByLabel('First Name').fill('Half')
    await dialog(page).getByLabel('Last Name').fill('Filled')
    await dialog(page).getByRole('button', { name: 'Add Parent' }).click()
    await expect(toast(page)).toContainText('Missing Information')
    await expect(toast(page)).toContainText('Please fill in all required fields.')
    await expect(dialog(page).getByLabel('First Name')).toHaveValue('Half')
  })

  test('add parent: the new parent is added to the list and the form is reset', async ({ page }) => {
    const stamp = Date.now()
    await page.getByRole('button', { name: 'Add Parent' }).click()
    await dialog(page).getByLabel('First Name').fill('Gate')
    await dialog(page).getByLabel('Last Name').fill(`Parent${stamp}`)
    await dialog(page).getByLabel('Email').fill(`gate.parent.${stamp}@example.com`)
    await dialog(page).getByRole('button', { name: 'Add Parent' }).click()
    await expect(toast(page)).toContainText('Parent added successfully!')
    await expect(dialog(page)).toHaveCount(0)
    await expect(card(page, 'Parents', `Gate Parent${stamp}`)).toContainText(`gate.parent.${stamp}@example.com`)

    await page.getByRole('button', { name: 'Add Parent' }).click()
    await expect(dialog(page).getByLabel('Last Name')).toHaveValue('')
  })

  test('add parent: a failure keeps the form and says so', async ({ page }) => {
    await page.route('**/api/parents', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Something went wrong.' } }) : route.fallback(),
    )
    await page.getByRole('button', { name: 'Add Parent' }).click()
    await dialog(page).getByLabel('First Name').fill('Kept')
    await dialog(page).getByLabel('Last Name').fill('Values')
    await dialog(page).getByLabel('Email').fill('kept.values@example.com')
    await dialog(page).getByRole('button', { name: 'Add Parent' }).click()
    await expect(toast(page)).toContainText('Failed to add parent. Please try again.')
    await expect(dialog(page).getByLabel('Email')).toHaveValue('kept.values@example.com')
  })

  test('Children tab: pictures or placeholders, and no axe violations', async ({ page }) => {
    await openChildrenTab(page)
    const sofia = card(page, 'Children', 'Sofia Garcia')
    await expect(sofia.getByRole('img', { name: 'No photo of Sofia Garcia yet' })).toBeVisible()
    await expect(sofia).toContainText('April 12, 2022')
    await expect(sofia).toContainText('Peanuts')
    await expectNoAxeViolations(page)
  })

  test('the child profile dialog: sections, age groups, textarea rows, enrollment today', async ({ page }) => {
    await openChildrenTab(page)
    await page.getByRole('button', { name: 'Add Child' }).click()
    const form = dialog(page)
    await expect(form.getByRole('heading', { name: 'Create Child Profile' })).toBeVisible()
    for (const section of ['Basic Information', 'Health & Special Needs', 'Emergency Contact', 'Preferences']) {
      await expect(form.getByRole('group', { name: section })).toBeVisible()
    }
    const ageGroups = await form.getByLabel('Age Group').locator('option').allTextContents()
    expect(ageGroups.slice(1)).toEqual(SERVER_ADMIN_AGE_GROUPS.map((group) => group.label))
    await expect(form.getByLabel('Medical Conditions')).toHaveAttribute('rows', '3')
    await expect(form.getByLabel('Allergies')).toHaveAttribute('rows', '2')
    await expect(form.getByLabel('Dietary Restrictions')).toHaveAttribute('rows', '2')
    await expect(form.getByLabel('Parent Notes')).toHaveAttribute('rows', '3')
    const today = await page.evaluate(() => {
      const now = new Date()
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
    })
    await expect(form.getByLabel('Enrollment Date')).toHaveValue(today)
    await expectNoAxeViolations(page)
  })

  test('add child: Missing Information when a required field is empty', async ({ page }) => {
    await openChildrenTab(page)
    await page.getByRole('button', { name: 'Add Child' }).click()
    await dialog(page).getByLabel('First Name').fill('Only')
    await dialog(page).getByRole('button', { name: 'Create Profile' }).click()
    await expect(toast(page)).toContainText('Missing Information')
    await expect(toast(page)).toContainText('Please fill in all required fields.')
    await expect(dialog(page)).toBeVisible()
  })

  test('add child: the new profile appears with its picture, age group, special needs and allergies', async ({ page }) => {
    const lastName = `Profile${Date.now()}`
    await openChildrenTab(page)
    await page.getByRole('button', { name: 'Add Child' }).click()
    const form = dialog(page)
    await form.getByLabel('First Name').fill('Nia')
    await form.getByLabel('Last Name').fill(lastName)
    await form.getByLabel('Date of Birth').fill('2021-05-20')
    await form.getByLabel('Age Group').selectOption({ label: 'Pre-Kindergarten (4-5 years)' })
    await form.getByRole('combobox', { name: 'Parent', exact: true }).selectOption({ label: 'Maria Garcia (maria.garcia@example.com)' })
    await form.getByLabel('Profile Image URL').fill('/media/hero-poster.jpg')
    await form.getByLabel('Special Needs').fill('Uses a hearing aid')
    await form.getByLabel('Allergies').fill('Shellfish')
    await form.getByLabel('Emergency Contact Name').fill('Aunt Rosa')
    await form.getByLabel('Emergency Contact Phone').fill('(919) 555-0100')
    await form.getByLabel('Parent Notes').fill('Likes to be greeted in Spanish.')
    await form.getByRole('button', { name: 'Create Profile' }).click()

    await expect(toast(page)).toContainText('Child profile created successfully!')
    await expect(dialog(page)).toHaveCount(0)
    const child = card(page, 'Children', `Nia ${lastName}`)
    await expect(child.getByRole('img', { name: `Photo of Nia ${lastName}` })).toBeVisible()
    await expect(child).toContainText('May 20, 2021')
    await expect(child).toContainText('Pre-Kindergarten (4-5 years)')
    await expect(child).toContainText('Uses a hearing aid')
    await expect(child).toContainText('Shellfish')
  })

  test('Add Example Data adds an example parent and an example child to the lists', async ({ page }) => {
    const parents = card(page, 'Parents', 'Example Parent')
    await expect(page.getByRole('list', { name: 'Parents' })).toBeVisible()
    const parentsBefore = await parents.count()
    await openChildrenTab(page)
    await expect(page.getByRole('list', { name: 'Children' })).toBeVisible()
    const children = card(page, 'Children', 'Example Child')
    const childrenBefore = await children.count()

    await page.getByRole('button', { name: 'Add Example Data' }).click()
    await expect(toast(page)).toContainText('An example child and an example parent were added.')
    await expect(children).toHaveCount(childrenBefore + 1)
    await page.getByRole('tab', { name: 'Parents' }).click()
    await expect(parents).toHaveCount(parentsBefore + 1)
  })

  test('Add Example Data failure says so', async ({ page }) => {
    await page.route('**/api/create-example', (route) => route.fulfill({ status: 500, json: { message: 'Something went wrong.' } }))
    await page.getByRole('button', { name: 'Add Example Data' }).click()
    await expect(toast(page)).toContainText('Failed to create example data.')
  })

  test('a failed load says so and can be retried', async ({ page }) => {
    let failing = true
    await page.route('**/api/parents', (route) => (failing ? route.fulfill({ status: 500, body: 'down' }) : route.fallback()))
    await page.reload()
    await expect(toast(page)).toContainText('Failed to load data. Please try again.')
    failing = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(card(page, 'Parents', 'Maria Garcia')).toBeVisible()
  })

  test('usable at 360 px: the dialog form scrolls within the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await openChildrenTab(page)
    await expect(page.getByRole('list', { name: 'Children' })).toBeVisible()
    for (const item of await page.getByRole('list', { name: 'Children' }).locator(':scope > li').all()) {
      const itemBox = await item.boundingBox()
      expect(itemBox!.x + itemBox!.width).toBeLessThanOrEqual(360)
    }
    await page.getByRole('button', { name: 'Add Child' }).click()
    const box = await dialog(page).boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    expect(box!.y + box!.height).toBeLessThanOrEqual(640)
    const submit = dialog(page).getByRole('button', { name: 'Create Profile' })
    await expect(submit).not.toBeInViewport()
    await submit.scrollIntoViewIfNeeded()
    await expect(submit).toBeInViewport()
  })
})
