import { expect, type Page, test } from '@playwright/test'

import { DAILY, MILESTONES } from '../../src/features/family-records/seed'
import { DEMO_FAMILIES } from '../../src/seed/demoData'
import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'

/**
 * /parent-portal (SPEC §2, §4, §8; ARCHITECTURE "made safe"): the gate signs in on the server, the tabs
 * show that parent's seeded child, session storage only remembers the view. Wrong credentials use
 * unknown usernames (seeded accounts lock after repeated failures).
 */

const sofia = DEMO_FAMILIES.find((family) => family.username === ACCOUNTS.maria.username)!.children[0]!
const origin = () => test.info().project.use.baseURL!.replace(/\/$/, '')
const toasts = (page: Page) => page.locator('[data-slot="toast"]')
const gateHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Parent Portal' })
const progressHeading = (page: Page, firstName: string) => page.getByRole('heading', { level: 1, name: `${firstName} Progress` })

/** "November 20, 2026" for 2026-11-20. */
const longDate = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

const sessionStorageOf = (page: Page) => page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)))
const currentUserStatus = async (page: Page) => (await page.request.get('/api/auth/user', { headers: { Origin: origin() } })).status()

async function fillGate(page: Page, account: { username: string; password: string }) {
  await page.goto('/parent-portal')
  await expect(gateHeading(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  await page.getByLabel('Username').fill(account.username)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password)
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter')
}

async function enterPortal(page: Page, account: { username: string; password: string }, firstName: string) {
  await fillGate(page, account)
  await expect(progressHeading(page, firstName)).toBeVisible()
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click()
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
}

test.describe('parent portal', () => {
  test('the gate asks for username and password, with a named show/hide toggle', async ({ page }) => {
    await page.goto('/parent-portal')
    await expect(page).toHaveTitle(/Parent Portal/)
    await expect(gateHeading(page)).toBeVisible()
    const password = page.getByRole('textbox', { name: 'Password', exact: true })
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible()
  })

  test('a demo parent signs in with Enter, is welcomed, and sees the child’s profile first', async ({ page }) => {
    await fillGate(page, ACCOUNTS.maria)
    await expect(toasts(page).filter({ hasText: 'Welcome!' })).toContainText('Parent portal access granted')
    await expect(progressHeading(page, sofia.firstName)).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
    const profile = page.getByRole('tabpanel')
    await expect(profile.getByRole('heading', { name: `${sofia.firstName} ${sofia.lastName}` })).toBeVisible()
    await expect(profile.getByText(sofia.allergies!)).toBeVisible()
    await expect(profile.getByText(longDate(sofia.dateOfBirth))).toBeVisible()
  })

  test('Daily Activities shows the seeded days newest first, with meals, naps, activities, mood and notes', async ({ page }) => {
    await enterPortal(page, ACCOUNTS.maria, sofia.firstName)
    await openTab(page, 'Daily Activities')
    const days = page.getByRole('tabpanel').getByRole('listitem')
    const newestFirst = [...DAILY].sort((a, b) => b.date.localeCompare(a.date))
    await expect(days.first()).toBeVisible()
    const headings = await days.getByRole('heading').allTextContents()
    expect(headings.filter((heading) => newestFirst.some((day) => longDate(day.date) === heading))).toEqual(newestFirst.map((day) => longDate(day.date)))
    const newest = days.filter({ has: page.getByRole('heading', { name: longDate(newestFirst[0]!.date) }) })
    for (const text of [newestFirst[0]!.mealTime, newestFirst[0]!.napTime, newestFirst[0]!.activities, newestFirst[0]!.notes]) await expect(newest).toContainText(text)
    await expect(newest).toContainText(new RegExp(newestFirst[0]!.mood, 'i'))
  })

  test('Milestones shows the seeded milestones newest first, with category, date and notes', async ({ page }) => {
    await enterPortal(page, ACCOUNTS.maria, sofia.firstName)
    await openTab(page, 'Milestones')
    const items = page.getByRole('tabpanel').getByRole('listitem')
    const newestFirst = [...MILESTONES].sort((a, b) => b.achievedAt.localeCompare(a.achievedAt))
    await expect(items.first()).toBeVisible()
    const titles = await items.getByRole('heading').allTextContents()
    expect(titles.filter((title) => newestFirst.some((milestone) => milestone.title === title))).toEqual(newestFirst.map((milestone) => milestone.title))
    const withNotes = MILESTONES.find((milestone) => milestone.notes)!
    const item = items.filter({ has: page.getByRole('heading', { name: withNotes.title }) })
    await expect(item).toContainText(withNotes.description)
    await expect(item).toContainText(new RegExp(withNotes.category, 'i'))
    await expect(item).toContainText(`Achieved ${longDate(withNotes.achievedAt)}`)
    await expect(item).toContainText(withNotes.notes!)
  })

  test('Photos & Videos lists the photos the family may see, to download; not one with a child who has no portal consent', async ({ page }) => {
    await enterPortal(page, ACCOUNTS.maria, sofia.firstName)
    await openTab(page, 'Photos & Videos')
    const panel = page.getByRole('tabpanel')
    // The seed: Sofia has portal-photo consent; Noah, in the circle-time photo with her, has none (§12 Photos).
    await expect(panel.getByRole('img', { name: 'Sofia at the easel' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Download Sofia at the easel' })).toHaveAttribute('href', /^\/api\/cms\/media\/file\//)
    await expect(panel.getByText('Circle time in the Rainbow Room')).toHaveCount(0)
  })

  test('the view survives a reload, and session storage holds only the flag and the username', async ({ page }) => {
    await enterPortal(page, ACCOUNTS.maria, sofia.firstName)
    await page.reload()
    await expect(progressHeading(page, sofia.firstName)).toBeVisible()
    expect(await sessionStorageOf(page)).toEqual({ parentAuthenticated: 'true', parentUsername: ACCOUNTS.maria.username })
  })

  test('when the server session is gone, a reload shows the gate and clears the flag', async ({ page }) => {
    await enterPortal(page, ACCOUNTS.maria, sofia.firstName)
    await page.context().clearCookies()
    await page.reload()
    await expect(gateHeading(page)).toBeVisible()
    await expect(progressHeading(page, sofia.firstName)).toHaveCount(0)
    await expect.poll(() => sessionStorageOf(page)).toEqual({})
  })

  test('an unknown username is refused with Access Denied and the gate stays', async ({ page }) => {
    await fillGate(page, { username: `nobody-${Date.now()}`, password: 'wrong-password' })
    const toast = toasts(page).filter({ hasText: 'Access Denied' })
    await expect(toast).toContainText('Invalid username or password. Please try again.')
    await expect(gateHeading(page)).toBeVisible()
    expect(await sessionStorageOf(page)).toEqual({})
  })

  test('logout ends the server session, clears the flag and returns to the gate', async ({ page }) => {
    await enterPortal(page, ACCOUNTS.maria, sofia.firstName)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(toasts(page).filter({ hasText: 'Logged Out' })).toBeVisible()
    await expect(gateHeading(page)).toBeVisible()
    expect(await sessionStorageOf(page)).toEqual({})
    expect(await currentUserStatus(page)).toBe(401)
  })

  test('a staff account is told the portal is for parents, sees no child data and keeps no session', async ({ page }) => {
    await fillGate(page, ACCOUNTS.admin)
    await expect(page.getByRole('alert').filter({ hasText: 'The parent portal is for parent accounts.' })).toBeVisible()
    await expect(page.getByRole('tab')).toHaveCount(0)
    await expect(gateHeading(page)).toBeVisible()
    expect(await currentUserStatus(page)).toBe(401)
  })

  test('a parent already signed in can continue without typing the password again', async ({ page }) => {
    await signIn(page, ACCOUNTS.james)
    await page.goto('/parent-portal')
    await expect(page.getByText(`You are signed in as ${ACCOUNTS.james.username}.`)).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(progressHeading(page, 'Amara')).toBeVisible()
    await expect(page.getByText(`${sofia.firstName} ${sofia.lastName}`)).toHaveCount(0)
  })

  test('a family with several children chooses whose progress to see', async ({ page }) => {
    const chen = DEMO_FAMILIES.find((family) => family.username === 'wei.chen')!
    await enterPortal(page, { username: chen.username, password: ACCOUNTS.maria.password }, await firstShown(page, chen.username))
    const shownIds = new Set<string>()
    for (const child of chen.children) {
      await page.getByLabel('Child').selectOption({ label: `${child.firstName} ${child.lastName}` })
      await expect(progressHeading(page, child.firstName)).toBeVisible()
      await expect(page.getByRole('tabpanel').getByText(longDate(child.dateOfBirth))).toBeVisible()
      // Each child's reports are asked for by that child's id, and only that child's come back.
      const selectedId = await page.getByLabel('Child').inputValue()
      const reports = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/daily-activities')
      await openTab(page, 'Daily Activities')
      const response = await reports
      expect(new URL(response.url()).searchParams.get('childId')).toBe(selectedId)
      const records = (await response.json()) as { childId: string }[]
      expect(records.length).toBeGreaterThan(0)
      expect(records.every((record) => record.childId === selectedId)).toBe(true)
      shownIds.add(selectedId)
      await openTab(page, 'Profile')
    }
    expect(shownIds.size).toBe(chen.children.length)
  })

  test('the gate and every tab have no axe-core violations', async ({ page }) => {
    await page.goto('/parent-portal')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    await expectNoAxeViolations(page)
    await enterPortal(page, ACCOUNTS.maria, sofia.firstName)
    await expectNoAxeViolations(page)
    for (const tab of ['Daily Activities', 'Milestones', 'Photos & Videos']) {
      await openTab(page, tab)
      await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0)
      await expectNoAxeViolations(page)
    }
  })
})

/** The first child the server lists for a family (the portal opens on it). */
async function firstShown(page: Page, username: string) {
  await signIn(page, { username, password: ACCOUNTS.maria.password })
  const response = await page.request.get('/api/parent/children', { headers: { Origin: origin() } })
  const [first] = (await response.json()) as { firstName: string }[]
  await page.context().clearCookies()
  return first!.firstName
}
