import { expect, type Locator, type Page, test } from '@playwright/test'

import { VIDEOS } from '../../src/features/family-records/seed'
import { DEMO_FAMILIES } from '../../src/seed/demoData'
import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'

/**
 * /parent-dashboard (SPEC §2 "Parent dashboard", §4, §8): a parent sees their own children only, with
 * ages in whole years, the four tabs and the records staff add; logout forgets everything.
 */

type Child = { id: string; firstName: string; lastName: string }
type ListItem = { id: string; title: string }

const maria = DEMO_FAMILIES.find((family) => family.username === ACCOUNTS.maria.username)!
const sofia = maria.children[0]!
const OTHER_FAMILIES_CHILDREN = DEMO_FAMILIES.filter((family) => family !== maria).flatMap((family) => family.children.map((c) => `${c.firstName} ${c.lastName}`))

/** Whole years from a YYYY-MM-DD birth date to today, with the yyyymmdd-number rule (not the app's code). */
function yearsSince(dateOfBirth: string, now = new Date()) {
  const today = now.getFullYear() * 10_000 + (now.getMonth() + 1) * 100 + now.getDate()
  return Math.floor((today - Number(dateOfBirth.replaceAll('-', ''))) / 10_000)
}

const origin = () => test.info().project.use.baseURL!.replace(/\/$/, '')
const toasts = (page: Page) => page.locator('[data-slot="toast"]')
const childCard = (page: Page, name: string) => page.getByRole('region', { name })

/** A GET as the page's session (a browser sends Origin or Sec-Fetch-Site; Payload needs one with the cookie). */
const get = (page: Page, path: string) => page.request.get(path, { headers: { Origin: origin() } })

async function getList<T>(page: Page, path: string): Promise<T[]> {
  const response = await get(page, path)
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T[]
}

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const response = await page.request.post(path, { data, headers: { Origin: origin() } })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as Record<string, { id: string }>
}

/** Runs `work` with the admin's session in the page's browser context, then signs everyone out. */
async function asAdmin<T>(page: Page, work: () => Promise<T>): Promise<T> {
  await signIn(page, ACCOUNTS.admin)
  try {
    return await work()
  } finally {
    await page.context().clearCookies()
  }
}

async function sofiaOfMaria(page: Page): Promise<Child> {
  await signIn(page, ACCOUNTS.maria)
  const children = await getList<Child>(page, '/api/parent/children')
  await page.context().clearCookies()
  return children.find((child) => child.firstName === sofia.firstName)!
}

async function openDashboard(page: Page, account: { username: string; password: string }) {
  await signIn(page, account)
  await page.goto('/parent-dashboard')
  await expect(page.getByRole('heading', { level: 2, name: 'Your Children' })).toBeVisible()
}

async function openTab(card: Locator, name: RegExp) {
  await card.getByRole('tab', { name }).click()
  await expect(card.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
}

test.describe('parent dashboard', () => {
  test('shows exactly the parent’s own children, each with age in whole years, age group and enrollment date', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.maria)
    const own = await getList<Child>(page, '/api/parent/children')
    const cards = page.locator('main [data-slot="card"] h3')
    await expect(cards).toHaveText(own.map((child) => `${child.firstName} ${child.lastName}`))
    for (const name of OTHER_FAMILIES_CHILDREN) await expect(page.getByText(name)).toHaveCount(0)

    const card = childCard(page, `${sofia.firstName} ${sofia.lastName}`)
    const years = yearsSince(sofia.dateOfBirth)
    await expect(card.getByText(`${years} ${years === 1 ? 'year' : 'years'} old`, { exact: true })).toBeVisible()
    await expect(card.getByText('Preschool (3-5 years)', { exact: true }).first()).toBeVisible()
    await expect(card.getByText('Enrolled since September 3, 2024')).toBeVisible()
  })

  test('greets the parent by first name, links to the main site and starts on the Overview tab', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.maria)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maria' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Main Site' })).toHaveAttribute('href', '/')
    const card = childCard(page, `${sofia.firstName} ${sofia.lastName}`)
    await expect(card.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
    const information = card.getByRole('tabpanel')
    await expect(information.getByRole('heading', { name: 'Child Information' })).toBeVisible()
    await expect(information.getByText('April 12, 2022')).toBeVisible()
    await expect(information.getByRole('heading', { name: 'Activity Summary' })).toBeVisible()
    // Photos are real now: the summary counts the ones the family may see.
    await expect(information.getByText('Photos', { exact: true })).toBeVisible()
    await expect(information.getByText('Coming Soon')).toHaveCount(0)
  })

  test('an activity and a video staff add today appear in the counts and their tabs, and the video streams', async ({ page }) => {
    const child = await sofiaOfMaria(page)
    const stamp = Date.now()
    const activityTitle = `Leaf rubbing ${stamp}`
    const videoTitle = `Puppet show ${stamp}`
    await signIn(page, ACCOUNTS.maria)
    const seededVideo = (await getList<{ title: string; videoUrl: string }>(page, `/api/videos/${child.id}`)).find((video) => video.title === VIDEOS[0]!.title)
    await page.context().clearCookies()
    // The seed records the file's address with the seeding server's origin: the path is what this site serves.
    const videoPath = new URL(seededVideo!.videoUrl, origin()).pathname
    await asAdmin(page, async () => {
      await post(page, '/api/admin/curriculum', {
        childId: child.id,
        title: activityTitle,
        description: 'Made crayon rubbings of oak and maple leaves.',
        category: 'creative',
        notes: 'Chose every colour herself.',
      })
      await post(page, '/api/admin/videos', {
        childId: child.id,
        title: videoTitle,
        description: 'A puppet show for the toddler room.',
        category: 'social',
        videoUrl: videoPath,
      })
    })

    await openDashboard(page, ACCOUNTS.maria)
    const activities = await getList<ListItem>(page, `/api/curriculum/${child.id}`)
    const videos = await getList<ListItem>(page, `/api/videos/${child.id}`)
    const card = childCard(page, `${child.firstName} ${child.lastName}`)

    const summary = card.getByRole('tabpanel')
    await expect(summary.getByText('Completed activities').locator('xpath=following-sibling::dd[1]')).toHaveText(String(activities.length))
    await expect(summary.getByText('Available videos').locator('xpath=following-sibling::dd[1]')).toHaveText(String(videos.length))

    await openTab(card, new RegExp(`^Activities \\(${activities.length}\\)$`))
    const activity = card.getByRole('article').filter({ has: page.getByRole('heading', { name: activityTitle }) })
    await expect(activity).toContainText('Creative')
    await expect(activity).toContainText('Made crayon rubbings of oak and maple leaves.')
    await expect(activity).toContainText('Teacher notes: Chose every colour herself.')
    await expect(activity).toContainText(/Completed \w+ \d{1,2}, \d{4}/)

    await openTab(card, new RegExp(`^Videos \\(${videos.length}\\)$`))
    const video = card.getByRole('article').filter({ has: page.getByRole('heading', { name: videoTitle }) })
    await expect(video).toContainText('A puppet show for the toddler room.')
    await expect(video).toContainText('Social')
    await expect(video).toContainText(/Recorded \w+ \d{1,2}, \d{4}/)
    const player = video.locator('video')
    await expect(player).toHaveAttribute('controls', '')
    await expect(player).toHaveAttribute('preload', 'metadata')
    await expect(player).toHaveAttribute('src', videoPath)
    // HAVE_METADATA: the browser fetched the file's start with this parent's session.
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1)
    const seeded = card.getByRole('article').filter({ has: page.getByRole('heading', { name: VIDEOS[0]!.title }) })
    await expect(seeded.locator('video')).toHaveAttribute('poster', /^\/api\/cms\/media\/file\/.+\.webp$/)

    await openTab(card, /^Photos/)
    // Sofia at the easel is shared (portal consent); the circle-time photo waits for Noah's family's consent.
    await expect(card.getByRole('img', { name: 'Sofia at the easel' })).toBeVisible()
    await expect(card.getByRole('img', { name: 'Circle time in the Rainbow Room' })).toHaveCount(0)
    await expect(card.getByRole('link', { name: 'Download Sofia at the easel' })).toHaveAttribute('download', /\.webp$/)
  })

  test('a child without records shows No Activities Yet and No Videos Yet', async ({ page }) => {
    const stamp = Date.now()
    const username = `parent.empty.${stamp}`
    await asAdmin(page, async () => {
      const { user } = await post(page, '/api/admin/users', { username, password: 'parent-pass-123', firstName: 'Ines', lastName: `Empty${stamp}`, role: 'parent' })
      await post(page, '/api/admin/children', {
        firstName: 'Tomas',
        lastName: `Empty${stamp}`,
        dateOfBirth: '2023-03-01',
        ageGroup: 'toddler',
        enrollmentDate: '2025-09-01',
        parentId: user!.id,
      })
    })
    await openDashboard(page, { username, password: 'parent-pass-123' })
    const card = childCard(page, `Tomas Empty${stamp}`)
    await openTab(card, /^Activities \(0\)$/)
    await expect(card.getByRole('heading', { name: 'No Activities Yet' })).toBeVisible()
    await openTab(card, /^Videos \(0\)$/)
    await expect(card.getByRole('heading', { name: 'No Videos Yet' })).toBeVisible()
  })

  test('a parent with no children sees No Children Found with the centre phone', async ({ page }) => {
    const username = `parent.nochild.${Date.now()}`
    await asAdmin(page, () => post(page, '/api/admin/users', { username, password: 'parent-pass-123', firstName: 'Olu', lastName: 'Waiting', role: 'parent' }))
    await openDashboard(page, { username, password: 'parent-pass-123' })
    await expect(page.getByRole('heading', { name: 'No Children Found' })).toBeVisible()
    await expect(page.getByRole('link', { name: '(919) 555-0100' })).toHaveAttribute('href', 'tel:9195550100')
  })

  test('another parent never sees this family’s child, not even by asking for its records', async ({ page }) => {
    const child = await sofiaOfMaria(page)
    await openDashboard(page, ACCOUNTS.james)
    await expect(childCard(page, 'Amara Okafor')).toBeVisible()
    await expect(page.getByText(`${sofia.firstName} ${sofia.lastName}`)).toHaveCount(0)
    expect((await get(page, `/api/curriculum/${child.id}`)).status()).toBe(404)
    expect((await get(page, `/api/videos/${child.id}`)).status()).toBe(404)
  })

  test('logout shows the toast, returns home, and the back button does not bring the children back', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    await page.getByLabel('Username').fill(ACCOUNTS.maria.username)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ACCOUNTS.maria.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/parent-dashboard$/)
    const name = `${sofia.firstName} ${sofia.lastName}`
    const card = childCard(page, name)
    await expect(card.getByRole('tab', { name: /^Activities \(\d+\)$/ })).toBeVisible()
    await expect(card.getByRole('tab', { name: /^Videos \(\d+\)$/ })).toBeVisible()

    const familyDataServed: string[] = []
    page.on('response', (response) => {
      if (/\/api\/(parent\/children|curriculum\/|videos\/)/.test(response.url()) && response.ok()) familyDataServed.push(response.url())
    })
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    const toast = toasts(page).filter({ hasText: 'Logged out' })
    await expect(toast).toContainText('You have been logged out successfully.')

    await page.goBack()
    await expect(page).toHaveURL(/\/login\?next=%2Fparent-dashboard$/)
    await expect(page.getByText(name)).toHaveCount(0)
    expect(familyDataServed).toEqual([])
    expect((await get(page, '/api/parent/children')).status()).toBe(401)
  })

  test('every tab has no axe-core violations', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.maria)
    const card = childCard(page, `${sofia.firstName} ${sofia.lastName}`)
    await expect(card.getByRole('tab', { name: /^Videos \(\d+\)$/ })).toBeVisible()
    await expectNoAxeViolations(page)
    for (const tab of [/^Activities/, /^Videos/, /^Photos \(\d+\)$/]) {
      await openTab(card, tab)
      await expectNoAxeViolations(page)
    }
    // The Consents section (SPEC §12), its checkboxes and the child's history disclosure open.
    const consents = page.getByRole('region', { name: 'Consents' }).getByRole('article', { name: `${sofia.firstName} ${sofia.lastName}` })
    await expect(consents.getByRole('checkbox', { name: 'Photos in the parent portal' })).toBeVisible()
    await consents.getByText(/^History \(\d+\)$/).click()
    await expect(consents.getByRole('list', { name: `${sofia.firstName}’s consent history, newest first` })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('fits a 360 px wide phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await openDashboard(page, ACCOUNTS.maria)
    const card = childCard(page, `${sofia.firstName} ${sofia.lastName}`)
    await openTab(card, /^Videos/)
    await expect(card.locator('video').first()).toBeVisible()
    for (const tab of ['Overview', 'Photos']) await expect(card.getByRole('tab', { name: tab })).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport()
  })
})
