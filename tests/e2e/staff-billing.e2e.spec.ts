import { readFile } from 'node:fs/promises'

import { type Locator, type Page, expect, test } from '@playwright/test'

import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'
import { apiGet } from './helpers/staff'

/**
 * The director's billing screen in Chromium (/staff/billing, admins only): the balances by family and
 * how late, a family's ledger, a check payment at the desk, a billing run, the subsidy report's CSV, an
 * agency's payment (for a month of the demo authorization no other test pays), in
 * English and Spanish, without axe violations; teachers and editors are turned away and never see it
 * linked. Other specs share this database: the payments are a dollar or two on the Brooks family
 * (whose balance only this spec reads), asserted as changes; the run bills a month the seed has
 * already billed, which issues nothing.
 */

const BROOKS = 'Emily Brooks'

/** Dollars as the English screen writes them ("$1,234.56", "-$5.00") in cents. */
function centsOf(text: string): number {
  const match = /^(-?)\$([\d,]+)\.(\d{2})$/.exec(text.trim())
  if (!match) throw new Error(`not an amount: ${text}`)
  return (match[1] ? -1 : 1) * (Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]))
}

/** The centre's month `back` months before this one, `YYYY-MM`, and as the English screen names it. */
function centreMonth(back: number): { period: string; name: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7)
  const [year, month] = today.split('-').map(Number) as [number, number]
  const index = year * 12 + (month - 1) - back
  const first = Date.UTC(Math.floor(index / 12), index % 12, 1)
  return {
    period: new Date(first).toISOString().slice(0, 7),
    name: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first),
  }
}

const balances = (page: Page) => page.getByRole('region', { name: 'Balances', exact: true })
const familyRow = (page: Page, name: string) => balances(page).getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) })
const ledger = (page: Page) => page.locator('#billing-ledger')
const paymentForm = (page: Page) => page.getByRole('form', { name: 'Record a payment' })

async function openBilling(page: Page, path = '/staff/billing') {
  await signIn(page, ACCOUNTS.admin)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/es') ? 'Facturación' : 'Billing')
}

async function rowBalance(row: Locator): Promise<number> {
  return centsOf(await row.getByTestId('family-balance').innerText())
}

test('an admin sees the balances by how late, opens the Brooks family’s ledger and records a check payment: the check’s number asked for by its field, then the balance drops', async ({ page }) => {
  await openBilling(page)
  const brooks = familyRow(page, BROOKS)
  await expect(brooks).toHaveCount(1)
  for (const column of ['Family', 'Balance', 'Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days']) {
    await expect(balances(page).getByRole('columnheader', { name: column, exact: true })).toBeVisible()
  }
  await expect(balances(page).getByRole('rowheader', { name: 'All families' })).toBeVisible()
  const before = await rowBalance(brooks)
  // The demo's Brooks family has not paid its last month.
  expect(before).toBeGreaterThan(0)

  await brooks.getByRole('button', { name: BROOKS }).click()
  const heading = page.getByRole('heading', { level: 2, name: `Ledger of ${BROOKS}` })
  await expect(heading).toBeFocused()
  await expect(ledger(page).getByTestId('ledger-balance')).toHaveText((await brooks.getByTestId('family-balance').innerText()).trim())
  const invoices = ledger(page).getByRole('table', { name: `Open invoices of ${BROOKS}` })
  await expect(invoices.getByRole('row')).not.toHaveCount(0)
  await expect(invoices.getByRole('rowheader').first()).toHaveText(/^No\. \d+$/)
  // An invoice's number shows what it holds: Noah's part-time weeks, less the staff family's discount.
  const number = invoices.getByRole('rowheader').first().getByRole('button')
  await number.click()
  await expect(number).toHaveAttribute('aria-expanded', 'true')
  const lines = invoices.getByRole('list', { name: /^What invoice \d+ holds$/ })
  await expect(lines.getByRole('listitem').filter({ hasText: 'Tuition' }).first()).toContainText('Noah')
  await expect(lines.getByRole('listitem').filter({ hasText: 'Discount' }).first()).toContainText('Staff family')
  const entries = ledger(page).getByTestId('ledger-entries')
  await expect(entries.getByRole('row').last()).toContainText(await ledger(page).getByTestId('ledger-balance').innerText())

  // A check without its number: the server's message by the field, what was typed kept.
  const form = paymentForm(page)
  await form.getByLabel('Amount received (dollars)').fill('1.25')
  await form.getByLabel('Paid by').selectOption({ label: 'Check' })
  await form.getByRole('button', { name: 'Record payment' }).click()
  const reference = form.getByLabel('Check number or reference')
  await expect(page.locator('#payment-reference-error')).toHaveText('A check payment needs the check’s number')
  await expect(reference).toHaveAttribute('aria-invalid', 'true')
  await expect(reference).toBeFocused()
  await expect(form.getByLabel('Amount received (dollars)')).toHaveValue('1.25')
  await expectNoAxeViolations(page)

  // An amount that is not dollars is asked for again before anything is sent.
  await form.getByLabel('Amount received (dollars)').fill('1.2.5')
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(page.locator('#payment-amount-error')).toHaveText('Enter the amount in dollars, such as 125.50')

  const checkNumber = `E2E-${Date.now().toString(36)}`
  await form.getByLabel('Amount received (dollars)').fill('1.25')
  await reference.fill(checkNumber)
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(form.getByRole('status')).toHaveText(`Payment of $1.25 recorded for ${BROOKS}.`)
  await expect(page.locator('#payment-reference-error')).toHaveText('')
  await expect(form.getByLabel('Amount received (dollars)')).toHaveValue('')
  // The ledger and the balances are read again.
  await expect.poll(async () => centsOf(await ledger(page).getByTestId('ledger-balance').innerText())).toBe(before - 125)
  await expect.poll(() => rowBalance(brooks)).toBe(before - 125)
  await expect(entries.getByRole('row').filter({ hasText: checkNumber })).toContainText('-$1.25')

  // Closing the ledger brings the focus back to the family it was opened from.
  await ledger(page).getByRole('button', { name: 'Close the ledger' }).click()
  await expect(heading).toHaveCount(0)
  await expect(brooks.getByRole('button', { name: BROOKS })).toBeFocused()
})

test('a billing run for a month already billed issues nothing and says so; the subsidy report downloads as CSV', async ({ page }) => {
  await openBilling(page)
  const run = page.getByRole('region', { name: 'Run billing' })
  const month = run.getByLabel('Month to bill')
  // The current month first.
  await expect(month).toHaveValue(centreMonth(0).period)
  const last = centreMonth(1)
  await month.fill(last.period)
  await run.getByRole('button', { name: 'Run billing' }).click()
  // Invoices are never changed or deleted: the run asks once more, naming the month.
  await expect(run.getByText(`Issue the invoices for ${last.name}?`)).toBeVisible()
  await expect(run.getByRole('button', { name: 'Yes, run billing' })).toBeFocused()
  await run.getByRole('button', { name: 'Yes, run billing' }).click()
  await expect(run.getByRole('status')).toHaveText(new RegExp(`^${last.name}: no new invoices; \\d+ famil(y was|ies were) already invoiced\\.$`))
  await expectNoAxeViolations(page)

  const report = page.getByRole('region', { name: 'Subsidy attendance report' })
  await report.getByRole('textbox', { name: 'Month', exact: true }).fill('2026-10')
  const downloading = page.waitForEvent('download')
  await report.getByRole('link', { name: 'Download the report for October 2026 (CSV)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('subsidy-attendance-2026-10.csv')
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
  const [header, ...rows] = csv.trim().split(/\r?\n/)
  expect(header).toBe('Agency,Case number,Child,Date,Attendance')
  // Yusuf's authorization with the Wake County agency: each weekday of October, present or absent.
  const yusuf = rows.filter((row) => row.includes('WAKE-2026-0418'))
  expect(yusuf).toHaveLength(22)
  for (const row of yusuf) expect(row).toMatch(/^Wake County Department of Social Services,WAKE-2026-0418,Yusuf [^,]+,2026-10-\d{2},(present|absent)$/)
})

test('an agency’s payment for Yusuf’s authorization: a write-off asks its reason by its field, then the share, the payment and the shortfall are announced; the same month again is refused', async ({ page }) => {
  // A month of the demo authorization (July 2026 to June 2027) that no other test pays; a retry takes the one before.
  const month = ['2027-05', '2027-04', '2027-03'][test.info().retry]!
  const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${month}-01T00:00:00Z`))
  await openBilling(page)
  const section = page.getByRole('region', { name: 'Record an agency payment' })
  const form = section.getByRole('form', { name: 'Record an agency payment' })
  const authorization = form.getByLabel('Authorization')
  // Nothing chosen yet: asked for before anything is sent.
  await form.getByLabel('Amount received (dollars)').fill('900')
  await form.getByRole('button', { name: 'Record agency payment' }).click()
  await expect(page.locator('#agency-payment-authorization-error')).toHaveText('Choose the authorization the agency paid for')
  await expect(authorization).toBeFocused()

  const option = authorization.locator('option', { hasText: 'WAKE-2026-0418' })
  await expect(option).toHaveText(/^Yusuf [^,]+, Wake County Department of Social Services, case WAKE-2026-0418 \(Jul 1, 2026 to Jun 30, 2027\)$/)
  await authorization.selectOption((await option.getAttribute('value'))!)
  const childName = (await option.innerText()).split(',')[0]!
  await form.getByLabel('Month paid for').fill(month)
  await form.getByLabel('If the agency paid less than its share').selectOption({ label: 'Write the difference off' })
  await form.getByRole('button', { name: 'Record agency payment' }).click()
  // The server's rule, by its field; what was typed stays.
  await expect(page.locator('#agency-payment-reason-error')).toHaveText('A write-off needs its reason')
  await expect(form.getByLabel('Reason for a write-off')).toBeFocused()
  await expect(form.getByLabel('Amount received (dollars)')).toHaveValue('900')
  await expectNoAxeViolations(page)

  await form.getByLabel('Reason for a write-off').fill('Agency rate cut for the month')
  await form.getByLabel('Payment reference').fill(`E2E-${month}`)
  await form.getByRole('button', { name: 'Record agency payment' }).click()
  await expect(form.getByRole('status')).toHaveText(`Agency payment of $900.00 recorded for ${childName}, ${monthName}: its share $1,012.00, written off $112.00.`)
  await expect(form.getByLabel('Amount received (dollars)')).toHaveValue('')

  // The same authorization and month again: refused, nothing recorded twice.
  await form.getByLabel('Amount received (dollars)').fill('900')
  await form.getByLabel('Reason for a write-off').fill('Again')
  await form.getByRole('button', { name: 'Record agency payment' }).click()
  await expect(form.getByRole('alert')).toHaveText('This authorization’s payment for the month is already recorded: correct it in the ledger')
  await expect(form.getByRole('status')).toHaveText('')
})

test('/es/staff/billing is in Spanish, the server’s messages too, with no axe violations', async ({ page }) => {
  await openBilling(page, '/es/staff/billing')
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
  for (const name of ['Saldos', 'Facturar un mes', 'Informe de asistencia para subsidios']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  const table = page.getByRole('region', { name: 'Saldos', exact: true })
  for (const column of ['Familia', 'Saldo', 'Al día', 'De 1 a 30 días', 'Más de 90 días']) await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible()
  await expect(page.getByText(/^(Cargando|Loading)/)).toHaveCount(0)
  await expectNoAxeViolations(page)

  await table.getByRole('button', { name: BROOKS, exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: `Libro de cuentas de ${BROOKS}` })).toBeFocused()
  await expect(ledger(page).getByRole('columnheader', { name: 'Saldo después' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Registrar un pago' })
  await form.getByLabel('Importe recibido (dólares)').fill('2')
  await form.getByLabel('Forma de pago').selectOption({ label: 'Cheque' })
  await form.getByRole('button', { name: 'Registrar el pago' }).click()
  await expect(page.locator('#payment-reference-error')).toHaveText('Un pago con cheque necesita el número del cheque')
  await expect(page.getByText(/^(Cargando|Loading)/)).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('/admin links to the billing screen; teachers and editors never see it: not linked, turned away to /login, refused by the API', async ({ page, browser }) => {
  await signIn(page, ACCOUNTS.admin)
  await page.goto('/admin')
  await page.getByRole('link', { name: 'Billing' }).click()
  await expect(page).toHaveURL(/\/staff\/billing$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible()

  for (const account of [ACCOUNTS.ana, ACCOUNTS.editor]) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const visitor = await context.newPage()
    await signIn(visitor, account)
    if (account === ACCOUNTS.ana) {
      await visitor.goto('/staff/attendance')
      await expect(visitor.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible()
      await expect(visitor.getByRole('link', { name: 'Billing' })).toHaveCount(0)
    }
    await visitor.goto('/staff/billing')
    await expect(visitor).toHaveURL(/\/login\?next=%2Fstaff%2Fbilling$/)
    await expect(visitor.getByRole('heading', { name: 'Balances' })).toHaveCount(0)
    expect((await apiGet(visitor, '/api/admin/billing/aging')).status()).toBe(403)
    expect((await apiGet(visitor, '/api/admin/billing/ledger')).status()).toBe(403)
    await context.close()
  }
})
