import { expect, type Page, test } from '@playwright/test'

import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'
import { apiGet, apiPost, createFamily, field, openTab, siteOrigin, toasts, unique } from './helpers/staff'

/**
 * /admin-dashboard against the production build: its own current-user call (GET /api/user), the six
 * tabs, the forms without browser checks (the server's messages on the fields), the real video upload.
 */

const VIDEO_FIXTURE = 'public/media/showcase-1.mp4'

async function openDashboard(page: Page) {
  await signIn(page, ACCOUNTS.admin)
  await page.goto('/admin-dashboard')
  await expect(page.getByRole('tablist', { name: 'Admin dashboard sections' })).toBeVisible()
}

/** The video element's state once its metadata has loaded (or the media error that stopped it). */
const loadedVideo = (page: Page, selector: string) =>
  page.locator(selector).evaluate(
    (video: HTMLVideoElement) =>
      new Promise<{ readyState: number; duration: number; error: number | null }>((resolve) => {
        const done = () => resolve({ readyState: video.readyState, duration: video.duration, error: video.error?.code ?? null })
        if (video.readyState >= 1) return done()
        video.addEventListener('loadedmetadata', done, { once: true })
        video.addEventListener('error', done, { once: true })
        video.preload = 'metadata'
        video.load()
      }),
  )

test.describe('/admin-dashboard gate', () => {
  test('an anonymous visitor is told "Authentication Required" and sent to /admin-login', async ({ page }) => {
    await page.goto('/admin-dashboard')
    await expect(toasts(page).filter({ hasText: 'Authentication Required' })).toContainText('Please log in to access the admin dashboard.')
    await expect(page).toHaveURL((url) => url.pathname === '/admin-login')
  })

  test('a signed-in parent is told "Access Denied" and sent to /admin-login', async ({ page }) => {
    await signIn(page, ACCOUNTS.james)
    await page.goto('/admin-dashboard')
    await expect(toasts(page).filter({ hasText: 'Access Denied' })).toContainText('Admin access required.')
    await expect(page).toHaveURL((url) => url.pathname === '/admin-login')
  })

  test('the header welcomes the admin by first name; Logout ends the session and goes to /admin-login', async ({ page }) => {
    await openDashboard(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByText('Welcome, Centre')).toBeVisible()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/admin-login')
    await expect(toasts(page)).toContainText('Logged out')
    expect((await apiGet(page, '/api/user')).status()).toBe(401)
  })

  test('Logout still goes to /admin-login when the logout call fails', async ({ page }) => {
    await openDashboard(page)
    await page.route('/api/logout', (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/admin-login')
  })
})

test.describe('/admin-dashboard tabs', () => {
  test('Overview counts the children, parents, development videos and new applications', async ({ page }) => {
    await openDashboard(page)
    const panel = page.getByRole('tabpanel', { name: 'Overview' })
    for (const [label, path] of [
      ['Children', '/api/admin/children'],
      ['Parents', '/api/admin/parents'],
      ['Development Videos', '/api/admin/videos'],
      ['New Applications', '/api/admin/applications'],
    ] as const) {
      const expected = ((await (await apiGet(page, path)).json()) as unknown[]).length
      await expect(panel.getByRole('listitem').filter({ hasText: label })).toHaveText(`${label}${expected}`)
    }
  })

  test('Children: without browser checks, the server’s messages appear on the fields', async ({ page }) => {
    await openDashboard(page)
    const panel = await openTab(page, 'Children')
    await expect(field(panel, 'Date of Birth')).toHaveAttribute('type', 'date')
    await expect(field(panel, 'Enrollment Date')).toHaveAttribute('type', 'date')
    await field(panel, 'Last Name').fill('Kept')
    await panel.getByRole('button', { name: 'Add Child' }).click()
    await expect(toasts(page)).toContainText('Failed to add child. Please try again.')
    await expect(panel.getByText("Child's first name is required")).toBeVisible()
    await expect(panel.getByText('Date of birth is required')).toBeVisible()
    await expect(panel.getByText('Parent ID is required')).toBeVisible()
    await expect(field(panel, 'First Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(panel, 'Last Name')).toHaveValue('Kept')
  })

  test('Children: adding a child toasts "Child Added" and lists its name, age group and enrollment date', async ({ page }) => {
    await openDashboard(page)
    const panel = await openTab(page, 'Children')
    const lastName = unique('Dash')
    await field(panel, 'First Name').fill('Omar')
    await field(panel, 'Last Name').fill(lastName)
    await field(panel, 'Date of Birth').fill('2021-06-10')
    await field(panel, 'Age Group').selectOption('preschool')
    await field(panel, 'Parent').selectOption({ label: 'Fatima Hassan (fatima.hassan)' })
    await field(panel, 'Enrollment Date').fill('2025-10-01')
    await panel.getByRole('button', { name: 'Add Child' }).click()
    await expect(toasts(page).filter({ hasText: 'Child Added' })).toContainText(`Omar ${lastName}`)
    await expect(field(panel, 'First Name')).toHaveValue('')
    const entry = panel.getByRole('listitem').filter({ hasText: `Omar ${lastName}` })
    await expect(entry).toContainText('preschool (3-5 years)')
    await expect(entry).toContainText('October 1, 2025')
  })

  test('Parents: without browser checks, the server’s messages appear on the fields', async ({ page }) => {
    await openDashboard(page)
    const panel = await openTab(page, 'Parents')
    await expect(field(panel, 'Email')).toHaveAttribute('type', 'email')
    await field(panel, 'Username').fill('ab')
    await panel.getByRole('button', { name: 'Add Parent' }).click()
    await expect(toasts(page)).toContainText('Failed to create parent account. Please try again.')
    await expect(panel.getByText('Username must be at least 3 characters')).toBeVisible()
    await expect(field(panel, 'Username')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(panel, 'Username')).toHaveValue('ab')
  })

  test('Parents: adding a parent sends the username and password and lists the account', async ({ page }) => {
    await openDashboard(page)
    const panel = await openTab(page, 'Parents')
    const username = unique('dashparent')
    await field(panel, 'First Name').fill('Lena')
    await field(panel, 'Last Name').fill(username)
    await field(panel, 'Email').fill(`${username}@example.com`)
    await field(panel, 'Username').fill(username)
    await field(panel, 'Password').fill('lena-pass-1')
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/admin/parents') && request.method() === 'POST')
    await panel.getByRole('button', { name: 'Add Parent' }).click()
    expect((await sent).postDataJSON()).toMatchObject({ username, password: 'lena-pass-1', role: 'parent' })
    await expect(toasts(page).filter({ hasText: 'Parent Added' })).toContainText(`Lena ${username}`)
    const entry = panel.getByRole('listitem').filter({ hasText: `Lena ${username}` })
    await expect(entry).toContainText(username)
    await expect(entry).toContainText(`${username}@example.com`)

    // The new parent can sign in with what was sent.
    const login = await page.request.post('/api/login', { headers: { Origin: siteOrigin() }, data: { username, password: 'lena-pass-1' } })
    expect(login.status()).toBe(200)
  })

  test('Videos: choosing a file previews it from a local address and toasts "File Selected"', async ({ page }) => {
    await openDashboard(page)
    const panel = await openTab(page, 'Videos')
    const input = field(panel, 'Video File')
    await expect(input).toHaveAttribute('accept', 'video/*')
    await input.setInputFiles(VIDEO_FIXTURE)
    await expect(toasts(page).filter({ hasText: 'File Selected' })).toContainText('showcase-1.mp4')
    const preview = panel.getByLabel('Preview of showcase-1.mp4')
    await expect(preview).toHaveAttribute('src', /^blob:/)
    const first = (await preview.getAttribute('src'))!

    // Choosing another file replaces the preview and releases the first address.
    await input.setInputFiles('public/media/showcase-2.mp4')
    await expect(panel.getByLabel('Preview of showcase-2.mp4')).toHaveAttribute('src', /^blob:/)
    const firstStillReadable = await page.evaluate((url) => fetch(url).then(() => true, () => false), first)
    expect(firstStillReadable).toBe(false)
  })

  test('Videos: a file that is not a video is refused when chosen', async ({ page }) => {
    await openDashboard(page)
    const panel = await openTab(page, 'Videos')
    await field(panel, 'Video File').setInputFiles('public/media/favicon.png')
    await expect(panel.getByText('Only video files can be uploaded here.')).toBeVisible()
    await expect(field(panel, 'Video File')).toHaveJSProperty('value', '')
    await expect(toasts(page).filter({ hasText: 'File Selected' })).toHaveCount(0)
  })

  test('Videos: without browser checks, the server’s messages appear on the fields', async ({ page }) => {
    await openDashboard(page)
    const panel = await openTab(page, 'Videos')
    await panel.getByRole('button', { name: 'Upload Video' }).click()
    await expect(toasts(page)).toContainText('Failed to upload video. Please try again.')
    await expect(panel.getByText('Child ID is required')).toBeVisible()
    await expect(panel.getByText('Video title is required')).toBeVisible()
    await expect(panel.getByText('Category is required')).toBeVisible()

    await field(panel, 'Child').selectOption({ label: 'Sofia Garcia' })
    await field(panel, 'Title').fill('No file yet')
    await field(panel, 'Category').selectOption('learning')
    await panel.getByRole('button', { name: 'Upload Video' }).click()
    await expect(panel.getByText('Please choose a video file.')).toBeVisible()
    await expect(field(panel, 'Video File')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(panel, 'Title')).toHaveValue('No file yet')
  })

  test('Videos: an uploaded file is stored, listed, and plays back for an admin only', async ({ page, browser }) => {
    await openDashboard(page)
    const family = await createFamily(page)
    await page.reload()
    const panel = await openTab(page, 'Videos')
    const title = unique('Dance recital ')
    await field(panel, 'Child').selectOption({ label: family.childName })
    await field(panel, 'Title').fill(title)
    await field(panel, 'Description').fill('Twirling to the drums.')
    await field(panel, 'Category').selectOption('activity')
    await field(panel, 'Video File').setInputFiles(VIDEO_FIXTURE)
    await panel.getByRole('button', { name: 'Upload Video' }).click()

    await expect(toasts(page).filter({ hasText: 'Video Added' })).toContainText(title)
    await expect(field(panel, 'Title')).toHaveValue('')
    await expect(panel.getByLabel(/^Preview of/)).toHaveCount(0)
    const entry = panel.getByRole('region', { name: 'Development videos' }).getByRole('listitem').filter({ hasText: title })
    await expect(entry).toContainText('activity')
    await expect(entry).toContainText(family.childId)

    const videos = (await (await apiGet(page, '/api/admin/videos')).json()) as { title: string; videoUrl: string }[]
    const url = videos.find((video) => video.title === title)!.videoUrl
    const file = await apiGet(page, url)
    expect([200, 206]).toContain(file.status())
    expect(file.headers()['content-type']).toMatch(/^video\//)

    const player = `[aria-label="Play ${title}"]`
    await expect(page.locator(player)).toHaveAttribute('src', url)
    const state = await loadedVideo(page, player)
    expect(state.error).toBeNull()
    expect(state.readyState).toBeGreaterThanOrEqual(1)
    expect(state.duration).toBeGreaterThan(5)

    // The file is the child's family's: a visitor without a session cannot fetch it.
    const anonymous = await browser.newContext()
    const refused = await anonymous.request.get(new URL(url, siteOrigin()).toString())
    expect(refused.ok()).toBe(false)
    await anonymous.close()
  })

  test('Apps: lists an application with the parent, contact, child and care details', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin)
    const childLastName = unique('Applicant')
    const submitted = await apiPost(page, '/api/applications', {
      parentFirstName: 'Rosa',
      parentLastName: 'Lopez',
      email: 'rosa.lopez@example.com',
      phone: '(919) 555-0199',
      address: '12 Oak Street, Raleigh, NC',
      childFirstName: 'Mateo',
      childLastName,
      childDateOfBirth: '2024-01-20',
      childAgeGroup: 'toddler',
      desiredStartDate: '2026-01-05',
      schedulePreference: 'first-shift',
      specialNeeds: 'Uses a feeding cup.',
    })
    expect(submitted.ok()).toBe(true)
    await page.goto('/admin-dashboard')
    const panel = await openTab(page, 'Apps')
    const entry = panel.getByRole('listitem').filter({ hasText: `Mateo ${childLastName}` })
    for (const text of ['Rosa Lopez', 'rosa.lopez@example.com', '(919) 555-0199', 'January 20, 2024', 'Toddler (1-3 years)', 'January 5, 2026', 'First Shift (6:30 AM-6:00 PM)', 'Uses a feeding cup.']) {
      await expect(entry).toContainText(text)
    }
  })

  test('Messages: lists a contact message with its name, email, submitted date and text', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin)
    const name = unique('Visitor ')
    const sent = await apiPost(page, '/api/contact', { name, email: 'visitor@example.com', message: 'Could we visit on Thursday morning?' })
    expect(sent.ok()).toBe(true)
    await page.goto('/admin-dashboard')
    const panel = await openTab(page, 'Messages')
    const entry = panel.getByRole('listitem').filter({ hasText: name })
    await expect(entry).toContainText('visitor@example.com')
    await expect(entry).toContainText('Could we visit on Thursday morning?')
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date()))
    await expect(entry).toContainText(`Submitted${today}`)
  })
})

test.describe('/admin-dashboard accessibility', () => {
  for (const tab of ['Overview', 'Children', 'Parents', 'Videos', 'Apps', 'Enrollment', 'Messages', 'Audit log']) {
    test(`the ${tab} tab has no axe violations`, async ({ page }) => {
      await openDashboard(page)
      const panel = await openTab(page, tab)
      await expect(panel.getByText(/^Loading/)).toHaveCount(0)
      // The enrollment board (SPEC §12) with a card's History and the Closed applications open too.
      if (tab === 'Enrollment') {
        await panel.getByText(/^History \(\d+\)$/).first().click()
        await panel.getByText(/^Closed \(\d+\)$/).click()
        await expect(panel.getByRole('button', { name: 'Reopen' }).or(panel.getByText('No closed applications.')).first()).toBeVisible()
      }
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('/admin-dashboard audit log', () => {
  test('a parent’s page of a child’s activities shows as ONE entry naming each record, found by filtering on the child', async ({ page, browser }) => {
    // Maria (a parent) opens Sofia's activities in her own browser.
    const parent = await browser.newContext({ baseURL: siteOrigin() })
    const parentPage = await parent.newPage()
    await signIn(parentPage, ACCOUNTS.maria)
    const [child] = (await (await apiGet(parentPage, '/api/parent/children')).json()) as { id: string; firstName: string; lastName: string }[]
    const activities = (await (await apiGet(parentPage, `/api/curriculum/${child!.id}`)).json()) as { id: string }[]
    expect(activities.length).toBeGreaterThan(1)
    await parent.close()

    await openDashboard(page)
    const panel = await openTab(page, 'Audit log')
    await panel.getByLabel('Child').selectOption({ label: `${child!.firstName} ${child!.lastName}` })
    await panel.getByRole('button', { name: 'Show' }).click()
    const rows = panel.getByRole('row').filter({ hasText: 'Opened curriculum-activities' }).filter({ hasText: 'Maria' })
    await expect(rows.first()).toBeVisible()
    const entry = rows.first()
    const summary = entry.getByText(`${activities.length} records`)
    await expect(summary).toBeVisible()
    // The ids are behind the summary, by keyboard too.
    await summary.focus()
    await page.keyboard.press('Enter')
    for (const activity of activities) await expect(entry.getByText(activity.id)).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
