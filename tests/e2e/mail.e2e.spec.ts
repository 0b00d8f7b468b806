import { expect, type Browser, type Page, test } from '@playwright/test'

import { startMailServer, type MailServer, type ReceivedMail } from '../../scripts/lib/mailServer'
import { startProductionServer } from '../../scripts/lib/server'
import { ACCOUNTS } from './helpers/accounts'
import { copyOfBuild } from './helpers/build-copy'
import { expectNoAxeViolations } from './helpers/axe'
import { field, openTab, toasts } from './helpers/staff'

/**
 * Mail in the browser, from the mail's own link: this spec starts a real SMTP server
 * (smtp-server from npm) and a production server of its own with SMTP_URL pointing at it and its job
 * queue running (the suite's server has no mail: tests/e2e/portal-password.e2e.spec.ts covers that), on
 * the suite's seeded database.
 *
 * - a parent forgets their password: /login → "Forgot your password?" → the mail → its link → a new
 *   password → signed in on the dashboard; another device's session has ended; the link used again
 *   says so;
 * - an admin creates a parent without a password on /admin: the parent's invitation → its link → "Set
 *   your password" → the dashboard; the admin's list no longer says the invitation is pending.
 */

test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

const PORT = Number(process.env.E2E_MAIL_PORT ?? Number(process.env.E2E_PORT ?? 3200) + 20)
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? ''
const suffix = Date.now().toString(36)

let mail: MailServer
let origin: string
let stopServer: (() => Promise<void>) | undefined
let removeCopy: (() => Promise<void>) | undefined

test.beforeAll(async () => {
  test.setTimeout(300_000)
  expect(DATABASE_URL, 'E2E_DATABASE_URL (npm test sets it)').not.toBe('')
  mail = await startMailServer()
  const copy = await copyOfBuild('mail')
  removeCopy = copy.remove
  const server = await startProductionServer(
    PORT,
    DATABASE_URL,
    {
      SMTP_URL: mail.url,
      EMAIL_FROM: 'Multicultural Child Care Centre <office@centre.test>',
      CENTRE_NOTIFY_EMAIL: 'director@centre.test',
      // This server runs the queue, so a link goes out as soon as it is asked for.
      PAYLOAD_DISABLE_JOBS: 'false',
      RATE_LIMIT_LOGIN: '0',
      RATE_LIMIT_FORMS: '0',
    },
    { dir: copy.dir },
  )
  origin = server.origin
  stopServer = server.stop
})

test.afterAll(async () => {
  await stopServer?.()
  await mail?.stop()
  await removeCopy?.()
})

const linkIn = (received: ReceivedMail) => received.links.find((link) => link.includes('/reset-password?token='))!

/** Signs a browser context in on this spec's server through the API, as a page would. */
async function signInThroughApi(page: Page, username: string, password: string) {
  const response = await page.request.post(`${origin}/api/login`, { data: { username, password }, headers: { Origin: origin } })
  expect(response.status(), await response.text()).toBe(200)
}

/** A parent account of this spec's own, made by the admin through the API. */
async function createParent(browser: Browser, account: { username: string; email: string; password: string }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInThroughApi(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password)
  const created = await page.request.post(`${origin}/api/admin/parents`, {
    data: { ...account, firstName: 'Lucía', lastName: 'Mendoza' },
    headers: { Origin: origin },
  })
  expect(created.status(), await created.text()).toBe(201)
  await context.close()
}

test('a parent who forgot their password gets a link by mail, chooses a new one and is signed in; the other device is signed out', async ({ page, browser }) => {
  const parent = { username: `forgetful.${suffix}`, email: `forgetful.${suffix}@families.test`, password: 'old-password-1' }
  await createParent(browser, parent)
  // The parent is also signed in on another device.
  const otherDevice = await browser.newContext()
  const otherPage = await otherDevice.newPage()
  await signInThroughApi(otherPage, parent.username, parent.password)
  await otherPage.goto(`${origin}/parent-dashboard`)
  await expect(otherPage.getByRole('heading', { name: /Welcome/ })).toBeVisible()

  await page.goto(`${origin}/login`)
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(`${origin}/forgot-password`)
  await page.getByLabel(/^Username or email/).fill(parent.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toContainText('If an account with an email address matches')

  const received = await mail.waitFor((candidate) => candidate.to.includes(parent.email) && candidate.subject === 'Reset your password')
  const link = linkIn(received)
  expect(link.startsWith(`${origin}/reset-password?token=`)).toBe(true)

  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel(/^New password/).fill('new-password-2')
  await page.getByLabel(/^Confirm password/).fill('new-password-2')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page).toHaveURL(`${origin}/parent-dashboard`)
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible()
  await expect(toasts(page).filter({ hasText: 'Password saved' })).toBeVisible()

  // The other device's session ended with the reset.
  await otherPage.reload()
  await expect(otherPage).toHaveURL(/\/login/)
  await otherDevice.close()
  // The old password no longer works, the new one does.
  const old = await page.request.post(`${origin}/api/login`, { data: { username: parent.username, password: parent.password }, headers: { Origin: origin } })
  expect(old.status()).toBe(401)

  // The same link a second time: a clear message and a way to ask for a new one.
  const again = await browser.newContext()
  const againPage = await again.newPage()
  await againPage.goto(link)
  await againPage.getByLabel(/^New password/).fill('third-password-3')
  await againPage.getByLabel(/^Confirm password/).fill('third-password-3')
  await againPage.getByRole('button', { name: 'Save password' }).click()
  await expect(againPage.getByRole('alert').filter({ hasText: 'This link has expired or has already been used. Please ask for a new one.' })).toBeVisible()
  await expect(againPage.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password')
  await again.close()
})

test('an admin creates a parent without a password; the parent sets theirs from the invitation and lands on the dashboard', async ({ page, browser }) => {
  const username = `invited.${suffix}`
  const email = `invited.${suffix}@families.test`
  await signInThroughApi(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password)
  await page.goto(`${origin}/admin`)
  const panel = await openTab(page, 'Parents')
  await field(panel, 'First Name').fill('Amina')
  await field(panel, 'Last Name').fill('Diallo')
  await field(panel, 'Email').fill(email)
  await field(panel, 'Username').fill(username)
  await panel.getByRole('button', { name: 'Create Parent Account' }).click()
  await expect(toasts(page).filter({ hasText: 'Parent Account Created' })).toContainText(email)
  const row = panel.getByRole('listitem').filter({ hasText: username })
  await expect(row).toContainText('Invitation pending')

  const received = await mail.waitFor((candidate) => candidate.to.includes(email))
  expect(received.subject).toMatch(/parent portal account$/)
  const link = linkIn(received)
  expect(link).toContain('invitation=1')

  const parentContext = await browser.newContext()
  const parentPage = await parentContext.newPage()
  await parentPage.goto(link)
  await expect(parentPage.getByRole('heading', { name: 'Set your password' })).toBeVisible()
  await parentPage.getByLabel(/^New password/).fill('amina-chose-1')
  await parentPage.getByLabel(/^Confirm password/).fill('amina-chose-1')
  await parentPage.getByRole('button', { name: 'Save password' }).click()
  await expect(parentPage).toHaveURL(`${origin}/parent-dashboard`)
  await expect(parentPage.getByRole('heading', { name: /Welcome, Amina/ })).toBeVisible()
  await parentContext.close()

  // Back on /admin: chosen, so no longer pending and nothing to resend.
  await page.reload()
  const refreshed = (await openTab(page, 'Parents')).getByRole('listitem').filter({ hasText: username })
  await expect(refreshed).toBeVisible()
  await expect(refreshed).not.toContainText('Invitation pending')
  await expect(refreshed.getByRole('button', { name: /Resend invitation/ })).toHaveCount(0)
})
