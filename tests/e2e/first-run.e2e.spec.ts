import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { createDatabaseIfMissing, dropDatabase, withDatabase } from '../../scripts/lib/database'
import { mustRun, tsCommand } from '../../scripts/lib/run'
import { startProductionServer } from '../../scripts/lib/server'
import { copyOfBuild } from './helpers/build-copy'
import { submitCmsLogin, submitUntilLeft } from './helpers/cms'

/**
 * A real first install: the production build on a fresh database with only the migrations
 * applied, nothing seeded. This spec starts that server itself, beside the suite's seeded one:
 *
 * - every page answers 200 and shows its empty state: the specification's name and hours, no phone
 *   or email link (the settings have none), the newsletter and galleries "coming soon", and the
 *   /secure-admin gate closed (no SECURE_ADMIN_PASSWORD);
 * - /cms asks for the first account, and that account is an admin who can open the CMS.
 *
 * Its server serves a copy of the build, so its data cache (pages read from the empty database) is its
 * own and never meets the suite's server's. It stops the server and drops the database at the end.
 */

test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

const PORT = Number(process.env.E2E_FIRST_RUN_PORT ?? Number(process.env.E2E_PORT ?? 3200) + 10)
const serverUrl = withDatabase(process.env.E2E_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres', 'postgres')
const database = `e2e_first_run_${Date.now()}`
const CENTRE_NAME = 'Multicultural Child Care Centre'

let origin: string
let stopServer: (() => Promise<void>) | undefined
let projectCopy: string | undefined
let removeCopy: (() => Promise<void>) | undefined

test.beforeAll(async () => {
  test.setTimeout(300_000)
  await createDatabaseIfMissing(serverUrl, database)
  const databaseUrl = withDatabase(serverUrl, database)
  await mustRun(...tsCommand('scripts/migrate.ts'), { DATABASE_URL: databaseUrl })

  // The build, copied without its data cache; everything else is this project's own.
  const copy = await copyOfBuild('first-run')
  projectCopy = copy.dir
  removeCopy = copy.remove

  const server = await startProductionServer(
    PORT,
    databaseUrl,
    {
      // No gate password, no seed passwords: a production server as an operator first starts it.
      SECURE_ADMIN_PASSWORD: '',
      ADMIN_PASSWORD: '',
      EDITOR_PASSWORD: '',
      DEMO_PARENT_PASSWORD: '',
      MEDIA_DIR: path.join(projectCopy, 'media'),
      RATE_LIMIT_LOGIN: '0',
      RATE_LIMIT_FORMS: '0',
    },
    { dir: projectCopy },
  )
  origin = server.origin
  stopServer = server.stop
})

test.afterAll(async () => {
  await stopServer?.()
  await dropDatabase(serverUrl, database).catch(() => undefined)
  await removeCopy?.()
})

/** Opens a page of the first-run server; it must answer 200 and link no phone or email. */
async function open(page: Page, pathname: string) {
  const response = await page.goto(`${origin}${pathname}`)
  expect(response?.status(), `${pathname} answers`).toBe(200)
  await expect(page.locator('a[href^="tel:"]'), `${pathname} links no phone`).toHaveCount(0)
  await expect(page.locator('a[href^="mailto:"]'), `${pathname} links no email`).toHaveCount(0)
}

test('the public pages of an empty site render with the specification’s defaults and no phone link', async ({ page }) => {
  await open(page, '/')
  await expect(page.getByRole('banner')).toContainText(CENTRE_NAME)
  await expect(page.getByRole('heading', { name: 'Our Newsletter Is on Its Way' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(CENTRE_NAME)
  await expect(footer).toContainText('Monday - Friday, 6:30 AM - 10:00 PM')
  await expect(footer.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact')

  await open(page, '/services')
  await expect(page.getByText('Photos are coming soon.')).toBeVisible()
  await expect(page.getByText('6:30 AM-6:00 PM').first()).toBeVisible()

  await open(page, '/staff')
  await expect(page.getByText('Photos are coming soon.')).toBeVisible()

  await open(page, '/apply')
  await expect(page.getByRole('button', { name: /submit application/i })).toBeVisible()

  await open(page, '/contact')
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Call Now' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Send a Message' })).toBeVisible()
})

test('the parent and staff screens of an empty site render, with no phone link and the gate closed', async ({ page }) => {
  await open(page, '/login')
  await expect(page.getByRole('heading', { name: 'Parent Portal Login' })).toBeVisible()
  await expect(page.getByText('Need access to the parent portal? Please contact the centre.')).toBeVisible()

  await open(page, '/parent-dashboard')
  await open(page, '/parent-portal')
  await expect(page.getByText('No account yet? Please contact the centre.')).toBeVisible()

  await open(page, '/admin-login')

  await open(page, '/secure-admin')
  await expect(page.getByRole('status')).toContainText('The secure admin gate is not configured on this server.')
  await expect(page.getByLabel('Password')).toHaveCount(0)
})

test('the first account created in /cms on an empty database is an admin who can open the CMS', async ({ page }) => {
  await open(page, '/cms')
  await expect(page).toHaveURL(/\/cms\/create-first-user/)
  await submitUntilLeft(page, /\/cms\/create-first-user/, async () => {
    await page.getByLabel(/username/i).fill('director')
    await page.getByLabel(/^email/i).fill('director@centre.example')
    await page.getByLabel(/^new password|^password/i).first().fill('first-admin-pw-1')
    await page.getByLabel(/confirm password/i).fill('first-admin-pw-1')
    await page.getByRole('button', { name: /create/i }).click()
  }, { wait: 20_000, timeout: 60_000 })

  // Payload signs the new account in, or (sessions kept out of its responses) asks for its password: the
  // dashboard may show for a moment before its own redirect to the login form, so wait for one of the two.
  const children = page.getByRole('link', { name: 'Children', exact: true }).first()
  const loginButton = page.getByRole('button', { name: /login/i })
  await expect(children.or(loginButton)).toBeVisible({ timeout: 30_000 })
  // (This server's login form, where the page is: signInToCms would open the suite's server.)
  if (await loginButton.isVisible()) await submitUntilLeft(page, /\/cms\/login/, () => submitCmsLogin(page, 'director', 'first-admin-pw-1'))
  await expect(page).toHaveURL(/\/cms\/?$/)
  await expect(page.getByRole('link', { name: 'Children', exact: true }).first()).toBeVisible()

  // Asked by the page itself, with its (Secure, HttpOnly) session cookie.
  const me = await page.evaluate(async () => (await fetch('/api/cms/users/me', { credentials: 'same-origin' })).json())
  expect(me.user).toMatchObject({ username: 'director', role: 'admin' })
})
