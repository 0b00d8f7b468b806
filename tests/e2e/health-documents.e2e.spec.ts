import { type Page, expect, test } from '@playwright/test'

import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'
import { apiGet } from './helpers/staff'

/**
 * Health documents in Chromium (docs/spec.md §15, *Documents*): a parent sends their child's immunization
 * certificate in the portal (a file that is no PDF or image refused on screen, a wrong one removed after a
 * confirmation) and sees it awaiting verification; its file opens for them, private and never cached, and
 * not for another family; an admin opens the child's record on /staff/health and verifies it; the parent
 * then sees it verified, with no way left to remove it; an admin attaches a card's scan on
 * /staff/credentials and its link appears. English and Spanish, without axe violations. Other specs share
 * this database: the documents here are Sofia's, named for the run, and the certificate is removed at the end.
 */

const run = Date.now().toString(36)
const certificate = `Certificate ${run}`
const wrongOne = `Wrong paper ${run}`

/** A PDF as small as a reader (and Payload's check: a header, an xref table, %%EOF) accepts; the title in a comment tells it apart. */
function pdf(title: string): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']
  let body = `%PDF-1.4\n% ${title}\n`
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1')
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

const sofia = (page: Page) => page.getByRole('article', { name: 'Sofia’s health records' })
const sofiaDocument = (page: Page, title: string) => sofia(page).getByTestId('health-document').filter({ hasText: title })

/** The parent's certificate form, opened from Sofia's documents (its heading takes the focus). */
async function openCertificateForm(page: Page) {
  await sofia(page).getByRole('button', { name: 'Send Sofia’s immunization certificate', exact: true }).click()
  const form = page.getByRole('form', { name: 'Send Sofia’s immunization certificate' })
  await expect(form.getByRole('heading', { name: 'Send Sofia’s immunization certificate' })).toBeFocused()
  return form
}

async function sendCertificate(page: Page, title: string) {
  const form = await openCertificateForm(page)
  await form.getByRole('button', { name: 'Certificate file', exact: true }).setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: pdf(title) })
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await form.getByRole('button', { name: 'Send the certificate' }).click()
  await expect(sofia(page).getByTestId('documents-status')).toHaveText('Sofia’s certificate was sent. Staff will check it against the record.')
  await expect(sofia(page).getByRole('button', { name: 'Send Sofia’s immunization certificate', exact: true })).toBeFocused()
}

test.describe.configure({ mode: 'serial' })

test('a parent sends a text file named .pdf: refused on screen, in the alert and by the file, and nothing is sent', async ({ page }) => {
  await signIn(page, ACCOUNTS.maria)
  await page.goto('/parent-dashboard')
  await expect(sofia(page).getByRole('heading', { level: 4, name: 'Documents' })).toBeVisible()
  const form = await openCertificateForm(page)
  const file = form.getByRole('button', { name: 'Certificate file', exact: true })
  await file.setInputFiles({ name: `notes-${run}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('Just some notes, not a certificate.\n') })
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`Notes ${run}`)
  await form.getByRole('button', { name: 'Send the certificate' }).click()
  await expect(form.getByRole('alert')).toHaveText('Not sent: Only a PDF or a JPEG, PNG or WebP image can be uploaded here.')
  await expect(form.locator('[id$="-file-error"]')).toHaveText('Only a PDF or a JPEG, PNG or WebP image can be uploaded here.')
  await expect(file).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(sofiaDocument(page, `Notes ${run}`)).toHaveCount(0)
})

test('a parent sends the certificate: awaiting verification, its file theirs alone (private, never cached); a wrong one is removed after a confirmation', async ({ page, browser }) => {
  await signIn(page, ACCOUNTS.maria)
  await page.goto('/parent-dashboard')

  // A wrong paper sent, then taken back: asked first, then gone.
  await sendCertificate(page, wrongOne)
  const wrong = sofiaDocument(page, wrongOne)
  await wrong.getByRole('button', { name: `Remove ${wrongOne}`, exact: true }).click()
  await expect(wrong.getByRole('group', { name: `Remove ${wrongOne}? The centre will no longer have it.` })).toBeVisible()
  await wrong.getByRole('button', { name: 'Yes, remove it' }).click()
  await expect(sofia(page).getByTestId('documents-status')).toHaveText(`${wrongOne} removed.`)
  await expect(wrong).toHaveCount(0)

  await sendCertificate(page, certificate)
  const sent = sofiaDocument(page, certificate)
  await expect(sent).toHaveCount(1)
  await expect(sent).toContainText('Immunization certificate')
  await expect(sent).toContainText(/Sent by Maria Garcia on /)
  await expect(sent.getByTestId('document-status')).toHaveText('Awaiting verification')
  await expect(sent.getByRole('button', { name: `Remove ${certificate}`, exact: true })).toBeVisible()

  // The link downloads the PDF, as a link does (no Origin header, the session's cookie).
  const link = sent.getByRole('link', { name: `Download ${certificate} (PDF)`, exact: true })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  const bytes = await download.createReadStream().then((stream) => stream.toArray()).then((chunks) => Buffer.concat(chunks))
  expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
  // The page's session, as the API helpers send it (Payload reads the cookie of a request that names its origin).
  const url = (await link.getAttribute('href'))!
  const own = await apiGet(page, url)
  expect(own.status()).toBe(200)
  expect(own.headers()['cache-control']).toBe('private, no-store')
  expect(own.headers()['content-type']).toMatch(/^application\/pdf/)

  // Nobody signed in, then another family's parent: not theirs to open.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const other = await context.newPage()
  expect([401, 403]).toContain((await apiGet(other, url)).status())
  await signIn(other, ACCOUNTS.james)
  expect([403, 404]).toContain((await apiGet(other, url)).status())
  await context.close()

  await expectNoAxeViolations(page)
  // The demo parent's account has no language of its own, so the portal follows the address.
  await page.goto('/es/parent-dashboard')
  const records = page.getByRole('article', { name: 'Registros de salud de Sofia' })
  const sentEs = records.getByTestId('health-document').filter({ hasText: certificate })
  await expect(sentEs.getByTestId('document-status')).toHaveText('Pendiente de verificación')
  await expect(sentEs.getByRole('link', { name: `Descargar ${certificate} (PDF)`, exact: true })).toBeVisible()
  await expect(records.getByRole('button', { name: 'Enviar el certificado de vacunación de Sofia', exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('an admin opens Sofia’s record on /staff/health and verifies the certificate; an exemption’s document without its exemption is refused by its field; the centre’s own copy is added and removed', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin)
  await page.goto('/staff/health')
  await page.getByLabel('Choose a child').selectOption({ label: 'Sofia Garcia' })
  await page.getByRole('button', { name: 'Open the record', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Health record of Sofia Garcia' })).toBeFocused()
  const documents = page.getByRole('list', { name: 'Documents of Sofia Garcia' })
  const sent = documents.getByTestId('health-document').filter({ hasText: certificate })
  await expect(sent.getByTestId('document-status')).toHaveText('Awaiting verification')
  await expect(sent).toContainText(/Sent by Maria Garcia on /)
  await expect(sent.getByRole('link', { name: `Download ${certificate} (PDF)`, exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  await sent.getByRole('button', { name: `Verify ${certificate}`, exact: true }).click()
  await expect(page.getByTestId('documents-status')).toHaveText(`${certificate} verified.`)
  await expect(sent.getByTestId('document-status')).toHaveText(/^Verified by .+ on /)
  await expect(sent.getByRole('button', { name: `Verify ${certificate}`, exact: true })).toHaveCount(0)

  // An exemption's document names its exemption: the server's refusal, in the alert and by its field.
  const form = page.getByRole('form', { name: 'Add a document' })
  await form.getByRole('combobox', { name: 'What it is', exact: true }).selectOption({ label: 'Exemption document' })
  await expect(form.getByRole('combobox', { name: 'Exemption', exact: true })).toBeVisible()
  await form.getByRole('button', { name: 'File', exact: true }).setInputFiles({ name: 'exemption.pdf', mimeType: 'application/pdf', buffer: pdf(`Exemption ${run}`) })
  await form.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(form.getByRole('alert')).toHaveText('Not uploaded: Choose one of this child’s exemptions')
  await expect(page.locator('#health-document-exemption-error')).toHaveText('Choose one of this child’s exemptions')
  await expect(documents.getByTestId('health-document').filter({ hasText: 'Exemption document' })).toHaveCount(0)

  // The centre's own copy of a certificate: added, announced, the form blank again; then taken away.
  const copy = `Centre copy ${run}`
  await form.getByRole('combobox', { name: 'What it is', exact: true }).selectOption({ label: 'Immunization certificate' })
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(copy)
  await form.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByTestId('documents-status')).toHaveText('Immunization certificate added for Sofia Garcia.')
  const added = documents.getByTestId('health-document').filter({ hasText: copy })
  await expect(added.getByTestId('document-status')).toHaveText('Awaiting verification')
  await expect(form.getByRole('button', { name: 'File', exact: true })).toHaveValue('')
  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('')
  await added.getByRole('button', { name: `Remove ${copy}`, exact: true }).click()
  await added.getByRole('button', { name: 'Yes, remove it' }).click()
  await expect(page.getByTestId('documents-status')).toHaveText(`${copy} removed.`)
  await expect(added).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 3, name: 'Documents' })).toBeFocused()
})

test('the parent sees the certificate verified and can no longer remove it; an admin then removes it after a confirmation', async ({ page, browser }) => {
  await signIn(page, ACCOUNTS.maria)
  await page.goto('/parent-dashboard')
  const sent = sofiaDocument(page, certificate)
  await expect(sent.getByTestId('document-status')).toHaveText('Verified by staff')
  await expect(sent.getByRole('button', { name: `Remove ${certificate}`, exact: true })).toHaveCount(0)
  await expect(sent.getByRole('link', { name: `Download ${certificate} (PDF)`, exact: true })).toBeVisible()

  // The centre keeps what it verified; the admin takes this run's paper away again.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const admin = await context.newPage()
  await signIn(admin, ACCOUNTS.admin)
  await admin.goto('/staff/health')
  await admin.getByLabel('Choose a child').selectOption({ label: 'Sofia Garcia' })
  await admin.getByRole('button', { name: 'Open the record', exact: true }).click()
  const staffSide = admin.getByRole('list', { name: 'Documents of Sofia Garcia' }).getByTestId('health-document').filter({ hasText: certificate })
  await staffSide.getByRole('button', { name: `Remove ${certificate}`, exact: true }).click()
  await staffSide.getByRole('button', { name: 'Yes, remove it' }).click()
  await expect(admin.getByTestId('documents-status')).toHaveText(`${certificate} removed.`)
  await expect(staffSide).toHaveCount(0)
  await context.close()
})

test('an admin attaches the scan of a card on /staff/credentials: its link appears and opens the file', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin)
  await page.goto('/staff/credentials')
  const ana = page.getByTestId('staff-member').filter({ has: page.getByRole('heading', { level: 3, name: /^Ana Lopez/ }) })
  const card = ana.getByRole('list', { name: 'Ana Lopez’s credentials' }).getByRole('listitem').first()
  await card.getByRole('button', { name: /^Attach a (new )?scan \(.+ of Ana Lopez\)$/ }).setInputFiles({ name: `card-${run}.pdf`, mimeType: 'application/pdf', buffer: pdf(`Card ${run}`) })
  await expect(card.getByTestId('card-status')).toHaveText(/^Scan attached to .+ of Ana Lopez\.$/)
  const link = card.getByRole('link', { name: /^Open the card’s scan \(.+ of Ana Lopez\)$/ })
  await expect(link).toBeVisible()
  const file = await apiGet(page, (await link.getAttribute('href'))!)
  expect(file.status()).toBe(200)
  expect(file.headers()['cache-control']).toBe('private, no-store')
  expect((await file.body()).toString('latin1')).toContain(`Card ${run}`)
  await expect(card.getByRole('button', { name: /^Attach a new scan/ })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/es/staff/credentials')
  const anaEs = page.getByTestId('staff-member').filter({ has: page.getByRole('heading', { level: 3, name: /^Ana Lopez/ }) })
  await expect(anaEs.getByRole('link', { name: /^Abrir el escaneo de la tarjeta/ }).first()).toBeVisible()
  await expect(page.getByText(/^(Cargando|Loading)/)).toHaveCount(0)
  await expectNoAxeViolations(page)
})
