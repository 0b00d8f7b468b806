import { expect, type Page, test } from '@playwright/test'

import { centreToday } from '@/lib/dates'

import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'

/**
 * The parents' billing screens (docs/spec.md §14): /billing with the family's balance, the invoices to
 * pay, recent payments and the year-end statements; an invoice as a page and as a PDF; in English and in
 * Spanish (the account's language), each passing axe. The Brooks family (Noah) is a month behind in the
 * demo; a billing run of a month of this file's own (January 2031) gives it an invoice no other file pays.
 */

const OWN_MONTH = '2031-01'
const origin = () => test.info().project.use.baseURL!.replace(/\/$/, '')

type Account = { balanceCents: number; openInvoices: { id: string; number: number; period: string; dueOn: string; totalCents: number; openCents: number }[] }

/** A GET of our /api as the page's own script makes it (the session's cookie, same origin). */
async function read<T>(page: Page, path: string): Promise<{ status: number; type: string | null; body: T | null; head: string }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url)
    const type = response.headers.get('content-type')
    if (type?.startsWith('application/pdf')) {
      const bytes = new Uint8Array(await response.arrayBuffer())
      return { status: response.status, type, body: null, head: String.fromCharCode(...bytes.slice(0, 5)) }
    }
    return { status: response.status, type, body: await response.json(), head: '' }
  }, path)
}

test.describe('the family’s billing in the portal', () => {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    await signIn(page, ACCOUNTS.admin)
    const response = await page.request.post('/api/admin/billing/runs', { data: { period: OWN_MONTH }, headers: { Origin: origin() } })
    expect(response.status(), await response.text()).toBe(200)
    await page.close()
  })

  test('balance, invoices to pay, payments and statements; an invoice as a page and as a PDF', async ({ page }) => {
    await signIn(page, ACCOUNTS.emily)
    await page.goto('/parent-dashboard')
    const summary = page.getByRole('region', { name: 'Billing' })
    await expect(summary).toContainText('You owe')
    await summary.getByRole('link', { name: 'Invoices, payments and statements' }).click()
    await expect(page).toHaveURL(/\/billing$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible()

    const account = (await read<Account>(page, '/api/billing/account')).body!
    expect(account.balanceCents).toBeGreaterThan(0)
    const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText(`You owe ${dollars(account.balanceCents)}`)
    const january = account.openInvoices.find((invoice) => invoice.period === OWN_MONTH)!
    const toPay = page.getByRole('region', { name: 'Invoices to pay' })
    await expect(toPay.getByRole('listitem')).toHaveCount(account.openInvoices.length)
    const row = toPay.getByRole('listitem').filter({ hasText: `Invoice ${january.number}, January 2031` })
    await expect(row).toContainText(`${dollars(january.openCents)} to pay of ${dollars(january.totalCents)}`)
    // Due ten days after the run issued it (today).
    const due = (locale: string) => new Date(`${january.dueOn}T12:00:00Z`).toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' })
    await expect(row).toContainText(`Due by ${due('en-US')}`)
    // Without online payment, how to pay at the centre.
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('Pay at the centre by cash, check or money order')
    await expect(page.getByRole('region', { name: 'Recent payments' }).getByRole('listitem').first()).toContainText(/Check 10\d\d|Bank transfer/)
    const statements = page.getByRole('region', { name: 'Year-end statements' })
    // The centre's year (the page's): on 31 December after 19:00 in New York the machine's UTC year is already the next one.
    const thisYear = Number(centreToday().slice(0, 4))
    await expect(statements.getByRole('link', { name: `Statement for ${thisYear} (PDF)` })).toHaveAttribute('href', `/api/billing/statement?year=${thisYear}`)
    const statement = await read(page, `/api/billing/statement?year=${thisYear}`)
    expect([statement.status, statement.type, statement.head]).toEqual([200, 'application/pdf', '%PDF-'])
    await expectNoAxeViolations(page)

    // The PDF, then the invoice as a page.
    const pdfHref = await row.getByRole('link', { name: `PDF of invoice ${january.number}` }).getAttribute('href')
    const pdf = await read(page, pdfHref!)
    expect([pdf.status, pdf.type, pdf.head]).toEqual([200, 'application/pdf', '%PDF-'])
    await row.getByRole('link', { name: `View invoice ${january.number}` }).click()
    await expect(page).toHaveURL(new RegExp(`/billing/invoices/${january.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${january.number}` })).toBeVisible()
    const lines = page.getByRole('table', { name: 'The invoice’s lines' })
    await expect(lines.getByRole('row').filter({ hasText: 'Noah' }).first()).toContainText('Preschool, three days a week')
    await expect(lines.getByRole('row', { name: /^Total/ })).toContainText(dollars(january.totalCents))
    await expect(page.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', pdfHref!)
    await expectNoAxeViolations(page)

    // Another family's invoice is not found here.
    const other = await read<{ error?: string }>(page, '/api/billing/invoices/999999999/pdf')
    expect(other.status).toBe(404)
  })

  test('in Spanish, the account’s language: the same screens in Spanish words', async ({ page }) => {
    await signIn(page, ACCOUNTS.emily)
    await page.goto('/billing')
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
    try {
      await expect(page).toHaveURL(/\/es\/billing$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Facturación' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Saldo' })).toContainText('Usted debe')
      const row = page.getByRole('region', { name: 'Facturas por pagar' }).getByRole('listitem').filter({ hasText: 'enero de 2031' })
      const january = (await read<Account>(page, '/api/billing/account')).body!.openInvoices.find((invoice) => invoice.period === OWN_MONTH)!
      await expect(row).toContainText(`Vence el ${new Date(`${january.dueOn}T12:00:00Z`).toLocaleDateString('es', { dateStyle: 'long', timeZone: 'UTC' })}`)
      await expect(page.getByRole('region', { name: 'Resúmenes anuales' })).toBeVisible()
      await expectNoAxeViolations(page)
      await row.getByRole('link', { name: /^Ver la factura/ }).click()
      await expect(page.getByRole('heading', { level: 1, name: /^Factura \d+$/ })).toBeVisible()
      // The lines in the page's words; the programme named as the invoice was issued (in the family's language then, English).
      const lines = page.getByRole('table', { name: 'Las líneas de la factura' })
      await expect(lines).toContainText(/Preschool, three days a week, \d+ días/)
      await expect(lines).toContainText('Descuento: Staff family')
      await expect(lines).toContainText('Total de la factura')
      await expectNoAxeViolations(page)
    } finally {
      // The account back in English, as the demo has it.
      await page.request.post('/api/account/language', { data: { language: 'en' }, headers: { Origin: origin() } })
    }
  })
})
