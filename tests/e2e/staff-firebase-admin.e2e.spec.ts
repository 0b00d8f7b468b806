import { expect, type Page, test } from '@playwright/test'

import { expectNoAxeViolations } from './helpers/axe'
import {
  addChild,
  addDailyActivity,
  addMilestone,
  addParent,
  expectToast,
  localIsoDate,
  openAddDialog,
  recordRequests,
  recordTab,
  SCRATCH_RECORDS_KEY,
} from './helpers/practice-records'

/**
 * /firebase-admin (SPEC §2 In-memory admin, §3 in-memory records, §5 'Missing Information' checks, §8
 * toasts): records live in this browser tab only. Every test starts in a fresh browser context, so an
 * empty tab; nothing here touches the shared database.
 */

const main = (page: Page) => page.locator('main')
const listItems = (page: Page) => page.getByRole('tabpanel').getByRole('listitem')

async function openScreen(page: Page) {
  await page.goto('/firebase-admin')
  await expect(recordTab(page, 'Children')).toBeVisible()
}

/** A parent and a child of theirs, the minimum for activities and milestones. */
async function addFamily(page: Page) {
  await addParent(page, { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' })
  await addChild(page, { firstName: 'Leo', lastName: 'Lopez', dateOfBirth: '2021-04-02', parent: 'Ana Lopez' })
}

test('opens on the Children tab, every tab labelled with its count, and says the data stays in this tab', async ({ page }) => {
  await openScreen(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('In-Memory Admin')
  await expect(page.getByRole('tab', { name: 'Children (0)' })).toHaveAttribute('aria-selected', 'true')
  for (const label of ['Parents (0)', 'Activities (0)', 'Milestones (0)']) {
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'false')
  }
  await expect(main(page)).toContainText('stays in this browser tab only')
})

test('a fresh tab shows the empty state of every list', async ({ page }) => {
  await openScreen(page)
  await expect(main(page)).toContainText('No children added yet')
  await expect(main(page)).toContainText('Add a parent first')
  await recordTab(page, 'Parents').click()
  await expect(main(page)).toContainText('No parents added yet')
  await recordTab(page, 'Activities').click()
  await expect(main(page)).toContainText('No daily activities added yet')
  await recordTab(page, 'Milestones').click()
  await expect(main(page)).toContainText('No milestones added yet')
})

test('adding a parent toasts success, counts it on the Parents tab and lists it', async ({ page }) => {
  await openScreen(page)
  await addParent(page, { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phone: '919-555-0101' })
  await expect(page.getByRole('tab', { name: 'Parents (1)' })).toHaveAttribute('aria-selected', 'true')
  await expect(listItems(page)).toHaveCount(1)
  await expect(listItems(page).first()).toContainText('Ana Lopez')
  await expect(listItems(page).first()).toContainText('ana@example.com')
  await expect(listItems(page).first()).toContainText('919-555-0101')
})

test("adding a parent without first name, last name or email toasts 'Missing Information' and keeps what was typed", async ({ page }) => {
  await openScreen(page)
  const dialog = await openAddDialog(page, 'Parents', 'Add Parent')
  await dialog.getByRole('button', { name: 'Add Parent' }).click()
  await expectToast(page, 'Missing Information', 'Please fill in all required fields.')
  await expect(dialog.getByLabel('First Name')).toBeFocused()

  await dialog.getByLabel('First Name').fill('Ana')
  await dialog.getByLabel('Last Name').fill('Lopez')
  await dialog.getByRole('button', { name: 'Add Parent' }).click()
  await expectToast(page, 'Missing Information', 'Please fill in all required fields.')
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByLabel('First Name')).toHaveValue('Ana')
  await expect(page.getByRole('tab', { name: 'Parents (0)', includeHidden: true })).toBeAttached()
})

test("adding a child records the selected parent's name and counts it on the Children tab", async ({ page }) => {
  await openScreen(page)
  await addFamily(page)
  await expect(page.getByRole('tab', { name: 'Children (1)' })).toHaveAttribute('aria-selected', 'true')
  await expect(listItems(page)).toHaveCount(1)
  await expect(listItems(page).first()).toContainText('Leo Lopez')
  await expect(listItems(page).first()).toContainText('Ana Lopez')
  await expect(listItems(page).first()).toContainText('April 2, 2021')
})

test("adding a child without names, date of birth or parent toasts 'Missing Information'", async ({ page }) => {
  await openScreen(page)
  await addParent(page, { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' })
  const dialog = await openAddDialog(page, 'Children', 'Add Child')
  await dialog.getByLabel('First Name').fill('Leo')
  await dialog.getByLabel('Last Name').fill('Lopez')
  await dialog.getByLabel('Date of Birth').fill('2021-04-02')
  await dialog.getByRole('button', { name: 'Add Child' }).click()
  await expectToast(page, 'Missing Information', 'Please fill in all required fields.')
  await expect(dialog.getByLabel('Parent')).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Children (0)', includeHidden: true })).toBeAttached()
})

test('daily activities are added and listed by date, newest first', async ({ page }) => {
  await openScreen(page)
  await addFamily(page)
  await addDailyActivity(page, { child: 'Leo Lopez', date: '2025-03-10', meals: 'Oatmeal' })
  await addDailyActivity(page, { child: 'Leo Lopez', date: '2025-03-12', meals: 'Rice and beans', mood: 'Happy' })
  await addDailyActivity(page, { child: 'Leo Lopez', date: '2025-03-11', meals: 'Pasta' })
  await expect(page.getByRole('tab', { name: 'Activities (3)' })).toHaveAttribute('aria-selected', 'true')
  await expect(listItems(page).getByRole('heading')).toHaveText(['Leo Lopez, March 12, 2025', 'Leo Lopez, March 11, 2025', 'Leo Lopez, March 10, 2025'])
  await expect(listItems(page).first()).toContainText('Happy')
  await expect(listItems(page).first()).toContainText('Rice and beans')
})

test('the daily activity date defaults to today', async ({ page }) => {
  await openScreen(page)
  const dialog = await openAddDialog(page, 'Activities', 'Add Daily Activity')
  await expect(dialog.getByLabel(/^Date/)).toHaveValue(localIsoDate())
})

test("adding a daily activity without a child or a date toasts 'Please select a child and date.'", async ({ page }) => {
  await openScreen(page)
  await addFamily(page)
  const dialog = await openAddDialog(page, 'Activities', 'Add Daily Activity')
  await dialog.getByRole('button', { name: 'Add Daily Activity' }).click()
  await expectToast(page, 'Missing Information', 'Please select a child and date.')

  await dialog.getByLabel('Child').selectOption({ label: 'Leo Lopez' })
  await dialog.getByLabel(/^Date/).fill('')
  await dialog.getByRole('button', { name: 'Add Daily Activity' }).click()
  await expectToast(page, 'Missing Information', 'Please select a child and date.')
  await expect(dialog.getByLabel(/^Date/)).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Activities (0)', includeHidden: true })).toBeAttached()
})

test('milestones are added with category physical and today by default, listed by achieved date, newest first', async ({ page }) => {
  await openScreen(page)
  await addFamily(page)
  const dialog = await openAddDialog(page, 'Milestones', 'Add Milestone')
  await expect(dialog.getByLabel('Category')).toHaveValue('physical')
  await expect(dialog.getByLabel('Achieved Date')).toHaveValue(localIsoDate())
  await dialog.getByRole('button', { name: 'Close' }).click()

  await addMilestone(page, { child: 'Leo Lopez', title: 'First steps', description: 'Walked across the room', achievedDate: '2022-05-01' })
  await addMilestone(page, { child: 'Leo Lopez', title: 'Counts to ten', description: 'Counted the blocks', achievedDate: '2024-09-15' })
  await addMilestone(page, { child: 'Leo Lopez', title: 'First words', description: 'Said "ball"', achievedDate: '2022-11-20' })
  await expect(page.getByRole('tab', { name: 'Milestones (3)' })).toHaveAttribute('aria-selected', 'true')
  await expect(listItems(page).getByRole('heading')).toHaveText(['Counts to ten', 'First words', 'First steps'])
  await expect(listItems(page).first()).toContainText('Physical')
  await expect(listItems(page).first()).toContainText('Leo Lopez')
})

test("adding a milestone without a child, title or description toasts 'Missing Information'", async ({ page }) => {
  await openScreen(page)
  await addFamily(page)
  const dialog = await openAddDialog(page, 'Milestones', 'Add Milestone')
  await dialog.getByLabel('Child').selectOption({ label: 'Leo Lopez' })
  await dialog.getByLabel('Title').fill('First steps')
  await dialog.getByRole('button', { name: 'Add Milestone' }).click()
  await expectToast(page, 'Missing Information', 'Please fill in all required fields.')
  await expect(dialog.getByLabel('Description')).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Milestones (0)', includeHidden: true })).toBeAttached()
})

test('the records survive a reload of the tab but a new browser context starts empty', async ({ page, browser }) => {
  await openScreen(page)
  await addParent(page, { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' })
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Parents (1)' })).toBeVisible()

  const otherContext = await browser.newContext()
  const otherPage = await otherContext.newPage()
  await otherPage.goto('/firebase-admin')
  await expect(otherPage.getByRole('tab', { name: 'Parents (0)' })).toBeVisible()
  await otherContext.close()
})

test("a failed write (storage full) toasts 'Failed to add parent. Please try again.' and keeps the form", async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
  await openScreen(page)
  const dialog = await openAddDialog(page, 'Parents', 'Add Parent')
  await dialog.getByLabel('First Name').fill('Ana')
  await dialog.getByLabel('Last Name').fill('Lopez')
  await dialog.getByLabel('Email').fill('ana@example.com')
  await dialog.getByRole('button', { name: 'Add Parent' }).click()
  await expectToast(page, 'Error', 'Failed to add parent. Please try again.')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Email')).toHaveValue('ana@example.com')
  await expect(page.getByRole('tab', { name: 'Parents (0)', includeHidden: true })).toBeAttached()
})

test('unreadable stored records start an empty screen and are only logged to the console', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/firebase-admin')
  await page.evaluate((key) => sessionStorage.setItem(key, '{"parents": [{"id": 1}]'), SCRATCH_RECORDS_KEY)
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Children (0)' })).toBeVisible()
  await expect(main(page)).toContainText('No children added yet')
  expect(errors.some((text) => text.includes('could not be read'))).toBe(true)
})

test('the screen, every tab and every open add dialog have no axe-core violations', async ({ page }) => {
  await openScreen(page)
  await addFamily(page)
  await addDailyActivity(page, { child: 'Leo Lopez', date: '2025-03-10', mood: 'Calm' })
  await addMilestone(page, { child: 'Leo Lopez', title: 'First steps', description: 'Walked across the room' })
  const dialogs = [
    ['Children', 'Add Child'],
    ['Parents', 'Add Parent'],
    ['Activities', 'Add Daily Activity'],
    ['Milestones', 'Add Milestone'],
  ] as const
  for (const [tab, title] of dialogs) {
    await recordTab(page, tab).click()
    await expect(recordTab(page, tab)).toHaveAttribute('aria-selected', 'true')
    await expectNoAxeViolations(page)
    const dialog = await openAddDialog(page, tab, title)
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  }
})

test('the empty screen and a dialog showing a Missing Information toast have no axe-core violations', async ({ page }) => {
  await openScreen(page)
  await expectNoAxeViolations(page)
  const dialog = await openAddDialog(page, 'Parents', 'Add Parent')
  await dialog.getByRole('button', { name: 'Add Parent' }).click()
  await expectToast(page, 'Missing Information', 'Please fill in all required fields.')
  await expectNoAxeViolations(page)
})

test('a whole session of adding records and viewing them makes no data request: no fetch or XHR, nothing to /api, nothing off the site', async ({
  page,
  baseURL,
}) => {
  const requests = recordRequests(page)
  await openScreen(page)
  await addFamily(page)
  await addDailyActivity(page, { child: 'Leo Lopez', date: '2025-03-10' })
  await addMilestone(page, { child: 'Leo Lopez', title: 'First steps', description: 'Walked across the room' })
  await page.getByRole('link', { name: 'View All Data' }).click()
  await expect(page).toHaveURL(/\/data-viewer$/)
  await expect(page.getByRole('heading', { name: 'Milestones' })).toBeVisible()
  await expect(main(page)).toContainText('First steps')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export All Data' }).click()
  await download
  await page.getByRole('link', { name: 'Back to In-Memory Admin' }).click()
  await expect(page.getByRole('tab', { name: 'Milestones (1)' })).toBeVisible()

  const origin = new URL(baseURL!).origin
  const seen = requests.map((request) => ({
    url: request.url(),
    method: request.method(),
    type: request.resourceType(),
    rsc: request.headers()['rsc'] ?? null,
  }))
  // Loading the two screens (documents, scripts, styles, fonts) is allowed; data never travels.
  expect(seen.filter(({ type }) => ['fetch', 'xhr', 'eventsource', 'websocket'].includes(type))).toEqual([])
  expect(seen.filter(({ url }) => new URL(url).pathname.startsWith('/api'))).toEqual([])
  expect(seen.filter(({ url }) => new URL(url).origin !== origin)).toEqual([])
  expect(seen.filter(({ method }) => method !== 'GET')).toEqual([])
  expect(seen.filter(({ url, rsc }) => rsc !== null || new URL(url).searchParams.has('_rsc'))).toEqual([])
  const documents = new Set(seen.filter(({ type }) => type === 'document').map(({ url }) => new URL(url).pathname))
  expect([...documents].sort()).toEqual(['/data-viewer', '/firebase-admin'])
})
