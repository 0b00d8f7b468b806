import { type Page, expect, test } from '@playwright/test'

import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'
import { apiGet } from './helpers/staff'

/**
 * Staff certifications in Chromium (docs/spec.md §15): the director's screen (/staff/credentials, admins
 * only) with the cards expiring or expired (the demo's David Kim's first aid), everyone's cards and the
 * form that records one; English and Spanish, without axe violations; teachers turned away. Other specs
 * share this database: the cards recorded here are "other" credentials of Tom Baker, named for the run,
 * which change no ratio board (it asks for CPR and first aid).
 */

const expiringTable = (page: Page) => page.getByRole('region', { name: 'Certifications expiring or expired, with their staff member, credential, expiry day and state' })
const form = (page: Page) => page.getByRole('form', { name: 'Record a certification' })

async function openCredentials(page: Page, path = '/staff/credentials') {
  await signIn(page, ACCOUNTS.admin)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/es') ? 'Certificaciones del personal' : 'Staff certifications')
}

/** The centre's today, YYYY-MM-DD, and a day `days` after it. */
function centreDay(days = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

test('the expiring list shows David Kim’s first aid; everyone’s cards show who holds CPR and first aid', async ({ page }) => {
  await openCredentials(page)
  const david = expiringTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'David Kim' }) })
  await expect(david).toHaveCount(1)
  await expect(david.getByRole('cell').nth(0)).toHaveText('First aid (Pediatric first aid)')
  await expect(david.getByRole('cell').nth(2)).toHaveText('Expires soon')
  const ana = page.getByTestId('staff-member').filter({ has: page.getByRole('heading', { level: 3, name: /^Ana Lopez/ }) })
  await expect(ana.getByTestId('cpr-first-aid')).toHaveText('CPR and first aid current')
  await expect(ana.getByRole('list', { name: 'Ana Lopez’s credentials' }).getByRole('listitem')).toHaveCount(2)
})

test('an admin records a card: refusals by their fields (the form’s and the server’s), then the card recorded, announced and on the expiring list', async ({ page }) => {
  await openCredentials(page)
  const name = `Food handler ${Date.now().toString(36)}`
  const record = form(page)
  await record.getByRole('button', { name: 'Record', exact: true }).click()
  await expect(page.locator('#credential-staff-error')).toHaveText('Choose a staff member (an admin or a teacher)')
  await expect(page.locator('#credential-kind-error')).toHaveText('Choose CPR, first aid or another credential')
  await expect(record.getByLabel('Staff member')).toBeFocused()
  await expectNoAxeViolations(page)

  await record.getByLabel('Staff member').selectOption({ label: 'Tom Baker' })
  await record.getByLabel(/^Credential/).selectOption({ label: 'Other credential' })
  await record.getByLabel('Issued on').fill(centreDay(1))
  await record.getByLabel('Expires on').fill(centreDay(20))
  await record.getByRole('button', { name: 'Record', exact: true }).click()
  await expect(page.locator('#credential-name-error')).toHaveText('Name the credential')
  await record.getByLabel('Name of the credential').fill(name)
  await record.getByRole('button', { name: 'Record', exact: true }).click()
  // The day after today passes the form's check; the server refuses it, by its field.
  await expect(page.locator('#credential-issued-on-error')).toHaveText('Give the day the card was issued (YYYY-MM-DD), not after today')
  await expect(record.getByLabel('Issued on')).toHaveAttribute('aria-invalid', 'true')

  await record.getByLabel('Issued on').fill(centreDay(-700))
  await record.getByRole('button', { name: 'Record', exact: true }).click()
  await expect(page.getByTestId('credential-status')).toHaveText(`${name} recorded for Tom Baker.`)
  const row = expiringTable(page).getByRole('row').filter({ hasText: name })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('rowheader')).toHaveText('Tom Baker')
  await expect(row.getByRole('cell').nth(2)).toHaveText('Expires soon')
  const tom = page.getByTestId('staff-member').filter({ has: page.getByRole('heading', { level: 3, name: /^Tom Baker/ }) })
  await expect(tom.getByRole('listitem').filter({ hasText: name })).toHaveCount(1)
  // The staff member stays chosen for their next card; the rest is blank.
  await expect(record.getByLabel('Staff member')).toHaveValue(/.+/)
  await expect(record.getByLabel('Name of the credential')).toHaveValue('')
})

test('/staff/credentials and /es/staff/credentials have no axe violations; Spanish throughout, the messages too', async ({ page }) => {
  await openCredentials(page)
  await expect(page.getByText(/^Loading/)).toHaveCount(0)
  await expectNoAxeViolations(page)

  await openCredentials(page, '/es/staff/credentials')
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
  await expect(page.getByRole('heading', { level: 2, name: 'Certificaciones vencidas o por vencer' })).toBeVisible()
  const david = page.getByRole('region', { name: 'Certificaciones vencidas o por vencer, con su miembro del personal, credencial, fecha de vencimiento y estado' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'David Kim' }) })
  await expect(david.getByRole('cell').nth(0)).toHaveText('Primeros auxilios (Pediatric first aid)')
  await expect(david.getByRole('cell').nth(2)).toHaveText('Vence pronto')
  const record = page.getByRole('form', { name: 'Registrar una certificación' })
  await record.getByRole('button', { name: 'Registrar', exact: true }).click()
  await expect(page.locator('#credential-staff-error')).toHaveText('Elija a un miembro del personal (administrador o docente)')
  await expect(page.getByText(/^(Cargando|Loading)/)).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('/admin links to the certifications; a teacher is turned away to /login and refused by the API', async ({ page, browser }) => {
  await signIn(page, ACCOUNTS.admin)
  await page.goto('/admin')
  await page.getByRole('link', { name: 'Staff certifications' }).click()
  await expect(page).toHaveURL(/\/staff\/credentials$/)
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const teacher = await context.newPage()
  await signIn(teacher, ACCOUNTS.ana)
  await teacher.goto('/staff/credentials')
  await expect(teacher).toHaveURL(/\/login\?next=%2Fstaff%2Fcredentials$/)
  expect((await apiGet(teacher, '/api/admin/credentials/expiring')).status()).toBe(403)
  expect((await apiGet(teacher, '/api/admin/credentials')).status()).toBe(403)
  await context.close()
})
