import { type Page, expect, test } from '@playwright/test'

import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'
import { apiGet } from './helpers/staff'

/**
 * Emergency drills in Chromium (docs/spec.md §15): the director's screen (/staff/drills, admins only) with
 * the year's board (the demo's month without its fire drill shown missing), the form that records a drill
 * (its messages by their fields; what was recorded announced, then on the list and the board) and the
 * drills of the year; English and Spanish, without axe violations; teachers and editors turned away.
 * Other specs share this database: the drills recorded here are this month's, so the board's test reads
 * each month's state from the drills on record rather than from the demo's plan.
 */

const board = (page: Page) => page.getByRole('region', { name: /^Fire drills of \d{4}, one a month$/ })
const recordForm = (page: Page) => page.getByRole('form', { name: 'Record a drill' })

async function openDrills(page: Page, path = '/staff/drills') {
  await signIn(page, ACCOUNTS.admin)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/es') ? 'Simulacros de emergencia' : 'Emergency drills')
}

/** The centre's day (YYYY-MM-DD) now, as the board reads it. */
const centreToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
const monthName = (value: string) => new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(`${value}-15T12:00:00Z`))
/** The month `count` months before `month` (YYYY-MM). */
function monthsBefore(month: string, count: number) {
  const [year, number] = month.split('-').map(Number)
  const date = new Date(Date.UTC(year!, number! - 1 - count, 1))
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}
type YearOfDrills = { drills: { kind: string; day: string }[] }

/**
 * Every month's row as the drills on record say, on any day: held (its fire drill on record: Done), over
 * without one (Missing), this month without one yet (To do by its last day: on the month's first weekday
 * the demo has held none), later (Upcoming). The demo holds a fire drill in each of the last twelve months
 * but one, which the board shows missing. Read from the drills themselves, not from the day the demo was
 * seeded, so a run that crosses midnight at a month's end reads its new month rightly.
 */
test('the board shows each month as its fire drills on record say: the demo’s month without one missing, this month done or to do', async ({ page }) => {
  await openDrills(page)
  const today = centreToday()
  const thisMonth = today.slice(0, 7)
  const years = [...new Set([thisMonth.slice(0, 4), monthsBefore(thisMonth, 11).slice(0, 4)])]
  const fireMonths = new Set<string>()
  for (const year of years) {
    const response = await apiGet(page, `/api/admin/drills?year=${year}`)
    expect(response.status()).toBe(200)
    for (const drill of ((await response.json()) as YearOfDrills).drills) if (drill.kind === 'fire') fireMonths.add(drill.day.slice(0, 7))
  }
  const lastTwelve = Array.from({ length: 11 }, (_, index) => monthsBefore(thisMonth, index + 1))
  const missing = lastTwelve.filter((month) => !fireMonths.has(month))
  expect(missing.length, 'the demo leaves one of the last months without its fire drill').toBeGreaterThanOrEqual(1)

  for (const year of [...years].sort().reverse()) {
    if (year !== thisMonth.slice(0, 4)) await page.getByLabel('Year').selectOption(year)
    for (let number = 1; number <= 12; number++) {
      const month = `${year}-${String(number).padStart(2, '0')}`
      const expected = fireMonths.has(month) ? 'Done' : month < thisMonth ? 'Missing' : month === thisMonth ? /^To do by / : 'Upcoming'
      await expect(board(page).locator(`tr[data-month="${month}"]`).getByRole('cell').first(), month).toHaveText(expected)
    }
  }
  await page.getByLabel('Year').selectOption(missing[0]!.slice(0, 4))
  const row = board(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: monthName(missing[0]!), exact: true }) })
  await expect(row.getByRole('cell')).toHaveText(['Missing', '—', '—'])
  await expect(page.getByTestId('drills-summary')).toHaveText(/ missing (its|their) fire drill\.$/)
})

test('an admin records a drill: a fire drill without its evacuation time is refused by its field; with it, announced, then on the list', async ({ page }) => {
  await openDrills(page)
  const rows = page.getByTestId('drill-row')
  // On a year's first days no drill of it is on record yet: the list says so, and the count starts at none.
  await expect(rows.first().or(page.getByText(/^No drill recorded in \d{4} yet\.$/))).toBeVisible()
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
