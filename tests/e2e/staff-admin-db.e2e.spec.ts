import { expect, type Page, test } from '@playwright/test'

import { MILESTONE_CATEGORIES, MOODS } from '@/lib/constants'
import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'

/**
 * /admin-db (SPEC §2, §5, §7, §8; ARCHITECTURE "The seed's unsafe screens, made safe"): admins only;
 * parents and children from the server, and daily activities and milestones added to the children.
 */

/** The visible toast (radix also announces it in a hidden live region: not counted here). */
const toast = (page: Page) => page.locator('[data-slot="toast"]')
const dialog = (page: Page) => page.getByRole('dialog')
const card = (page: Page, list: 'Parents' | 'Children', text: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: text, exact: true }) })
const LOGIN_RETURNING_HERE = /\/login\?next=%2Fadmin-db$/

async function visitAdminDb(page: Page) {
  await page.goto('/admin-db')
  await expect(page.getByRole('heading', { level: 1, name: 'Database Admin' })).toBeVisible()
}

async function openAsAdmin(page: Page) {
  await signIn(page, ACCOUNTS.admin)
  await visitAdminDb(page)
}

async function openChildrenTab(page: Page) {
  await page.getByRole('tab', { name: 'Children' }).click()
  await expect(page.getByRole('list', { name: 'Children' })).toBeVisible()
}

/** A parent and a child of this test's own, made through the API (the signed-in admin's cookie). */
async function createFamily(page: Page) {
  const stamp = Date.now()
  const headers = { Origin: test.info().project.use.baseURL!.replace(/\/$/, '') }
  const parent = await page.request.post('/api/parents', {
    headers,
    data: { firstName: 'Record', lastName: `Keeper${stamp}`, email: `record.keeper.${stamp}@example.com` },
  })
  expect(parent.status(), await parent.text()).toBe(201)
  const childName = { firstName: 'Tomi', lastName: `Records${stamp}` }
  const child = await page.request.post('/api/children', {
    headers,
    data: { ...childName, dateOfBirth: '2022-03-01', parentId: (await parent.json()).id, enrollmentDate: '2025-09-01' },
  })
  expect(child.status(), await child.text()).toBe(201)
  return `${childName.firstName} ${childName.lastName}`
}

test.describe('who may open /admin-db', () => {
  test('an anonymous visitor is sent to /login and back here afterwards', async ({ page }) => {
    await page.goto('/admin-db')
    await expect(page).toHaveURL(LOGIN_RETURNING_HERE)
  })

  test('a parent is sent to /login', async ({ page }) => {
    await signIn(page, ACCOUNTS.maria)
    await page.goto('/admin-db')
    await expect(page).toHaveURL(LOGIN_RETURNING_HERE)
  })

  test('an admin sees the screen on the Parents tab', async ({ page }) => {
    await openAsAdmin(page)
    await expect(page).toHaveURL(/\/admin-db$/)
    await expect(page.getByRole('tab', { name: 'Parents' })).toHaveAttribute('aria-selected', 'true')
  })
})

test.describe('parents', () => {
  test.beforeEach(async ({ page }) => {
    await openAsAdmin(page)
  })

  test('lists each parent with email, username, role, added date and id; no axe violations', async ({ page }) => {
    const maria = card(page, 'Parents', 'Maria Garcia')
    await expect(maria).toContainText('maria.garcia@example.com')
    await expect(maria).toContainText('maria.garcia')
    await expect(maria.getByText('Parent', { exact: true })).toBeVisible()
    await expect(maria.getByText('Added')).toBeVisible()
    await expect(maria.locator('code')).toHaveText(/^[0-9a-f-]{36}$/)
    await expectNoAxeViolations(page)
  })

  test('add parent: Missing Information when a required field is empty', async ({ page }) => {
    await page.getByRole('button', { name: 'Add Parent' }).click()
    await expect(dialog(page)).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog(page).getByLabel('Email').fill('no.names@example.com')
    await dialog(page).getByRole('button', { name: 'Add Parent' }).click()
    await expect(toast(page)).toContainText('Missing Information')
    await expect(toast(page)).toContainText('Please fill in all required fields.')
    await expect(dialog(page).getByLabel('Email')).toHaveValue('no.names@example.com')
  })

  test('add parent: the new parent appears in the list', async ({ page }) => {
    const stamp = Date.now()
    await page.getByRole('button', { name: 'Add Parent' }).click()
    await dialog(page).getByLabel('First Name').fill('Dana')
    await dialog(page).getByLabel('Last Name').fill(`Db${stamp}`)
    await dialog(page).getByLabel('Email').fill(`dana.db.${stamp}@example.com`)
    await dialog(page).getByRole('button', { name: 'Add Parent' }).click()
    await expect(toast(page)).toContainText('Parent added successfully!')
    await expect(dialog(page)).toHaveCount(0)
    const parent = card(page, 'Parents', `Dana Db${stamp}`)
    await expect(parent).toContainText(`dana.db.${stamp}@example.com`)
    await expect(parent).toContainText(`dana.db.${stamp}.`)
  })

  test('add parent: a taken email (409) shows the server’s message and keeps the form', async ({ page }) => {
    await page.route('**/api/parents', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 409, json: { message: 'That email is already taken.', errors: [{ field: 'email', message: 'A user with this email already exists' }] } })
        : route.fallback(),
    )
    await page.getByRole('button', { name: 'Add Parent' }).click()
    await dialog(page).getByLabel('First Name').fill('Maria')
    await dialog(page).getByLabel('Last Name').fill('Again')
    await dialog(page).getByLabel('Email').fill('maria.garcia@example.com')
    await dialog(page).getByRole('button', { name: 'Add Parent' }).click()
    await expect(toast(page)).toContainText('That email is already taken.')
    await expect(dialog(page).getByText('A user with this email already exists')).toBeVisible()
    await expect(dialog(page).getByLabel('Email')).toBeFocused()
    await expect(dialog(page).getByLabel('Last Name')).toHaveValue('Again')
  })
})

test.describe('children', () => {
  test.beforeEach(async ({ page }) => {
    await openAsAdmin(page)
  })

  test('lists each child with date of birth, age group, enrollment, id and records; no axe violations', async ({ page }) => {
    await openChildrenTab(page)
    const sofia = card(page, 'Children', 'Sofia Garcia')
    await expect(sofia).toContainText('April 12, 2022')
    await expect(sofia).toContainText('Preschool (3-4 years)')
    await expect(sofia).toContainText('September 3, 2024')
    await expect(sofia.locator('code')).toHaveText(/^[0-9a-f-]{36}$/)
    await expect(sofia.getByText(/^Daily activities \(\d+\)$/)).toBeVisible()
    await expect(sofia.getByText(/^Milestones \(\d+\)$/)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('add child is enabled while parents exist', async ({ page }) => {
    await openChildrenTab(page)
    await expect(page.getByRole('button', { name: 'Add Child' })).toBeEnabled()
  })

  test('add child is disabled, with the reason shown, when there is no parent', async ({ page }) => {
    await page.route('**/api/parents', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback()))
    await page.reload()
    await openChildrenTab(page)
    const addChild = page.getByRole('button', { name: 'Add Child' })
    await expect(addChild).toBeDisabled()
    await expect(addChild).toHaveAccessibleDescription('Add a parent first: every child belongs to a parent.')
    await expect(page.getByText('Add a parent first: every child belongs to a parent.')).toBeVisible()
  })

  test('add child: Missing Information when a required field is empty', async ({ page }) => {
    await openChildrenTab(page)
    await page.getByRole('button', { name: 'Add Child' }).click()
    await expectNoAxeViolations(page)
    await dialog(page).getByLabel('First Name').fill('Lone')
    await dialog(page).getByLabel('Last Name').fill('Child')
    await dialog(page).getByLabel('Date of Birth').fill('2023-01-01')
    await dialog(page).getByRole('button', { name: 'Add Child' }).click()
    await expect(toast(page)).toContainText('Missing Information')
    await expect(toast(page)).toContainText('Please fill in all required fields.')
    await expect(dialog(page).getByLabel('Last Name')).toHaveValue('Child')
  })

  test('add child: the new child appears in the list', async ({ page }) => {
    const lastName = `Db${Date.now()}`
    await openChildrenTab(page)
    await page.getByRole('button', { name: 'Add Child' }).click()
    const form = dialog(page)
    await form.getByLabel('First Name').fill('Kofi')
    await form.getByLabel('Last Name').fill(lastName)
    await form.getByLabel('Date of Birth').fill('2020-11-30')
    await form.getByLabel('Age Group').selectOption('schoolage')
    await form.getByRole('combobox', { name: 'Parent', exact: true }).selectOption({ label: 'James Okafor (james.okafor@example.com)' })
    await form.getByLabel('Enrollment Date').fill('2025-08-18')
    await form.getByRole('button', { name: 'Add Child' }).click()
    await expect(toast(page)).toContainText('Child added successfully!')
    await expect(dialog(page)).toHaveCount(0)
    const child = card(page, 'Children', `Kofi ${lastName}`)
    await expect(child).toContainText('November 30, 2020')
    await expect(child).toContainText('School Age (5-12 years)')
    await expect(child).toContainText('August 18, 2025')
    await expect(child).toContainText('James Okafor')
  })

  test('add child: a failure keeps the form and says so', async ({ page }) => {
    await page.route('**/api/children', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Something went wrong.' } }) : route.fallback(),
    )
    await openChildrenTab(page)
    await page.getByRole('button', { name: 'Add Child' }).click()
    await dialog(page).getByLabel('First Name').fill('Kept')
    await dialog(page).getByLabel('Last Name').fill('Child')
    await dialog(page).getByLabel('Date of Birth').fill('2023-01-01')
    await dialog(page).getByRole('combobox', { name: 'Parent', exact: true }).selectOption({ label: 'Maria Garcia (maria.garcia@example.com)' })
    await dialog(page).getByRole('button', { name: 'Add Child' }).click()
    await expect(toast(page)).toContainText('Failed to add child. Please try again.')
    await expect(dialog(page).getByLabel('First Name')).toHaveValue('Kept')
  })
})

test.describe('daily activities and milestones', () => {
  test('add daily activity: Missing Information without a child', async ({ page }) => {
    await openAsAdmin(page)
    await openChildrenTab(page)
    await page.getByRole('button', { name: 'Add Daily Activity' }).click()
    await expect(dialog(page)).toBeVisible()
    await expectNoAxeViolations(page)
    const moods = await dialog(page).getByLabel('Mood').locator('option').allTextContents()
    expect(moods.slice(1).map((mood) => mood.toLowerCase())).toEqual([...MOODS])
    await dialog(page).getByLabel('Notes').fill('Kept note')
    await dialog(page).getByRole('button', { name: 'Add Activity' }).click()
    await expect(toast(page)).toContainText('Missing Information')
    await expect(toast(page)).toContainText('Please select a child and date.')
    await expect(dialog(page).getByLabel('Notes')).toHaveValue('Kept note')
  })

  test('add daily activity: it is listed under its child', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin)
    const childName = await createFamily(page)
    await visitAdminDb(page)
    await openChildrenTab(page)
    const child = card(page, 'Children', childName)
    await expect(child.getByText('Daily activities (0)')).toBeVisible()

    await page.getByRole('button', { name: 'Add Daily Activity' }).click()
    const form = dialog(page)
    await form.getByRole('combobox', { name: 'Child', exact: true }).selectOption({ label: childName })
    await form.getByLabel(/^Date/).fill('2026-03-04')
    await form.getByLabel('Meal Time').fill('Lunch at 11:30 AM')
    await form.getByLabel('Nap Time').fill('12:30 PM - 2:00 PM')
    await form.getByLabel('Activities').fill('Finger painting and story time')
    await form.getByLabel('Mood').selectOption('energetic')
    await form.getByRole('button', { name: 'Add Activity' }).click()

    await expect(toast(page)).toContainText('Daily activity added successfully!')
    await expect(dialog(page)).toHaveCount(0)
    await child.getByText('Daily activities (1)').click()
    await expect(child).toContainText('March 4, 2026')
    await expect(child).toContainText('Finger painting and story time')
    await expect(child).toContainText('Energetic')
  })

  test('add milestone: Missing Information without a title and description', async ({ page }) => {
    await openAsAdmin(page)
    await openChildrenTab(page)
    await page.getByRole('button', { name: 'Add Milestone' }).click()
    await expectNoAxeViolations(page)
    await expect(dialog(page).getByLabel('Category')).toHaveValue('physical')
    const categories = await dialog(page).getByLabel('Category').locator('option').allTextContents()
    expect(categories.map((category) => category.toLowerCase())).toEqual([...MILESTONE_CATEGORIES])
    await dialog(page).getByRole('combobox', { name: 'Child', exact: true }).selectOption({ label: 'Sofia Garcia' })
    await dialog(page).getByRole('button', { name: 'Add Milestone' }).click()
    await expect(toast(page)).toContainText('Missing Information')
    await expect(toast(page)).toContainText('Please fill in all required fields.')
  })

  test('add milestone: it is listed under its child', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin)
    const childName = await createFamily(page)
    await visitAdminDb(page)
    await openChildrenTab(page)
    const child = card(page, 'Children', childName)
    await expect(child.getByText('Milestones (0)')).toBeVisible()

    await page.getByRole('button', { name: 'Add Milestone' }).click()
    const form = dialog(page)
    await form.getByRole('combobox', { name: 'Child', exact: true }).selectOption({ label: childName })
    await form.getByLabel('Title').fill('Rode a balance bike')
    await form.getByLabel('Description').fill('Crossed the whole playground without stopping.')
    await form.getByLabel('Achieved Date').fill('2026-02-10')
    await form.getByRole('button', { name: 'Add Milestone' }).click()

    await expect(toast(page)).toContainText('Milestone added successfully!')
    await expect(dialog(page)).toHaveCount(0)
    await child.getByText('Milestones (1)').click()
    await expect(child).toContainText('Rode a balance bike')
    await expect(child).toContainText('Physical · February 10, 2026')
  })

  test('usable at 360 px: no card wider than the screen, dialogs scroll', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await openAsAdmin(page)
    await openChildrenTab(page)
    for (const item of await page.getByRole('list', { name: 'Children' }).locator(':scope > li').all()) {
      const box = await item.boundingBox()
      expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    }
    await page.getByRole('button', { name: 'Add Daily Activity' }).click()
    const box = await dialog(page).boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(640)
    const submit = dialog(page).getByRole('button', { name: 'Add Activity' })
    await submit.scrollIntoViewIfNeeded()
    await expect(submit).toBeInViewport()
  })
})
