import { readFile } from 'node:fs/promises'

import { expect, type Page, test } from '@playwright/test'

import { addChild as withChild, addDailyActivity as withDailyActivity, addParent as withParent, EMPTY_RECORDS } from '../../src/components/staff/practice-store/scratchRecords'
import type { ScratchRecords } from '../../src/components/staff/practice-store/types'
import { expectNoAxeViolations } from './helpers/axe'
import { addChild, addDailyActivity, addMilestone, addParent, localIsoDate, storeRecords } from './helpers/practice-records'

/**
 * /data-viewer (SPEC §2 Data viewer, §9): the in-memory admin's records of this browser tab, read-only,
 * with the JSON export. Every test starts in a fresh browser context, so an empty tab.
 */

const main = (page: Page) => page.locator('main')
/** The number shown for one of the four counts. */
const count = (page: Page, label: string) =>
  main(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
const section = (page: Page, heading: string) => main(page).locator('section').filter({ has: page.getByRole('heading', { name: heading, level: 2 }) })

async function openViewer(page: Page) {
  await page.goto('/data-viewer')
  await expect(page.getByRole('button', { name: 'Export All Data' })).toBeVisible()
}

/** One family with `activities` daily activities on consecutive days from 1 March 2025, as the store saves them. */
function familyWithActivities(activities: number): ScratchRecords {
  let at = Date.UTC(2025, 2, 1, 12)
  const next = () => new Date((at += 1000))
  let records = withParent(EMPTY_RECORDS, { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phone: '', address: '', emergencyContact: '' }, next()).records
  const parentId = records.parents[0].id
  const child = { firstName: 'Leo', lastName: 'Lopez', dateOfBirth: '2021-04-02', parentId, emergencyContact: '', medicalInfo: '', allergies: '', enrollmentDate: '' }
  records = withChild(records, child, next()).records
  const childId = records.children[0].id
  for (let day = 1; day <= activities; day++) {
    const date = `2025-03-${String(day).padStart(2, '0')}`
    const activity = { childId, date, meals: `Meals of ${date}`, naps: '', activities: '', mood: '' as const, notes: '', staffName: '' }
    records = withDailyActivity(records, activity, next()).records
  }
  return records
}

test("'Loading data...' shows until the page has read the tab's records, then the data replaces it", async ({ page }) => {
  let releaseScripts = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/data-viewer', { waitUntil: 'commit' })
  await expect(page.getByRole('status')).toHaveText('Loading data...')
  await expect(page.getByRole('button', { name: 'Export All Data' })).toHaveCount(0)

  releaseScripts()
  await expect(count(page, 'Parents')).toHaveText('0')
  await expect(page.getByText('Loading data...')).toHaveCount(0)
})

test('a fresh tab shows zero counts and the empty state of every list', async ({ page }) => {
  await openViewer(page)
  for (const label of ['Parents', 'Children', 'Daily Activities', 'Milestones']) await expect(count(page, label)).toHaveText('0')
  await expect(main(page)).toContainText('No parents added yet')
  await expect(main(page)).toContainText('No children added yet')
  await expect(main(page)).toContainText('No daily activities added yet')
  await expect(main(page)).toContainText('No milestones added yet')
  await expect(main(page)).toContainText('stays in this browser tab only')
})

test('shows the counts and full lists of what /firebase-admin added in the same tab', async ({ page }) => {
  await page.goto('/firebase-admin')
  await addParent(page, { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' })
  await addParent(page, { firstName: 'Omar', lastName: 'Haddad', email: 'omar@example.com' })
  await addChild(page, { firstName: 'Leo', lastName: 'Lopez', dateOfBirth: '2021-04-02', parent: 'Ana Lopez', allergies: 'Peanuts' })
  await addDailyActivity(page, { child: 'Leo Lopez', date: '2025-03-10', meals: 'Oatmeal', mood: 'Energetic' })
  await addMilestone(page, { child: 'Leo Lopez', title: 'First steps', description: 'Walked across the room', achievedDate: '2022-05-01' })
  await page.getByRole('link', { name: 'View All Data' }).click()

  await expect(page).toHaveURL(/\/data-viewer$/)
  await expect(count(page, 'Parents')).toHaveText('2')
  await expect(count(page, 'Children')).toHaveText('1')
  await expect(count(page, 'Daily Activities')).toHaveText('1')
  await expect(count(page, 'Milestones')).toHaveText('1')
  await expect(section(page, 'Parents').getByRole('listitem')).toHaveCount(2)
  await expect(section(page, 'Parents')).toContainText('omar@example.com')
  await expect(section(page, 'Children')).toContainText('Ana Lopez')
  await expect(section(page, 'Children')).toContainText('Peanuts')
  await expect(section(page, 'Daily Activities')).toContainText('Leo Lopez, March 10, 2025')
  await expect(section(page, 'Daily Activities')).toContainText('Energetic')
  await expect(section(page, 'Milestones')).toContainText('First steps')
  await expect(section(page, 'Milestones')).toContainText('May 1, 2022')
  await expect(page.getByRole('button', { name: /add/i })).toHaveCount(0)
})

test("another browser context does not see this tab's records", async ({ page, browser }) => {
  await page.goto('/firebase-admin')
  await addParent(page, { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' })
  await page.goto('/data-viewer')
  await expect(count(page, 'Parents')).toHaveText('1')

  const otherContext = await browser.newContext()
  const otherPage = await otherContext.newPage()
  await otherPage.goto('/data-viewer')
  await expect(count(otherPage, 'Parents')).toHaveText('0')
  await expect(main(otherPage)).not.toContainText('Ana Lopez')
  await otherContext.close()
})

test('shows only the 10 most recent of 12 daily activities, with a note to export for all', async ({ page }) => {
  await openViewer(page)
  await storeRecords(page, familyWithActivities(12))
  await expect(count(page, 'Daily Activities')).toHaveText('12')
  const activities = section(page, 'Daily Activities')
  await expect(activities.getByRole('listitem')).toHaveCount(10)
  await expect(activities.getByRole('listitem').first()).toContainText('March 12, 2025')
  await expect(activities.getByRole('listitem').last()).toContainText('March 3, 2025')
  await expect(activities).toContainText('Showing the 10 most recent of 12 daily activities. Export All Data to see them all.')
})

test('with 10 daily activities or fewer, all are shown and there is no export note', async ({ page }) => {
  await openViewer(page)
  await storeRecords(page, familyWithActivities(10))
  const activities = section(page, 'Daily Activities')
  await expect(activities.getByRole('listitem')).toHaveCount(10)
  await expect(activities).not.toContainText('Export All Data to see them all')
})

test('Export All Data downloads daycare-data-{today}.json with exactly the four lists and the export date', async ({ page }) => {
  await openViewer(page)
  const stored = familyWithActivities(12)
  await storeRecords(page, stored)
  await expect(count(page, 'Daily Activities')).toHaveText('12')

  const before = Date.now()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export All Data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`daycare-data-${localIsoDate()}.json`)
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>

  expect(Object.keys(exported).sort()).toEqual(['children', 'dailyActivities', 'exportDate', 'milestones', 'parents'])
  expect(exported.parents).toEqual(stored.parents)
  expect(exported.children).toEqual(stored.children)
  expect(exported.dailyActivities).toEqual(stored.dailyActivities)
  expect(exported.milestones).toEqual([])
  const exportDate = exported.exportDate as string
  expect(new Date(exportDate).toISOString()).toBe(exportDate)
  expect(Date.parse(exportDate)).toBeGreaterThanOrEqual(before - 1000)
})

test('the empty viewer has no axe-core violations', async ({ page }) => {
  await openViewer(page)
  await expectNoAxeViolations(page)
})

test('the viewer with records and the export note has no axe-core violations', async ({ page }) => {
  await openViewer(page)
  await storeRecords(page, familyWithActivities(12))
  await expect(section(page, 'Daily Activities').getByRole('listitem')).toHaveCount(10)
  await expectNoAxeViolations(page)
})
