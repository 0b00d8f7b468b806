import { type Page, expect, test } from '@playwright/test'

import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'

/**
 * Medication in Chromium (docs/spec.md §15, 10A NCAC 09 .0803): a parent signs a written authorization in
 * the portal with their typed name, the room's teacher records a dose on /staff/health, a second dose too
 * early is refused on screen with the time the next may be given, and the parent sees the dose given; an
 * over-the-counter medicine asked for more than 30 days is refused on the form. English and Spanish,
 * without axe violations. Other specs share this database: the medicine here has a name of its own, and
 * the authorization is withdrawn at the end.
 */

const medicine = `Children’s Motrin ${Date.now().toString(36)}`

/** The centre's today, YYYY-MM-DD, and the day `days` after it. */
function centreDay(days = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

const sofia = (page: Page) => page.getByRole('article', { name: 'Sofia’s health records' })

async function openAuthorizationForm(page: Page) {
  await page.goto('/parent-dashboard')
  await sofia(page).getByRole('button', { name: 'Authorize a medicine for Sofia' }).click()
  const form = page.getByRole('form', { name: 'Authorize a medicine for Sofia' })
  await expect(form.getByRole('heading', { name: 'Authorize a medicine for Sofia' })).toBeFocused()
  return form
}

test.describe.configure({ mode: 'serial' })

test('a parent asks for an over-the-counter medicine for 31 days: refused on the form with the rule, nothing signed', async ({ page }) => {
  await signIn(page, ACCOUNTS.maria)
  const form = await openAuthorizationForm(page)
  await form.getByRole('textbox', { name: 'Medicine', exact: true }).fill(`${medicine} (too long)`)
  await form.getByRole('textbox', { name: 'Dose', exact: true }).fill('5 ml')
  await form.getByRole('combobox', { name: 'How it is given', exact: true }).selectOption('oral')
  await form.getByRole('spinbutton', { name: 'Hours between doses, at least', exact: true }).fill('6')
  await form.getByRole('textbox', { name: 'First day', exact: true }).fill(centreDay())
  await form.getByRole('textbox', { name: 'Last day', exact: true }).fill(centreDay(30))
  await form.getByRole('textbox', { name: 'Your full name, as your signature', exact: true }).fill('Maria Garcia')
  await form.getByRole('checkbox', { name: /I authorize the centre’s staff/ }).check()
  await form.getByRole('button', { name: 'Sign the authorization' }).click()
  await expect(form.getByRole('alert')).toHaveText('An over-the-counter medicine is authorized for at most 30 days at a time (10A NCAC 09 .0803 item 4)')
  await expect(sofia(page).getByText('No medicine authorized.')).toBeVisible()
})

test('a parent authorizes a medicine, the room’s teacher gives a dose, a dose too early is refused on screen, and the parent sees the dose', async ({ page, browser }) => {
  await signIn(page, ACCOUNTS.maria)
  const form = await openAuthorizationForm(page)
  await form.getByRole('textbox', { name: 'Medicine', exact: true }).fill(medicine)
  await expect(form.getByRole('combobox', { name: 'Kind of authorization', exact: true })).toHaveValue('over-the-counter')
  await form.getByRole('textbox', { name: 'Dose', exact: true }).fill('5 ml')
  await form.getByRole('combobox', { name: 'How it is given', exact: true }).selectOption('oral')
  await form.getByRole('spinbutton', { name: 'Hours between doses, at least', exact: true }).fill('6')
  await form.getByRole('textbox', { name: 'Times or frequency', exact: true }).fill('After lunch')
  await form.getByRole('textbox', { name: 'First day', exact: true }).fill(centreDay())
  await form.getByRole('textbox', { name: 'Last day', exact: true }).fill(centreDay(2))
  await form.getByRole('textbox', { name: 'Your full name, as your signature', exact: true }).fill('Maria Garcia')
  await form.getByRole('checkbox', { name: /I authorize the centre’s staff/ }).check()
  await expectNoAxeViolations(page)
  await form.getByRole('button', { name: 'Sign the authorization' }).click()
  const authorization = sofia(page).getByTestId('medication-authorization').filter({ hasText: medicine })
  await expect(authorization).toContainText('holds today')
  await expect(authorization).toContainText('Signed by Maria Garcia')
  await expect(sofia(page).getByRole('button', { name: 'Authorize a medicine for Sofia' })).toBeFocused()

  // The room's teacher, on the day's health list.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const teacher = await context.newPage()
  await signIn(teacher, ACCOUNTS.ana)
  await teacher.goto('/staff/health')
  const today = teacher.getByRole('region', { name: 'Allergies and medicines today' })
  const child = today.getByTestId('health-today-child').filter({ has: teacher.getByRole('heading', { name: /Sofia Garcia/ }) })
  const entry = child.getByTestId('medication-authorization').filter({ hasText: medicine })
  await entry.getByRole('button', { name: `Record a dose of ${medicine}` }).click()
  const doseForm = entry.getByTestId('dose-form')
  await expect(doseForm.getByRole('textbox', { name: 'Medicine, as it reads on the container', exact: true })).toBeFocused()
  await doseForm.getByRole('textbox', { name: 'Medicine, as it reads on the container', exact: true }).fill(medicine.toLowerCase())
  await expect(doseForm.getByRole('textbox', { name: 'Amount given', exact: true })).toHaveValue('5 ml')
  await expectNoAxeViolations(teacher)
  await doseForm.getByRole('button', { name: 'Record the dose' }).click()
  await expect(child.getByTestId('dose-recorded')).toHaveText(`Dose of ${medicine} recorded for Sofia Garcia. The parent is told by mail.`)
  await expect(entry).toContainText('Next dose from')

  // Again at once: the hard stop refuses it, on screen, and records nothing.
  await entry.getByRole('button', { name: `Record a dose of ${medicine}` }).click()
  await doseForm.getByRole('textbox', { name: 'Medicine, as it reads on the container', exact: true }).fill(medicine)
  await doseForm.getByRole('button', { name: 'Record the dose' }).click()
  await expect(doseForm.getByTestId('dose-refused')).toHaveText(/^Not recorded: Too early: the last dose was given at \d{2}:\d{2}; the next may be given from \d{2}:\d{2}$/)
  await context.close()

  // The parent sees the dose, who gave it and how much.
  await page.reload()
  const dose = sofia(page).getByTestId('medication-doses').getByRole('row').filter({ hasText: medicine })
  await expect(dose).toHaveCount(1)
  await expect(dose).toContainText('Given: 5 ml')
  await expect(dose).toContainText('Ana Lopez')
})

test('the teacher’s list and the parent’s medicines in Spanish, without axe violations; the parent withdraws the authorization', async ({ page, browser }) => {
  // The demo parent's account has no language of its own, so the portal follows the address (other specs rely on it staying so).
  await signIn(page, ACCOUNTS.maria)
  await page.goto('/es/parent-dashboard')
  const records = page.getByRole('article', { name: 'Registros de salud de Sofia' })
  const authorization = records.getByTestId('medication-authorization').filter({ hasText: medicine })
  await expect(authorization).toContainText('vigente hoy')
  await expect(records.getByRole('heading', { name: 'Dosis dadas en el centro' })).toBeVisible()
  await expectNoAxeViolations(page)
  await authorization.getByRole('button', { name: 'Retirar' }).click()
  await authorization.getByRole('button', { name: 'Sí, retirarla' }).click()
  await expect(authorization).toContainText('retirada')
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const teacher = await context.newPage()
  await signIn(teacher, ACCOUNTS.ana)
  await teacher.goto('/es/staff/health')
  const today = teacher.getByRole('region', { name: 'Alergias y medicamentos de hoy' })
  await expect(today).toBeVisible()
  // Withdrawn: it no longer holds today, so the teacher's list no longer offers it.
  await expect(today.getByTestId('medication-authorization').filter({ hasText: medicine })).toHaveCount(0)
  await expectNoAxeViolations(teacher)
  await context.close()
})

test('the attendance roster and the incident form show a child’s care plan', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin)
  await page.goto('/staff/attendance')
  await page.getByRole('combobox', { name: 'Classroom' }).selectOption({ label: 'Butterfly Room' })
  const amara = page.getByRole('listitem', { name: 'Amara Okafor' })
  await expect(amara.getByTestId('care-plan-badges')).toContainText('Allergy: Peanuts (Life-threatening)')
  await expect(amara.getByTestId('care-plan-badges')).toContainText('Medicine today: Epinephrine auto-injector 0.15 mg')
  await amara.getByRole('button', { name: /incident/i }).click()
  await expect(page.getByRole('dialog').getByTestId('care-plan-badges')).toContainText('Allergy: Peanuts (Life-threatening)')
})
