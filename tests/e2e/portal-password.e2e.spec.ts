import { expect, type Page, type Route, test } from '@playwright/test'

import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'
import { apiGet, apiPost, field, openTab, toasts, unique } from './helpers/staff'

/**
 * Passwords by email as the suite's server offers them: a production build without SMTP_URL, so mail is
 * off. The ways in (/login, /admin-login), /forgot-password saying no link can be sent, /reset-password
 * for a link that is incomplete or unknown and its checks in the browser, the parent's email notices,
 * and /admin refusing to invite a parent by email. The flows with a real mail server (a reset and an
 * invitation followed from the mail's link) are in mail.e2e.spec.ts.
 */

const MAIL_NOT_SET_UP = 'Email is not set up on this server yet, so no link can be sent. Please ask the centre for help.'
const LINK_INCOMPLETE = 'This link is incomplete. Please open the link from the mail again, or ask for a new one.'
const LINK_INVALID = 'This link has expired or has already been used. Please ask for a new one.'
const INVITATION_NEEDS_MAIL = 'Email is not set up on this server, so the parent cannot be invited: please set a password for them.'

const newPassword = (page: Page) => page.getByRole('textbox', { name: 'New password', exact: true })
const confirmPassword = (page: Page) => page.getByRole('textbox', { name: 'Confirm password', exact: true })
const linkProblem = (page: Page) => page.getByRole('main').locator('div').filter({ has: page.getByRole('heading', { name: 'This link cannot be used' }) }).last()

/** Counts the requests to a path of /api, to prove that a check in the browser sent nothing. */
function requestsTo(page: Page, pathname: string) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) sent.push(request.method())
  })
  return sent
}

/** The link's problem instead of the form (with no axe violations), and the way to a new link. */
async function expectNewLinkOffered(page: Page) {
  await expect(newPassword(page)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login')
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password')
}

/** Opens /reset-password with a token no link ever had, once its form runs. */
async function openResetForm(page: Page, query = '') {
  await page.goto(`/reset-password?token=made-up-${Date.now()}${query}`)
  await expect(page.getByRole('button', { name: 'Save password' })).toBeEnabled()
}

test.describe('the way to a new password', () => {
  test('/login offers "Forgot your password?", which opens /forgot-password', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Parent Portal Login' })).toBeVisible()
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/forgot-password')
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  })

  test('/admin-login offers it too', async ({ page }) => {
    await page.goto('/admin-login')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/forgot-password')
  })

  test('/forgot-password without mail says no link can be sent, gives the centre phone, and offers no form', async ({ page }) => {
    await page.goto('/forgot-password')
    await expect(page).toHaveTitle(/Forgot Your Password/)
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'No link can be sent' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main).toContainText(MAIL_NOT_SET_UP)
    await expect(main).toContainText('To get back into your account, call the centre at (919) 555-0100.')
    await expect(page.getByRole('link', { name: '(919) 555-0100' })).toHaveAttribute('href', 'tel:9195550100')
    await expect(page.getByRole('textbox')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login')
    await expectNoAxeViolations(page)
  })

  test('the server refuses the request too, before looking anything up', async ({ page }) => {
    const answer = await apiPost(page, '/api/password/forgot', { login: ACCOUNTS.maria.username })
    expect(answer.status()).toBe(503)
    expect(((await answer.json()) as { message: string }).message).toBe(MAIL_NOT_SET_UP)
  })
})

test.describe('/reset-password', () => {
  test('without a token: the link is incomplete, with where to ask for a new one', async ({ page }) => {
    await page.goto('/reset-password')
    await expect(page).toHaveTitle(/Choose a New Password/)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    await expect(linkProblem(page)).toContainText(LINK_INCOMPLETE)
    await expectNewLinkOffered(page)
  })

  test('an invitation’s link is titled "Set your password" and welcomes the parent', async ({ page }) => {
    await openResetForm(page, '&invitation=1')
    await expect(page).toHaveTitle(/Set Your Password/)
    await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible()
    await expect(page.getByText('Welcome to the parent portal! Choose the password you will sign in with.')).toBeVisible()
  })

  test('the browser checks the two passwords with the §5 messages and sends nothing', async ({ page }) => {
    await openResetForm(page)
    const sent = requestsTo(page, '/api/password/reset')
    await newPassword(page).fill('abc')
    await confirmPassword(page).fill('abd')
    await page.getByRole('button', { name: 'Save password' }).click()
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()
    await expect(page.getByText('The two passwords are not the same')).toBeVisible()
    await expect(newPassword(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(newPassword(page)).toBeFocused()
    await expect(confirmPassword(page)).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)

    await newPassword(page).fill('long-enough-1')
    await confirmPassword(page).fill('long-enough-2')
    await page.getByRole('button', { name: 'Save password' }).click()
    await expect(page.getByText('The two passwords are not the same')).toBeVisible()
    await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0)
    expect(sent).toEqual([])
  })

  test('each password can be shown and hidden, and is offered as a new password', async ({ page }) => {
    await openResetForm(page)
    for (const input of [newPassword(page), confirmPassword(page)]) await expect(input).toHaveAttribute('autocomplete', 'new-password')
    await newPassword(page).fill('visible-now')
    await page.getByRole('button', { name: 'Show password' }).first().click()
    await expect(newPassword(page)).toHaveAttribute('type', 'text')
    await expect(confirmPassword(page)).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(newPassword(page)).toHaveAttribute('type', 'password')
  })

  test('a made-up token: the server refuses the link and the form gives way to the reason and a new link', async ({ page }) => {
    await openResetForm(page)
    await newPassword(page).fill('a-new-password-1')
    await confirmPassword(page).fill('a-new-password-1')
    await page.getByRole('button', { name: 'Save password' }).click()
    const problem = linkProblem(page)
    await expect(problem).toContainText(LINK_INVALID)
    await expect(problem).toHaveAttribute('role', 'alert')
    await expect(problem).toBeFocused()
    await expectNewLinkOffered(page)
  })

  test('too many attempts: the server’s message shows above the button, takes the focus, and the form stays', async ({ page }) => {
    await openResetForm(page)
    const wait = 'Too many requests. Please try again in 30 seconds.'
    await page.route('**/api/password/reset', (route: Route) => route.fulfill({ status: 429, json: { message: wait }, headers: { 'Retry-After': '30' } }))
    await newPassword(page).fill('a-new-password-1')
    await confirmPassword(page).fill('a-new-password-1')
    await page.getByRole('button', { name: 'Save password' }).click()
    await expect(page.getByRole('alert').filter({ hasText: wait })).toBeVisible()
    // The button was disabled while sending, so the message takes the focus.
    await expect(page.getByText(wait)).toBeFocused()
    await expect(newPassword(page)).toHaveValue('a-new-password-1')
    await expect(page.getByRole('button', { name: 'Save password' })).toBeEnabled()
  })

  test('a password the server refuses gets the server’s message on its field', async ({ page }) => {
    await openResetForm(page)
    const refusal = 'Password must be at least 6 characters'
    await page.route('**/api/password/reset', (route: Route) =>
      route.fulfill({ status: 400, json: { message: refusal, errors: [{ field: 'password', message: refusal }] } }),
    )
    await newPassword(page).fill('a-new-password-1')
    await confirmPassword(page).fill('a-new-password-1')
    await page.getByRole('button', { name: 'Save password' }).click()
    await expect(page.locator('#new-password-error')).toHaveText(refusal)
    await expect(newPassword(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(newPassword(page)).toBeFocused()
  })
})

test.describe('the parent’s email notices', () => {
  const notices = (page: Page) => page.getByRole('region', { name: 'Email notices' })
  const newsletters = (page: Page) => notices(page).getByRole('checkbox', { name: 'A new newsletter is published' })
  const applications = (page: Page) => notices(page).getByRole('checkbox', { name: 'Changes to an application I sent' })
  const messages = (page: Page) => notices(page).getByRole('checkbox', { name: 'A message from the centre' })

  async function openDashboard(page: Page) {
    await signIn(page, ACCOUNTS.maria)
    await page.goto('/parent-dashboard')
    await expect(newsletters(page)).toBeVisible()
  }

  async function saveChoices(page: Page) {
    await notices(page).getByRole('button', { name: 'Save' }).click()
    await expect(toasts(page).filter({ hasText: 'Saved' })).toContainText('Your email choices are saved.')
  }

  test('a choice unticked and saved is still unticked after a reload; ticked again, it is saved again', async ({ page }) => {
    await openDashboard(page)
    try {
      await expect(newsletters(page)).toBeChecked()
      await expect(applications(page)).toBeChecked()
      await expect(messages(page)).toBeChecked()
      await expect(notices(page).getByRole('checkbox', { name: 'A new invoice' })).toBeChecked()
      await expectNoAxeViolations(page)

      await newsletters(page).click()
      await expect(newsletters(page)).not.toBeChecked()
      await saveChoices(page)
      await page.reload()
      await expect(newsletters(page)).not.toBeChecked()
      await expect(applications(page)).toBeChecked()

      await newsletters(page).click()
      await saveChoices(page)
      expect(await (await apiGet(page, '/api/account/notifications')).json()).toEqual({ applicationUpdates: true, newsletters: true, messages: true, invoices: true, medication: true })

      // The centre's messages: the same, and the other two stay as they are.
      await messages(page).click()
      await saveChoices(page)
      await page.reload()
      await expect(messages(page)).not.toBeChecked()
      await expect(newsletters(page)).toBeChecked()
      expect(await (await apiGet(page, '/api/account/notifications')).json()).toEqual({ applicationUpdates: true, newsletters: true, messages: false, invoices: true, medication: true })
    } finally {
      // The seed's choices again, whatever happened above: other specs mail this parent.
      await apiPost(page, '/api/account/notifications', { applicationUpdates: true, newsletters: true, messages: true, invoices: true, medication: true })
    }
  })

  test('"Saving..." while the choices are sent; a failure says so and keeps the choice', async ({ page }) => {
    await openDashboard(page)
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/account/notifications', async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue()
      await released
      await route.abort('internetdisconnected')
    })
    await applications(page).click()
    await notices(page).getByRole('button', { name: 'Save' }).click()
    await expect(notices(page).getByRole('button', { name: 'Saving...' })).toBeDisabled()
    release()
    await expect(toasts(page).filter({ hasText: 'Error' })).toContainText('We could not save your email choices. Please try again.')
    await expect(applications(page)).not.toBeChecked()
    await expect(notices(page).getByRole('button', { name: 'Save' })).toBeEnabled()
  })

  test('a failed load says so, and "Try again" loads the choices', async ({ page }) => {
    await signIn(page, ACCOUNTS.maria)
    let failed = false
    await page.route('**/api/account/notifications', (route: Route) => {
      if (failed) return route.continue()
      failed = true
      return route.abort('internetdisconnected')
    })
    await page.goto('/parent-dashboard')
    await expect(notices(page).getByRole('alert')).toContainText('We could not load your email choices. Please try again.')
    await notices(page).getByRole('button', { name: 'Try again' }).click()
    await expect(newsletters(page)).toBeVisible()
  })
})

test.describe('/admin: inviting a parent by email, on a server without mail', () => {
  async function openParents(page: Page) {
    await signIn(page, ACCOUNTS.admin)
    await page.goto('/admin')
    return openTab(page, 'Parents')
  }

  test('the password field says it is required, because email is not set up', async ({ page }) => {
    const panel = await openParents(page)
    await expect(panel.getByText('At least 6 characters. Required: email is not set up on this server, so the parent cannot be invited to choose one.')).toBeVisible()
    await expect(field(panel, 'Password')).toHaveAttribute('aria-required', 'true')
  })

  test('an empty password with an email: the server’s refusal, on the field and in the toast, and nothing is created', async ({ page }) => {
    const panel = await openParents(page)
    const username = unique('invitee')
    await field(panel, 'First Name').fill('Ines')
    await field(panel, 'Last Name').fill(username)
    await field(panel, 'Email').fill(`${username}@example.com`)
    await field(panel, 'Username').fill(username)
    await panel.getByRole('button', { name: 'Create Parent Account' }).click()
    await expect(toasts(page).filter({ hasText: 'Error' })).toContainText(INVITATION_NEEDS_MAIL)
    await expect(panel.locator('#admin-parent-password-error')).toHaveText(INVITATION_NEEDS_MAIL)
    await expect(field(panel, 'Password')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(panel, 'Username')).toHaveValue(username)
    const parents = (await (await apiGet(page, '/api/admin/parents')).json()) as { username: string }[]
    expect(parents.map((parent) => parent.username)).not.toContain(username)
  })

  test('an empty password and no email: the schema’s message on the password field, and nothing sent', async ({ page }) => {
    const panel = await openParents(page)
    const sent = requestsTo(page, '/api/admin/users')
    await field(panel, 'First Name').fill('Noemail')
    await field(panel, 'Last Name').fill('Parent')
    await field(panel, 'Username').fill(unique('noemail'))
    await panel.getByRole('button', { name: 'Create Parent Account' }).click()
    await expect(panel.locator('#admin-parent-password-error')).toHaveText(
      'Set a password (at least 6 characters), or leave it empty and enter an email to invite the parent',
    )
    await expect(field(panel, 'Password')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  })

  test('a parent still invited shows "Invitation pending" and "Resend invitation", which gives the server’s answer', async ({ page }) => {
    // No parent can be invited here: one is shown as invited to see the list's row and the server's answer.
    await page.route(
      (url) => url.pathname === '/api/admin/parents' && url.search === '',
      async (route: Route) => {
        const parents = (await (await apiGet(page, '/api/admin/parents')).json()) as { username: string; invitationPending: boolean }[]
        await route.fulfill({ json: parents.map((parent) => ({ ...parent, invitationPending: parent.username === ACCOUNTS.maria.username })) })
      },
    )
    const panel = await openParents(page)
    const row = panel.getByRole('listitem').filter({ hasText: ACCOUNTS.maria.username })
    await expect(row).toContainText('Invitation pending')
    await expect(row).toContainText('Parent')
    await expect(row).toContainText('maria.garcia@example.com')
    await expect(panel.getByText('Invitation pending')).toHaveCount(1)

    const listReloaded = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/parents' && response.request().method() === 'GET')
    let reloaded = listReloaded()
    await row.getByRole('button', { name: 'Resend invitation to Maria Garcia' }).click()
    await expect(toasts(page).filter({ hasText: 'Error' })).toContainText(MAIL_NOT_SET_UP)
    await reloaded
    await expectNoAxeViolations(page)

    // As a server with mail answers: its words in the toast, "Sending..." meanwhile.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/admin/parents/*/invitation', async (route: Route) => {
      await released
      await route.fulfill({ json: { success: true, message: 'A new invitation is on its way by email.' } })
    })
    reloaded = listReloaded()
    await row.getByRole('button', { name: 'Resend invitation to Maria Garcia' }).click()
    await expect(row.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()
    await expect(toasts(page).filter({ hasText: 'Invitation Sent' })).toContainText('A new invitation is on its way by email.')
    await reloaded
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
})
