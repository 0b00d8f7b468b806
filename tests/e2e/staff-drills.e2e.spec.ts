import { type Page, expect, test } from '@playwright/test'

import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'
import { apiGet } from './helpers/staff'

/**
 * Emergency drills in Chromium (docs/spec.md §15): the director's screen (/staff/drills, admins only) with
 * the year's board (the demo's month without its fire drill shown missing), the form that records a drill
 * (its messages by their fields; what was recorded announced, then on the list and the board) and the
 * drills of the year; English and Spanish, without axe violations; teachers and editors turned away.
 * Other specs share this database: the drills recorded here are this month's, whose fire drill the demo
 * already holds, so no board's state changes.
 */

const board = (page: Page) => page.getByRole('region', { name: /^Fire drills of \d{4}, one a month$/ })
const recordForm = (page: Page) => page.getByRole('form', { name: 'Record a drill' })

async function openDrills(page: Page, path = '/staff/drills') {
  await signIn(page, ACCOUNTS.admin)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/es') ? 'Simulacros de emergencia' : 'Emergency drills')
}

/** The centre's month (YYYY-MM) and the demo's month without its fire drill, three before it. */
function months() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
  const [year, month] = today.split('-').map(Number)
  const missing = new Date(Date.UTC(year!, month! - 1 - 3, 1))
  return { thisMonth: today.slice(0, 7), missing: `${missing.getUTCFullYear()}-${String(missing.getUTCMonth() + 1).padStart(2, '0')}`, monthName: (value: string) => new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(`${value}-15T12:00:00Z`)) }
}

test('the board shows the demo’s month without its fire drill as missing and this month’s drill done', async ({ page }) => {
  await openDrills(page)
  const { thisMonth, missing, monthName } = months()
  await expect(board(page).locator(`tr[data-month="${thisMonth}"]`).getByRole('cell').first()).toHaveText('Done')
  if (missing.slice(0, 4) !== thisMonth.slice(0, 4)) await page.getByLabel('Year').selectOption(missing.slice(0, 4))
  const row = board(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: monthName(missing), exact: true }) })
  await expect(row.getByRole('cell')).toHaveText(['Missing', '—', '—'])
  await expect(page.getByTestId('drills-summary')).toHaveText(/ missing (its|their) fire drill\.$/)
})

test('an admin records a drill: a fire drill without its evacuation time is refused by its field; with it, announced, then on the list', async ({ page }) => {
  await openDrills(page)
  const rows = page.getByTestId('drill-row')
  await expect(rows.first()).toBeVisible()
  const before = await rows.count()
  const form = recordForm(page)
  await form.getByLabel('Kind of drill').selectOption({ label: 'Fire drill' })
  await form.getByRole('button', { name: 'Record the drill' }).click()
  await expect(page.locator('#drill-evacuation-error')).toHaveText('Give how long the evacuation took, in seconds or as minutes:seconds, up to 2 hours')
  await expect(page.getByLabel(/^Evacuation took/)).toBeFocused()
  await expect(rows).toHaveCount(before)

  await form.getByLabel(/^Evacuation took/).fill('2:05')
  await form.getByLabel('Notes').fill('Recorded by the end-to-end test')
  await form.getByRole('button', { name: 'Record the drill' }).click()
  await expect(page.getByTestId('drill-status')).toHaveText(/^Fire drill of .+ recorded: \d+ (child|children) and \d+ staff( member)? present\.$/)
  await expect(rows).toHaveCount(before + 1)
  const recorded = rows.filter({ hasText: 'Recorded by the end-to-end test' })
  await expect(recorded.getByRole('cell').nth(1)).toHaveText('2 min 5 s')
  await expect(form.getByLabel(/^Evacuation took/)).toHaveValue('')

  // A lockdown needs no evacuation time.
  await form.getByLabel('Kind of drill').selectOption({ label: 'Lockdown drill' })
  await form.getByRole('button', { name: 'Record the drill' }).click()
  await expect(page.getByTestId('drill-status')).toHaveText(/^Lockdown drill of .+ recorded: /)
  await expect(rows).toHaveCount(before + 2)
})

test('/staff/drills and /es/staff/drills have no axe violations, with a field’s message showing; Spanish throughout, the messages too', async ({ page }) => {
  await openDrills(page)
  await expect(page.getByText(/^Loading/)).toHaveCount(0)
  await expectNoAxeViolations(page)

  await openDrills(page, '/es/staff/drills')
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
  await expect(page.getByRole('heading', { level: 2, name: 'Tablero de simulacros' })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Simulacros de incendio de \d{4}, uno al mes$/ })).toBeVisible()
  const form = page.getByRole('form', { name: 'Registrar un simulacro' })
  await form.getByLabel('Día y hora en que se realizó').fill('')
  await form.getByRole('button', { name: 'Registrar el simulacro' }).click()
  await expect(page.locator('#drill-held-at-error')).toHaveText('Indique el día y la hora del simulacro, no en el futuro')
  await expect(page.locator('#drill-evacuation-error')).toHaveText('Indique cuánto tardó la evacuación, en segundos o como minutos:segundos, hasta 2 horas')
  await expect(page.getByText(/^(Cargando|Loading)/)).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('/admin links to the drills screen; teachers and editors are turned away to /login and refused by the API', async ({ page, browser }) => {
  await signIn(page, ACCOUNTS.admin)
  await page.goto('/admin')
  await page.getByRole('link', { name: 'Emergency drills' }).click()
  await expect(page).toHaveURL(/\/staff\/drills$/)
  for (const account of [ACCOUNTS.ana, ACCOUNTS.editor]) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const visitor = await context.newPage()
    await signIn(visitor, account)
    await visitor.goto('/staff/drills')
    await expect(visitor).toHaveURL(/\/login\?next=%2Fstaff%2Fdrills$/)
    expect((await apiGet(visitor, '/api/admin/drills')).status()).toBe(403)
    await context.close()
  }
})
