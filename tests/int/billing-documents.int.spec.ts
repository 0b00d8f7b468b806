/**
 * The billing papers through our /api (docs/spec.md §14): an invoice as a PDF, in the family's language,
 * and the year-end statement, with the centre's tax id and what the family paid per child in the year. The
 * PDFs' text is extracted (pdfjs) and read as a parent would. Each answers every caller as the family's
 * account and invoices do: a parent their own, admins any, teachers, editors and visitors nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import type { InvoiceRecord } from '@/features/billing/record'
import { billingMessages } from '@/features/billing/schemas'
import { formatCents } from '@/features/billing/money'
import { SITE_SETTINGS } from '@/features/site-content/seed'
import { centreToday } from '@/lib/dates'

import { api } from './helpers/api'
import { signedIn } from './helpers/logins'
import { type FloorActors, loadFloorActors, testPayload } from './helpers/payload'

let actors: FloorActors
const cookies: Record<'admin' | 'parentA' | 'parentB' | 'editor' | 'teacherX', string> = { admin: '', parentA: '', parentB: '', editor: '', teacherX: '' }
let sequence = 0
const unique = () => `${Date.now().toString(36)}${++sequence}`

/** The words of a PDF, as a reader's copy-and-paste gives them (whitespace made single). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const document = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await document.destroy()
  return pages.join(' ').replace(/\s+/g, ' ')
}

/** An amount as the PDF's extracted text reads it (Intl's no-break spaces as plain ones). */
const amount = (cents: number, locale: 'en' | 'es') => formatCents(cents, locale).replace(/\s+/g, ' ')

/** A family of its own (in `language`), its children on plans from `from`: its papers are this test's alone. */
async function family(language: 'en' | 'es', children: { firstName: string; rateCode: string }[], from = '2025-09-01') {
  const payload = await testPayload()
  const lastName = `Paper${unique()}`
  const id = (await payload.create({ collection: 'users', data: { username: `papers${unique()}`, password: 'secret-123', firstName: 'Ana', lastName, role: 'parent', language } as never, overrideAccess: true })).id
  const kids: string[] = []
  for (const child of children) {
    const kid = (await payload.create({ collection: 'children', data: { firstName: child.firstName, lastName, dateOfBirth: '2022-01-10', enrollmentDate: from, parent: id }, overrideAccess: true, user: actors.admin })).id
    await payload.create({ collection: 'billing-plans', data: { child: kid, rateCode: child.rateCode, from } as never, overrideAccess: true, user: actors.admin })
    kids.push(kid)
  }
  return { id, lastName, kids }
}

/** The family's invoice for a month, issued on the month's first day (as the seed issues its past months). */
async function invoiceFor(familyId: string, period: string) {
  const payload = await testPayload()
  return payload.create({ collection: 'invoices', data: { family: familyId, period } as never, context: { seedIssuedOn: `${period}-01` }, overrideAccess: true, user: actors.admin })
}

const pay = (familyId: string, amountCents: number, receivedAt: string) =>
  api('POST', '/api/admin/billing/payments', { cookie: cookies.admin, body: { familyId, amountCents, method: 'cash', receivedAt } })

beforeAll(async () => {
  actors = await loadFloorActors()
  Object.assign(cookies, await signedIn('admin', 'parentA', 'parentB', 'editor', 'teacherX'))
})

describe('an invoice as a PDF', () => {
  it('the parent’s own invoice: the centre, the family, each line in words, the total and what is owed', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'invoices', where: { family: { equals: actors.parentA!.id } }, sort: 'number', limit: 1, overrideAccess: true, depth: 0 })
    const stored = docs[0]!
    const json = await api<InvoiceRecord>('GET', `/api/billing/invoices/${stored.id}`, { cookie: cookies.parentA })
    const pdf = await api('GET', `/api/billing/invoices/${stored.id}/pdf`, { cookie: cookies.parentA })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toBe(`inline; filename="invoice-${stored.number}.pdf"`)
    expect(pdf.headers.get('cache-control')).toBe('no-store')
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-')
    const text = await pdfText(pdf.bytes)
    expect(text).toContain(SITE_SETTINGS.name)
    expect(text).toContain(SITE_SETTINGS.address)
    expect(text).toContain(`Invoice ${stored.number}`)
    expect(text).toContain('Maria Garcia')
    const tuition = json.body.lines.find((line) => line.kind === 'tuition')!
    expect(text).toContain(`${tuition.childName}`)
    expect(text).toContain(`${tuition.detail.programme}, ${tuition.detail.days} days`)
    expect(text).toContain(`Total ${amount(json.body.totalCents, 'en')}`)
    expect(text).toContain(json.body.openCents > 0 ? `Still owed ${amount(json.body.openCents, 'en')}` : 'Paid in full')
  })

  it('in the family’s language: a Spanish family’s invoice reads in Spanish, its programme too', async () => {
    const { id, lastName } = await family('es', [{ firstName: 'Lucía', rateCode: 'preschool-full-time' }])
    const invoice = await invoiceFor(id, '2025-10')
    expect(invoice.language).toBe('es')
    expect((invoice.lines ?? [])[0]!.detail).toMatchObject({ programme: 'Preescolar, tiempo completo', days: 23 })
    const pdf = await api('GET', `/api/billing/invoices/${invoice.id}/pdf`, { cookie: cookies.admin })
    expect(pdf.status).toBe(200)
    const text = await pdfText(pdf.bytes)
    expect(text).toContain(`Factura ${invoice.number}`)
    expect(text).toContain('octubre de 2025')
    expect(text).toContain('Vence el 11 de octubre de 2025')
    expect(text).toContain(`Ana ${lastName}`)
    expect(text).toContain(`Lucía ${lastName}`)
    expect(text).toContain('Preescolar, tiempo completo, 23 días')
    expect(text).toContain(`Total de la factura ${amount(invoice.totalCents!, 'es')}`)
    expect(text).toContain('Pague en el centro')
  })

  it('answers every caller as the invoice itself does: another family’s, a teacher’s, an editor’s, a visitor’s request finds nothing', async () => {
    const { id } = await family('en', [{ firstName: 'Other', rateCode: 'twos-full-time' }])
    const theirs = await invoiceFor(id, '2025-11')
    for (const cookie of [cookies.parentA, cookies.teacherX, cookies.editor, undefined]) {
      const json = await api('GET', `/api/billing/invoices/${theirs.id}`, { cookie })
      const pdf = await api('GET', `/api/billing/invoices/${theirs.id}/pdf`, { cookie })
      expect(pdf.status).toBe(json.status)
      expect(pdf.status).not.toBe(200)
      expect(pdf.headers.get('content-type')).not.toBe('application/pdf')
    }
    expect((await api('GET', '/api/billing/invoices/not-an-id/pdf', { cookie: cookies.admin })).status).toBe(404)
  })
})

describe('the year-end statement', () => {
  it('what the family paid in the year for each child, with the centre’s name, address and tax id; agency money and credits left out', async () => {
    const payload = await testPayload()
    const { id, lastName, kids } = await family('en', [
      { firstName: 'Lily', rateCode: 'toddler-full-time' },
      { firstName: 'Ethan', rateCode: 'school-age-after' },
    ])
    // October paid before November's invoice is issued (so it takes no late-payment fee).
    const october = await invoiceFor(id, '2025-10')
    expect((await pay(id, october.totalCents!, '2025-10-06')).status).toBe(201)
    const november = await invoiceFor(id, '2025-11')
    const half = Math.floor(november.totalCents! / 2)
    expect((await pay(id, half, '2025-11-06')).status).toBe(201)
    await payload.create({ collection: 'ledger-entries', data: { family: id, kind: 'credit', amountCents: -1_000, postedOn: '2025-12-01', description: 'Goodwill credit' } as never, user: actors.admin, overrideAccess: false })
    expect((await pay(id, november.totalCents! - half - 1_000, '2026-01-05')).status).toBe(201)

    const statement = await api('GET', `/api/billing/statement?year=2025&familyId=${id}`, { cookie: cookies.admin })
    expect(statement.status).toBe(200)
    expect(statement.headers.get('content-type')).toBe('application/pdf')
    expect(statement.headers.get('content-disposition')).toBe('inline; filename="statement-2025.pdf"')
    const text = await pdfText(statement.bytes)
    expect(text).toContain('Child care payments in 2025')
    expect(text).toContain(SITE_SETTINGS.name)
    expect(text).toContain(SITE_SETTINGS.address)
    expect(text).toContain(`Tax id (EIN): ${SITE_SETTINGS.taxId}`)
    expect(text).toContain(`Ana ${lastName}`)
    // A row per child, their parts adding up to the total.
    const rowOf = (name: string) => Number(new RegExp(`${name} ${lastName} \\$([\\d,]+\\.\\d\\d)`).exec(text)?.[1]?.replaceAll(',', '').replace('.', '') ?? NaN)
    expect(rowOf('Lily')).toBeGreaterThan(rowOf('Ethan'))
    expect(rowOf('Lily') + rowOf('Ethan')).toBe(october.totalCents! + half)
    expect(text).toContain(`Total paid in 2025 ${amount(october.totalCents! + half, 'en')}`)
    expect(kids).toHaveLength(2)

    const next = await pdfText((await api('GET', `/api/billing/statement?year=2026&familyId=${id}`, { cookie: cookies.admin })).bytes)
    expect(next).toContain(`Total paid in 2026 ${amount(november.totalCents! - half - 1_000, 'en')}`)
  })

  it('a parent gets their own; naming another family finds nothing; teachers, editors and visitors get nothing', async () => {
    const own = await api('GET', `/api/billing/statement?year=${centreToday().slice(0, 4)}`, { cookie: cookies.parentA })
    expect(own.status).toBe(200)
    expect(await pdfText(own.bytes)).toContain('Maria Garcia')
    expect((await api('GET', `/api/billing/statement?year=2025&familyId=${actors.parentB!.id}`, { cookie: cookies.parentA })).status).toBe(404)
    expect((await api('GET', '/api/billing/statement?year=2025', { cookie: cookies.teacherX })).status).toBe(403)
    expect((await api('GET', '/api/billing/statement?year=2025', { cookie: cookies.editor })).status).toBe(403)
    expect((await api('GET', '/api/billing/statement?year=2025')).status).toBe(401)
    // An admin names the family.
    const noFamily = await api<{ errors: { message: string }[] }>('GET', '/api/billing/statement?year=2025', { cookie: cookies.admin })
    expect(noFamily.status).toBe(400)
    expect(noFamily.text).toContain(billingMessages.familyId)
  })

  it('refuses a year that is not one, or is still to come, with the spec’s message', async () => {
    const nextYear = Number(centreToday().slice(0, 4)) + 1
    for (const year of ['', 'abc', '25', '1999', String(nextYear)]) {
      const answer = await api('GET', `/api/billing/statement${year === '' ? '' : `?year=${year}`}`, { cookie: cookies.parentA })
      expect(answer.status, year).toBe(400)
      expect(answer.text, year).toContain(billingMessages.year)
    }
  })
})
