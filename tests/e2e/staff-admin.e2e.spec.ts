import { expect, type Page, type Route, test } from '@playwright/test'

import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'
import { apiGet, apiPost, createFamily, field, openTab, siteOrigin, toasts, unique } from './helpers/staff'

/**
 * /admin against the production build: the session gate, the header, and each of the six tabs: their
 * forms (SPEC §5 messages from the browser and from the server, §8 toasts) and their lists.
 */

async function openAdmin(page: Page) {
  await signIn(page, ACCOUNTS.admin)
  await page.goto('/admin')
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible()
}

/** Lets the next POST to `path` reach the server with some fields replaced (to see the server's own checks). */
async function alterNextPost(page: Page, path: string, changes: Record<string, unknown>) {
  let altered = false
  await page.route(path, async (route: Route) => {
    if (altered || route.request().method() !== 'POST') return route.continue()
    altered = true
    const body = { ...(route.request().postDataJSON() as Record<string, unknown>), ...changes }
    await route.continue({ postData: JSON.stringify(body) })
  })
}

test.describe('/admin gate', () => {
  test('an anonymous visitor is sent to /login, returning to /admin afterwards', async ({ page }) => {
    const redirected = page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/admin')
    await page.goto('/admin')
    await redirected
    await expect(page.getByRole('tablist', { name: 'Admin sections' })).toHaveCount(0)
  })

  test('a signed-in parent is sent to /login', async ({ page }) => {
    await signIn(page, ACCOUNTS.maria)
    const redirected = page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/admin')
    await page.goto('/admin')
    await redirected
  })

  test('shows "Loading admin dashboard..." while the session is checked', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin)
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('/api/auth/user', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/admin')
    await expect(page.getByText('Loading admin dashboard...')).toBeVisible()
    release()
    await expect(page.getByText('Loading admin dashboard...')).toHaveCount(0)
    await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible()
  })

  test('the header welcomes the admin, links to the main site and logs out to /', async ({ page }) => {
    await openAdmin(page)
    await expect(page).toHaveTitle(/Admin Dashboard/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByText('Welcome, Centre')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Main Site' })).toHaveAttribute('href', '/')
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(toasts(page).filter({ hasText: 'Logged out' })).toContainText('You have been logged out successfully.')
    await expect(page).toHaveURL((url) => url.pathname === '/')
    expect((await apiGet(page, '/api/auth/user')).status()).toBe(401)
  })
})

test.describe('/admin tabs', () => {
  test('Overview counts the parents, children, curriculum activities and development videos', async ({ page }) => {
    await openAdmin(page)
    const panel = page.getByRole('tabpanel', { name: 'Overview' })
    for (const [label, path] of [
      ['Total Parents', '/api/admin/parents'],
      ['Children', '/api/admin/children'],
      ['Curriculum Activities', '/api/admin/activities'],
      ['Development Videos', '/api/admin/videos'],
    ] as const) {
      const expected = ((await (await apiGet(page, path)).json()) as unknown[]).length
      await expect(panel.getByRole('listitem').filter({ hasText: label })).toHaveText(new RegExp(`^${label}${expected}$`))
    }
  })

  test('Overview shows the size of the whole list, not of the window a list returns', async ({ page }) => {
    // As if the centre had 1,234 activities: the list endpoints return at most 500, the header tells the total.
    await page.route(
      (url) => url.pathname === '/api/admin/activities' && url.searchParams.get('limit') === '1',
      (route) => route.fulfill({ json: [{}], headers: { 'X-Total-Count': '1234' } }),
    )
    await openAdmin(page)
    const card = page.getByRole('tabpanel', { name: 'Overview' }).getByRole('listitem').filter({ hasText: 'Curriculum Activities' })
    await expect(card).toHaveText('Curriculum Activities1234')
  })

  test('Parents: the browser checks the account with the SPEC §5 messages', async ({ page }) => {
    await openAdmin(page)
    const panel = await openTab(page, 'Parents')
    await field(panel, 'Username').fill('ab')
    await field(panel, 'Password').fill('12345')
    await field(panel, 'Email').fill('not-an-email')
    await panel.getByRole('button', { name: 'Create Parent Account' }).click()
    await expect(panel.getByText('Username must be at least 3 characters')).toBeVisible()
    await expect(panel.getByText('Password must be at least 6 characters')).toBeVisible()
    await expect(panel.getByText('First name is required')).toBeVisible()
    await expect(panel.getByText('Last name is required')).toBeVisible()
    await expect(panel.getByText('Valid email is required')).toBeVisible()
    await expect(field(panel, 'Username')).toHaveAttribute('aria-invalid', 'true')
  })

  test('Parents: creating an account toasts its name and User ID, resets the form and lists it', async ({ page }) => {
    await openAdmin(page)
    const overview = page.getByRole('tabpanel', { name: 'Overview' }).getByRole('listitem').filter({ hasText: 'Total Parents' })
    await expect(overview).toHaveText(/\d+$/)
    const before = Number((await overview.textContent())!.replace('Total Parents', ''))

    const panel = await openTab(page, 'Parents')
    const username = unique('parent')
    await field(panel, 'First Name').fill('Ada')
    await field(panel, 'Last Name').fill(username)
    await field(panel, 'Username').fill(username)
    await field(panel, 'Password').fill('secret-123')
    await panel.getByRole('button', { name: 'Show password' }).click()
    await expect(field(panel, 'Password')).toHaveAttribute('type', 'text')
    await panel.getByRole('button', { name: 'Create Parent Account' }).click()

    const toast = toasts(page).filter({ hasText: 'Parent Account Created' })
    await expect(toast).toContainText(`Ada ${username}`)
    await expect(toast).toContainText(/User ID: [0-9a-f-]{36}/)
    await expect(field(panel, 'Username')).toHaveValue('')
    const entry = panel.getByRole('listitem').filter({ hasText: username }).filter({ hasText: `Ada ${username}` })
    await expect(entry).toContainText(username)
    await expect(entry).toContainText('Not provided')
    await expect(entry).toContainText('Parent')
    await expect(entry).toContainText(/ID[0-9a-f-]{36}/)

    await openTab(page, 'Overview')
    await expect(overview).toHaveText(`Total Parents${before + 1}`)
  })

  test('Parents: a taken username shows the server message on the field and in an Error toast', async ({ page }) => {
    await openAdmin(page)
    const panel = await openTab(page, 'Parents')
    await field(panel, 'First Name').fill('Copy')
    await field(panel, 'Last Name').fill('Cat')
    await field(panel, 'Username').fill('maria.garcia')
    await field(panel, 'Password').fill('secret-123')
    await panel.getByRole('button', { name: 'Create Parent Account' }).click()
    const toast = toasts(page).filter({ hasText: 'Error' })
    await expect(toast).toContainText('That username is already taken.')
    await expect(field(panel, 'Username')).toHaveAttribute('aria-invalid', 'true')
    await expect(panel.locator('#admin-parent-username-error')).not.toBeEmpty()
    await expect(field(panel, 'First Name')).toHaveValue('Copy')
  })

  test('Parents: a network failure says so and keeps what was typed', async ({ page }) => {
    await openAdmin(page)
    const panel = await openTab(page, 'Parents')
    await page.route('/api/admin/users', (route) => route.abort('internetdisconnected'))
    await field(panel, 'First Name').fill('Net')
    await field(panel, 'Last Name').fill('Down')
    await field(panel, 'Username').fill(unique('netdown'))
    await field(panel, 'Password').fill('secret-123')
    await panel.getByRole('button', { name: 'Create Parent Account' }).click()
    await expect(toasts(page).filter({ hasText: 'Error' })).toContainText('Failed to create parent account. Please try again.')
    await expect(field(panel, 'First Name')).toHaveValue('Net')
  })

  test('Children: the browser checks the child with the SPEC §5 messages; enrollment defaults to today', async ({ page }) => {
    await openAdmin(page)
    const panel = await openTab(page, 'Children')
    const today = await page.evaluate(() => {
      const now = new Date()
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
    })
    await expect(field(panel, 'Enrollment Date')).toHaveValue(today)
    await field(panel, 'Enrollment Date').fill('')
    await panel.getByRole('button', { name: 'Add Child' }).click()
    for (const message of ['First name is required', 'Last name is required', 'Date of birth is required', 'Age group is required', 'Parent is required', 'Enrollment date is required']) {
      await expect(panel.getByText(message, { exact: true })).toBeVisible()
    }
  })

  test('Children: adding a child toasts, resets the form and lists the child with their parent', async ({ page }) => {
    await openAdmin(page)
    const panel = await openTab(page, 'Children')
    const lastName = unique('Child')
    await field(panel, 'First Name').fill('Zara')
    await field(panel, 'Last Name').fill(lastName)
    await field(panel, 'Date of Birth').fill('2023-03-15')
    await field(panel, 'Age Group').selectOption('Toddlers (1-2 years)')
    await field(panel, 'Parent').selectOption({ label: 'Maria Garcia (maria.garcia)' })
    await field(panel, 'Enrollment Date').fill('2025-09-02')
    await panel.getByRole('button', { name: 'Add Child' }).click()

    await expect(toasts(page).filter({ hasText: 'Child Added' })).toContainText(`Zara ${lastName}`)
    await expect(field(panel, 'First Name')).toHaveValue('')
    const entry = panel.getByRole('listitem').filter({ hasText: `Zara ${lastName}` })
    await expect(entry).toContainText('March 15, 2023')
    await expect(entry).toContainText('September 2, 2025')
    await expect(entry).toContainText('Toddlers (1-2 years)')
    await expect(entry).toContainText(/Child ID[0-9a-f-]{36}/)
    await expect(entry).toContainText(/Maria Garcia, ID [0-9a-f-]{36}/)
  })

  test('Children: the server’s messages appear on the fields', async ({ page }) => {
    await openAdmin(page)
    const panel = await openTab(page, 'Children')
    await field(panel, 'First Name').fill('Server')
    await field(panel, 'Last Name').fill('Checked')
    await field(panel, 'Date of Birth').fill('2023-03-15')
    await field(panel, 'Age Group').selectOption('Toddlers (1-2 years)')
    await field(panel, 'Parent').selectOption({ label: 'Maria Garcia (maria.garcia)' })
    await alterNextPost(page, '/api/admin/children', { firstName: '' })
    await panel.getByRole('button', { name: 'Add Child' }).click()
    await expect(panel.getByText('Child’s first name is required'.replace('’', "'"))).toBeVisible()
    await expect(field(panel, 'First Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(toasts(page).filter({ hasText: 'Failed to add child' })).toBeVisible()
    await expect(field(panel, 'Last Name')).toHaveValue('Checked')
  })

  test('Children: a network failure says "Failed to add child. Please try again."', async ({ page }) => {
    await openAdmin(page)
    const panel = await openTab(page, 'Children')
    await field(panel, 'First Name').fill('Net')
    await field(panel, 'Last Name').fill('Down')
    await field(panel, 'Date of Birth').fill('2023-03-15')
    await field(panel, 'Age Group').selectOption('Toddlers (1-2 years)')
    await field(panel, 'Parent').selectOption({ label: 'Maria Garcia (maria.garcia)' })
    await page.route('/api/admin/children', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()))
    await panel.getByRole('button', { name: 'Add Child' }).click()
    await expect(toasts(page)).toContainText('Failed to add child. Please try again.')
    await expect(field(panel, 'First Name')).toHaveValue('Net')
  })

  test('Curriculum: the browser checks the activity with the SPEC §5 messages', async ({ page }) => {
    await openAdmin(page)
    const panel = await openTab(page, 'Curriculum')
    await panel.getByRole('button', { name: 'Add Activity' }).click()
    for (const message of ['Child is required', 'Title is required', 'Description is required', 'Category is required']) {
      await expect(panel.getByText(message, { exact: true })).toBeVisible()
    }
  })

  test('Curriculum: adding an activity toasts, resets the form and lists it with the child’s name', async ({ page }) => {
    await openAdmin(page)
    const family = await createFamily(page)
    await page.reload()
    const panel = await openTab(page, 'Curriculum')
    const title = unique('Leaf rubbing ')
    await field(panel, 'Child').selectOption({ label: family.childName })
    await field(panel, 'Title').fill(title)
    await field(panel, 'Description').fill('Rubbed crayons over autumn leaves.')
    await field(panel, 'Category').selectOption('creative')
    await field(panel, 'Teacher Notes').fill('Loved the colours.')
    await panel.getByRole('button', { name: 'Add Activity' }).click()

    await expect(toasts(page).filter({ hasText: 'Activity Added' })).toContainText(title)
    await expect(field(panel, 'Title')).toHaveValue('')
    const list = panel.getByRole('region', { name: 'Curriculum activities' })
    const entry = list.getByRole('listitem').filter({ hasText: title })
    await expect(entry).toContainText(family.childName)
    await expect(entry).toContainText('creative')
    await expect(entry).toContainText('Loved the colours.')
    await expect(entry).toContainText(/Completed\w+ \d{1,2}, \d{4}/)
  })

  test('Curriculum: the server’s messages appear on the fields', async ({ page }) => {
    await openAdmin(page)
    const family = await createFamily(page)
    await page.reload()
    const panel = await openTab(page, 'Curriculum')
    await field(panel, 'Child').selectOption({ label: family.childName })
    await field(panel, 'Title').fill('Kept title')
    await field(panel, 'Description').fill('Kept description')
    await field(panel, 'Category').selectOption('learning')
    await alterNextPost(page, '/api/admin/curriculum', { title: '', description: ' ' })
    await panel.getByRole('button', { name: 'Add Activity' }).click()
    await expect(panel.getByText('Activity title is required')).toBeVisible()
    await expect(panel.getByText('Activity description is required')).toBeVisible()
    await expect(toasts(page).filter({ hasText: 'Failed to add activity' })).toBeVisible()
    await expect(field(panel, 'Title')).toHaveValue('Kept title')
  })

  test('Curriculum: the list scrolls at a maximum height and can be scrolled from the keyboard', async ({ page }) => {
    await openAdmin(page)
    const panel = await openTab(page, 'Curriculum')
    const list = panel.getByRole('region', { name: 'Curriculum activities' })
    await expect(list).toHaveAttribute('tabindex', '0')
    await expect(list).toHaveCSS('overflow-y', 'auto')
    await expect(list).not.toHaveCSS('max-height', 'none')
  })

  test('Curriculum: an activity whose child is not in the list shows "Unknown Child"', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin)
    const family = await createFamily(page)
    const title = unique('Orphaned ')
    const created = await apiPost(page, '/api/admin/curriculum', {
      childId: family.childId,
      title,
      description: 'A record of a child the list does not show.',
      category: 'social',
    })
    expect(created.status()).toBe(201)
    // The children list as the server sends it, less this child (as when a child was removed meanwhile).
    await page.route('/api/admin/children', async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), origin: siteOrigin() } })
      const children = ((await response.json()) as { id: string }[]).filter(({ id }) => id !== family.childId)
      await route.fulfill({ response, json: children })
    })
    await page.goto('/admin')
    const panel = await openTab(page, 'Curriculum')
    await expect(panel.getByRole('listitem').filter({ hasText: title })).toContainText('Unknown Child')
  })

  test('Videos: the browser checks the video with the SPEC §5 messages', async ({ page }) => {
    await openAdmin(page)
    const panel = await openTab(page, 'Videos')
    await field(panel, 'Video URL').fill('not a url')
    await panel.getByRole('button', { name: 'Add Video' }).click()
    for (const message of ['Child ID is required', 'Video title is required', 'Valid video URL is required', 'Category is required']) {
      await expect(panel.getByText(message, { exact: true })).toBeVisible()
    }
  })

  test('Videos: adding a video toasts, resets the form and lists it with its URL', async ({ page }) => {
    await openAdmin(page)
    const family = await createFamily(page)
    await page.reload()
    const panel = await openTab(page, 'Videos')
    const title = unique('First steps ')
    const url = `https://videos.example.org/${Date.now()}.mp4`
    await field(panel, 'Child').selectOption({ label: family.childName })
    await field(panel, 'Title').fill(title)
    await field(panel, 'Video URL').fill(url)
    await field(panel, 'Category').selectOption('milestone')
    await field(panel, 'Description').fill('Walking across the room.')
    await panel.getByRole('button', { name: 'Add Video' }).click()

    await expect(toasts(page).filter({ hasText: 'Video Added' })).toContainText(title)
    await expect(field(panel, 'Title')).toHaveValue('')
    const list = panel.getByRole('region', { name: 'Development videos' })
    await expect(list).toHaveAttribute('tabindex', '0')
    await expect(list).toHaveCSS('overflow-y', 'auto')
    const entry = list.getByRole('listitem').filter({ hasText: title })
    await expect(entry).toContainText(family.childName)
    await expect(entry).toContainText(/Recorded\w+ \d{1,2}, \d{4}/)
    await expect(entry.getByRole('link', { name: new RegExp(url.replace(/[.]/g, '\\.')) })).toHaveAttribute('href', url)
  })

  test('Videos: the server’s messages appear on the fields', async ({ page }) => {
    await openAdmin(page)
    const family = await createFamily(page)
    await page.reload()
    const panel = await openTab(page, 'Videos')
    await field(panel, 'Child').selectOption({ label: family.childName })
    await field(panel, 'Title').fill('Kept title')
    await field(panel, 'Video URL').fill('https://videos.example.org/kept.mp4')
    await field(panel, 'Category').selectOption('social')
    await alterNextPost(page, '/api/admin/videos', { title: ' ', videoUrl: 'javascript:alert(1)' })
    await panel.getByRole('button', { name: 'Add Video' }).click()
    await expect(panel.getByText('Video title is required')).toBeVisible()
    await expect(panel.getByText('Valid video URL is required')).toBeVisible()
    await expect(toasts(page).filter({ hasText: 'Failed to add video' })).toBeVisible()
    await expect(field(panel, 'Title')).toHaveValue('Kept title')
  })

  test('Photos: a missing child or title gives the SPEC §5 message', async ({ page }) => {
    await openAdmin(page)
    const panel = await openTab(page, 'Photos')
    await panel.getByRole('button', { name: 'Upload Photo' }).click()
    await expect(toasts(page)).toContainText('Please select a child and photo title before uploading.')
    await panel.getByRole('checkbox', { name: 'Sofia Garcia' }).check()
    await panel.getByRole('button', { name: 'Upload Photo' }).click()
    await expect(toasts(page)).toContainText('Please select a child and photo title before uploading.')
    await expect(field(panel, 'Photo Title')).toBeFocused()
  })

  test('Photos: only JPEG, PNG and WebP images are accepted', async ({ page }) => {
    await openAdmin(page)
    const panel = await openTab(page, 'Photos')
    const input = field(panel, 'Image')
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
    await input.setInputFiles('public/media/showcase-1.mp4')
    await expect(panel.getByText('The photo must be a JPEG, PNG or WebP image.')).toBeVisible()
    await expect(input).toHaveJSProperty('value', '')
    await input.setInputFiles('public/media/favicon.png')
    await expect(panel.getByText('The photo must be a JPEG, PNG or WebP image.')).toHaveCount(0)
  })

  test('Photos: an uploaded photo is listed with its children and who may see it, and is deleted after confirmation', async ({ page }) => {
    await openAdmin(page)
    const panel = await openTab(page, 'Photos')
    const title = `Painting day ${Date.now()}`
    await panel.getByRole('checkbox', { name: 'Sofia Garcia' }).check()
    await field(panel, 'Photo Title').fill(title)
    await field(panel, 'Image').setInputFiles('public/media/hero-poster.jpg')
    await panel.getByRole('button', { name: 'Upload Photo' }).click()
    await expect(toasts(page).filter({ hasText: 'Photo Uploaded' })).toBeVisible()
    const item = panel.getByRole('listitem').filter({ hasText: title })
    await expect(item.getByRole('img', { name: title })).toBeVisible()
    // Sofia's parent gave portal-photo consent in the seed (src/features/consents/seed.ts).
    await expect(item).toContainText('Visible to families')
    await item.getByRole('button', { name: `Delete ${title}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Photo' }).click()
    await expect(toasts(page).filter({ hasText: 'Photo Deleted' })).toBeVisible()
    await expect(panel.getByRole('listitem').filter({ hasText: title })).toHaveCount(0)
  })

  test('a half-filled form keeps its values when the admin looks at another tab', async ({ page }) => {
    await openAdmin(page)
    let panel = await openTab(page, 'Parents')
    await field(panel, 'First Name').fill('Halfway')
    await openTab(page, 'Videos')
    panel = await openTab(page, 'Parents')
    await expect(field(panel, 'First Name')).toHaveValue('Halfway')
  })
})

test.describe('/admin accessibility', () => {
  for (const tab of ['Overview', 'Parents', 'Children', 'Curriculum', 'Videos', 'Photos']) {
    test(`the ${tab} tab has no axe violations`, async ({ page }) => {
      await openAdmin(page)
      const panel = await openTab(page, tab)
      await expect(panel.getByText(/^Loading/)).toHaveCount(0)
      await expectNoAxeViolations(page)
    })
  }
})
