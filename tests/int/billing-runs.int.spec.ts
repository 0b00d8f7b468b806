/**
 * Invoices and the family's account through our /api (docs/spec.md §14): a billing run issues one invoice
 * per family and month, numbered without gaps, however often and however many at once it runs; an invoice
 * is never changed; a desk payment lowers the balance and pays the oldest invoice first; a parent reads their
 * own family's account and invoices only, teachers and editors nothing; the caller is checked before the
 * body is read; bad input is refused with its message and changes nothing.
 */
import { type TypedUser, createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { AgingRecord, BillingAccountRecord, BillingRunRecord, InvoiceRecord, LedgerEntryRecord } from '@/features/billing/record'
import { billingMessages } from '@/features/billing/schemas'
import { invoiceLines, invoiceTotal, parsePeriod } from '@/features/billing/tuition'
import { BILLING_RUN_CRON, billingRunTask, runScheduledBilling } from '@/features/billing/jobs/billingRun'
import { BILLING_RUN, billingFactsOf, lateFactsOf, prepareFamilies } from '@/features/billing/hooks/issueInvoice'
import { drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { centreToday } from '@/lib/dates'
import { JOB_QUEUE } from '@/mail/queues'
import { seedPasswords } from '@/seed/demoData'

import { api } from './helpers/api'
import { signedIn } from './helpers/logins'
import { type FloorActors, USERNAMES, countAll, loadFloorActors, testPayload } from './helpers/payload'
import { rest, restLogin } from './helpers/rest'

let actors: FloorActors
const cookies: Record<'admin' | 'parentA' | 'parentB' | 'editor' | 'teacherX', string> = { admin: '', parentA: '', parentB: '', editor: '', teacherX: '' }
let sequence = 0
const unique = () => `${Date.now().toString(36)}${++sequence}`

/** A family of its own with one child on a monthly plan from `from`: its invoices are this test's alone. */
async function billedFamily(from = '2026-09-01', rateCode = 'twos-full-time'): Promise<{ family: string; child: string }> {
  const payload = await testPayload()
  const family = (await payload.create({ collection: 'users', data: { username: `runs${unique()}`, password: 'secret-123', firstName: 'Run', lastName: 'Family', role: 'parent' } as never, overrideAccess: true })).id
  const child = (await payload.create({ collection: 'children', data: { firstName: 'Run', lastName: `Child${sequence}`, dateOfBirth: '2024-01-10', enrollmentDate: from, parent: family }, overrideAccess: true, user: actors.admin })).id
  await payload.create({ collection: 'billing-plans', data: { child, rateCode, from } as never, overrideAccess: true, user: actors.admin })
  return { family, child }
}

/** A month of its own for each test that runs the whole centre's billing (months no seed or other test bills). */
let monthIndex = 0
const freshPeriod = () => {
  const index = 2091 * 12 + monthIndex++
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

const run = (period: string, cookie = cookies.admin) => api<BillingRunRecord>('POST', '/api/admin/billing/runs', { cookie, body: { period } })
const account = (cookie: string, familyId?: string) => api<BillingAccountRecord>('GET', `/api/billing/account${familyId ? `?familyId=${familyId}` : ''}`, { cookie })

beforeAll(async () => {
  actors = await loadFloorActors()
  Object.assign(cookies, await signedIn('admin', 'parentA', 'parentB', 'editor', 'teacherX'))
})

describe('the demo’s billing', () => {
  it('every demo family has the last three months’ invoices, paid but for the Brooks family’s last', async () => {
    const payload = await testPayload()
    const { docs: parents } = await payload.find({ collection: 'users', where: { username: { in: ['maria.garcia', 'james.okafor', 'wei.chen', 'fatima.hassan', 'emily.brooks'] } }, overrideAccess: true, depth: 0, pagination: false })
    for (const parent of parents) {
      const { docs: invoices } = await payload.find({ collection: 'invoices', where: { and: [{ family: { equals: parent.id } }, { period: { less_than: centreToday().slice(0, 7) } }] }, overrideAccess: true, depth: 0, sort: 'period' })
      expect(invoices.length, parent.username!).toBe(3)
      expect(invoices.every((invoice) => String(invoice.issuedOn).slice(0, 10) === `${invoice.period}-01`)).toBe(true)
      const { body } = await account(cookies.admin, parent.id)
      // Of the seeded months (other files may bill these families for far months of their own).
      const seededOpen = body.openInvoices.filter((invoice) => invoice.period < centreToday().slice(0, 7)).map((invoice) => invoice.period)
      expect(seededOpen, parent.username!).toEqual(parent.username === 'emily.brooks' ? [invoices[2]!.period] : [])
    }
  })
})

describe('a billing run', () => {
  it('issues one invoice per family with a plan in the month, with the lines the fee rules compute, and charges it', async () => {
    const payload = await testPayload()
    const { family, child } = await billedFamily('2090-01-12')
    const period = '2090-01'
    const answer = await run(period)
    expect(answer.status).toBe(200)
    const mine = answer.body.issued.find((issued) => issued.familyId === family)!
    const invoice = await payload.findByID({ collection: 'invoices', id: mine.id, overrideAccess: true, depth: 0 })
    // The rules' own answer for this family: a twos rate from Thursday 12 January 2090.
    const { docs: schedules } = await payload.find({ collection: 'fee-schedules', overrideAccess: true, pagination: false, depth: 0 })
    const expected = invoiceLines(
      parsePeriod(period)!,
      [{ childId: child, childName: `Run Child${sequence}`, rateCode: 'twos-full-time', from: '2090-01-12', to: null, discountBasisPoints: 0, discountReason: null, chargeRegistrationFee: false }],
      schedules.map((schedule) => ({ ...schedule, effectiveFrom: String(schedule.effectiveFrom).slice(0, 10) })) as never,
    )
    expect(invoice.totalCents).toBe(invoiceTotal(expected))
    expect(invoice.lines!.map((line) => [line.kind, line.amountCents])).toEqual(expected.map((line) => [line.kind, line.amountCents]))
    expect(invoice.language).toBe('en')
    const { docs: charges } = await payload.find({ collection: 'ledger-entries', where: { invoice: { equals: mine.id } }, overrideAccess: true, depth: 0 })
    expect(charges.map((charge) => [charge.kind, charge.amountCents, charge.family])).toEqual([['charge', invoice.totalCents, family]])
  })

  it('run again, issues nothing twice; run twice at once, one invoice per family and numbers without gaps', async () => {
    const payload = await testPayload()
    await billedFamily('2090-01-01')
    await billedFamily('2090-01-01')
    const period = freshPeriod()
    const before = await countAll('invoices')
    const [first, second, third] = await Promise.all([run(period), run(period), run(period)])
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200])
    const { docs } = await payload.find({ collection: 'invoices', where: { period: { equals: period } }, overrideAccess: true, pagination: false, depth: 0, sort: 'number' })
    const families = docs.map((doc) => doc.family)
    expect(new Set(families).size).toBe(families.length)
    expect(first.body.issued.length + second.body.issued.length + third.body.issued.length).toBe(docs.length)
    expect(await countAll('invoices')).toBe(before + docs.length)
    // Numbers without gaps: every number from 1 to the highest is used once.
    const { docs: all } = await payload.find({ collection: 'invoices', overrideAccess: true, pagination: false, depth: 0, select: { number: true } })
    const numbers = all.map((doc) => doc.number!).sort((a, b) => a - b)
    expect(numbers).toEqual(numbers.map((_, index) => index + 1))
    const again = await run(period)
    expect(again.body.issued).toEqual([])
    expect(again.body.alreadyInvoiced).toBe(docs.length)
    expect(await countAll('invoices')).toBe(before + docs.length)
  })

  it('only admins run billing, checked before the body is read; a bad period is refused and issues nothing', async () => {
    const before = await countAll('invoices')
    expect((await api('POST', '/api/admin/billing/runs', { body: { period: '2090-05' } })).status).toBe(401)
    for (const cookie of [cookies.parentA, cookies.editor, cookies.teacherX]) {
      expect((await api('POST', '/api/admin/billing/runs', { cookie, raw: 'not json', headers: { 'Content-Type': 'application/json' } })).status).toBe(403)
    }
    for (const period of ['2090-13', '2090-1', 'May', '', null]) {
      const refused = await run(period as string)
      expect(refused.status, String(period)).toBe(400)
      expect(refused.text).toContain(billingMessages.period)
    }
    expect(await countAll('invoices')).toBe(before)
  })

  it('an invoice is never changed or deleted, through /api/cms either', async () => {
    const payload = await testPayload()
    const { family } = await billedFamily('2090-01-01')
    const issued = await payload.create({ collection: 'invoices', data: { family, period: '2090-02' } as never, user: actors.admin, overrideAccess: false })
    const adminCms = await restLogin(USERNAMES.admin, seedPasswords().admin)
    expect((await rest('PATCH', `/invoices/${issued.id}`, { cookie: adminCms, body: { totalCents: 1 } })).status).toBe(403)
    expect((await rest('DELETE', `/invoices/${issued.id}`, { cookie: adminCms })).status).toBe(403)
    const after = await payload.findByID({ collection: 'invoices', id: issued.id, overrideAccess: true, depth: 0 })
    expect(after.totalCents).toBe(issued.totalCents)
    // What an admin types in beside the family and period is not taken: the server computes the invoice.
    const typed = await payload.create({ collection: 'invoices', data: { family, period: '2090-03', totalCents: 1, number: 999_999 } as never, user: actors.admin, overrideAccess: false })
    expect(typed.totalCents).not.toBe(1)
    expect(typed.number).not.toBe(999_999)
  })
})

describe('the scheduled billing run', () => {
  it('is scheduled every morning; it issues the month’s invoices as the server, each with its charge in the audit log, and none twice', async () => {
    const payload = await testPayload()
    expect(billingRunTask.schedule).toEqual([{ cron: BILLING_RUN_CRON, queue: JOB_QUEUE }])
    const { family } = await billedFamily('2092-01-01')
    const first = await runScheduledBilling(payload, '2092-03-15')
    const mine = first.issued.find((issued) => issued.familyId === family)!
    expect(mine.totalCents).toBeGreaterThan(0)
    const { docs: charges } = await payload.find({ collection: 'ledger-entries', where: { invoice: { equals: mine.id } }, overrideAccess: true, depth: 0 })
    expect(charges).toHaveLength(1)
    await drainAuditLog(5_000)
    const { docs: logged } = await payload.find({ collection: 'audit-events', where: { recordId: { in: [mine.id, charges[0]!.id] } }, overrideAccess: true, depth: 0, pagination: false })
    expect(logged.map((entry) => [entry.recordCollection, entry.action, entry.via, entry.userName]).sort()).toEqual([
      ['invoices', 'create', 'job', BILLING_RUN],
      ['ledger-entries', 'create', 'job', BILLING_RUN],
    ])
    // Later in the month, or twice at once: nothing more for the families already invoiced.
    const [again, atOnce] = await Promise.all([runScheduledBilling(payload, '2092-03-16'), runScheduledBilling(payload, '2092-03-16')])
    expect([...again.issued, ...atOnce.issued]).toEqual([])
    expect(await countAll('invoices', { and: [{ family: { equals: family } }, { period: { equals: '2092-03' } }] })).toBe(1)
  })
})

describe('late fees on the next invoice', () => {
  it('an invoice unpaid past the schedule’s days takes the late-payment fee once; a pickup after closing last month is charged by the minute', async () => {
    const payload = await testPayload()
    const { family, child } = await billedFamily('2026-09-01')
    const september = await payload.create({ collection: 'invoices', data: { family, period: '2026-09' } as never, context: { seedIssuedOn: '2026-09-01' }, user: actors.admin, overrideAccess: true })
    // A stay of October's that ended at 10:20 PM where the centre is (EDT: 02:20 UTC the next day), closing at 10:00 PM.
    const { docs: rooms } = await payload.find({ collection: 'classrooms', where: { name: { equals: 'Rainbow Room' } }, limit: 1, overrideAccess: true })
    await payload.update({ collection: 'children', id: child, data: { classroom: rooms[0]!.id }, user: actors.admin, overrideAccess: true })
    const stay = await payload.create({ collection: 'attendance', data: { child } as never, user: actors.admin, overrideAccess: true })
    const pool = (payload.db as unknown as { pool: { query: (sql: string, values: unknown[]) => Promise<unknown> } }).pool
    await pool.query('update attendance set date = $2, checked_in_at = $3, checked_out_at = $4 where id = $1', [stay.id, '2026-10-14', '2026-10-14T12:00:00.000Z', '2026-10-15T02:20:00.000Z'])
    const november = await payload.create({ collection: 'invoices', data: { family, period: '2026-11' } as never, context: { seedIssuedOn: '2026-11-01' }, user: actors.admin, overrideAccess: true })
    const late = (november.lines ?? []).filter((line) => line.kind.startsWith('late-'))
    expect(late.map((line) => [line.kind, line.amountCents, line.detail])).toEqual([
      ['late-pickup-fee', 20 * 100, { minutes: 20, month: '2026-10' }],
      ['late-payment-fee', 2_500, { invoiceNumber: september.number }],
    ])
    // September's fee is charged once: December's invoice does not charge it again (November's own is not yet late enough).
    const december = await payload.create({ collection: 'invoices', data: { family, period: '2026-12' } as never, context: { seedIssuedOn: '2026-11-20' }, user: actors.admin, overrideAccess: true })
    expect((december.lines ?? []).filter((line) => line.kind === 'late-payment-fee')).toEqual([])
  })

  it('across the year: January’s invoice charges the pickup after closing on 31 December (already 1 January in UTC) as December’s, and not one of its own month', async () => {
    const payload = await testPayload()
    // Years no other test's fee schedule reaches (access.int's start in 2094): the demo's 2026–27 schedule is in force.
    const { family, child } = await billedFamily('2087-12-01')
    const { docs: rooms } = await payload.find({ collection: 'classrooms', where: { name: { equals: 'Rainbow Room' } }, limit: 1, overrideAccess: true })
    await payload.update({ collection: 'children', id: child, data: { classroom: rooms[0]!.id }, user: actors.admin, overrideAccess: true })
    const pool = (payload.db as unknown as { pool: { query: (sql: string, values: unknown[]) => Promise<unknown> } }).pool
    const stayOn = async (date: string, checkedInAt: string, checkedOutAt: string) => {
      const stay = await payload.create({ collection: 'attendance', data: { child } as never, user: actors.admin, overrideAccess: true })
      await pool.query('update attendance set date = $2, checked_in_at = $3, checked_out_at = $4 where id = $1', [stay.id, date, checkedInAt, checkedOutAt])
    }
    // 31 December, collected at 10:15 PM where the centre is (EST: 03:15 UTC on 1 January); 2 January, at 10:40 PM.
    await stayOn('2087-12-31', '2087-12-31T13:00:00.000Z', '2088-01-01T03:15:00.000Z')
    await stayOn('2088-01-02', '2088-01-02T13:00:00.000Z', '2088-01-03T03:40:00.000Z')
    const january = await payload.create({ collection: 'invoices', data: { family, period: '2088-01' } as never, context: { seedIssuedOn: '2088-01-01' }, user: actors.admin, overrideAccess: true })
    expect(january.period).toBe('2088-01')
    expect((january.lines ?? []).filter((line) => line.kind.startsWith('late-')).map((line) => [line.kind, line.amountCents, line.detail])).toEqual([['late-pickup-fee', 15 * 100, { minutes: 15, month: '2087-12' }]])
    // February's charges January's 40 minutes, and December's never again.
    const february = await payload.create({ collection: 'invoices', data: { family, period: '2088-02' } as never, context: { seedIssuedOn: '2088-02-01' }, user: actors.admin, overrideAccess: true })
    expect((february.lines ?? []).filter((line) => line.kind === 'late-pickup-fee').map((line) => [line.amountCents, line.detail])).toEqual([[40 * 100, { minutes: 40, month: '2088-01' }]])
  })
})

describe('the family’s account', () => {
  it('a desk payment lowers the balance and pays the oldest invoice first', async () => {
    const payload = await testPayload()
    const { family } = await billedFamily('2090-01-01')
    const first = await payload.create({ collection: 'invoices', data: { family, period: '2090-04' } as never, user: actors.admin, overrideAccess: false })
    const second = await payload.create({ collection: 'invoices', data: { family, period: '2090-05' } as never, user: actors.admin, overrideAccess: false })
    const owed = first.totalCents! + second.totalCents!
    expect((await account(cookies.admin, family)).body.balanceCents).toBe(owed)

    const paid = await api<LedgerEntryRecord>('POST', '/api/admin/billing/payments', {
      cookie: cookies.admin,
      body: { familyId: family, amountCents: first.totalCents! + 100, method: 'check', reference: '2044', receivedAt: '2026-11-02' },
    })
    expect(paid.status).toBe(201)
    expect(paid.body).toMatchObject({ kind: 'payment', amountCents: -(first.totalCents! + 100), method: 'check', reference: '2044', postedOn: '2026-11-02' })
    const after = await account(cookies.admin, family)
    expect(after.body.balanceCents).toBe(owed - first.totalCents! - 100)
    expect(after.body.openInvoices.map((invoice) => [invoice.id, invoice.openCents])).toEqual([[second.id, second.totalCents! - 100]])
    expect(after.body.recentPayments.map((payment) => payment.id)).toEqual([paid.body.id])
  })

  it('refuses a payment that says too little, changing nothing; the caller is checked before the body', async () => {
    const { family } = await billedFamily('2090-01-01')
    const before = await countAll('ledger-entries', { family: { equals: family } })
    const base = { familyId: family, amountCents: 5_000, method: 'cash', receivedAt: '2026-11-02' }
    const bad: [Record<string, unknown>, string][] = [
      [{ ...base, amountCents: 0 }, billingMessages.amountCents],
      [{ ...base, amountCents: 12.5 }, billingMessages.amountCents],
      [{ ...base, method: 'card' }, billingMessages.method],
      [{ ...base, method: 'check' }, billingMessages.checkNumber],
      [{ ...base, receivedAt: '2999-01-01' }, billingMessages.receivedAt],
      [{ ...base, familyId: actors.editor!.id }, billingMessages.familyNotParent],
    ]
    for (const [body, message] of bad) {
      const refused = await api('POST', '/api/admin/billing/payments', { cookie: cookies.admin, body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.text).toContain(message)
    }
    expect((await api('POST', '/api/admin/billing/payments', { body: base })).status).toBe(401)
    for (const cookie of [cookies.parentA, cookies.editor, cookies.teacherX]) {
      expect((await api('POST', '/api/admin/billing/payments', { cookie, raw: '{', headers: { 'Content-Type': 'application/json' } })).status).toBe(403)
    }
    expect(await countAll('ledger-entries', { family: { equals: family } })).toBe(before)
  })

  it('a parent reads their own family’s account and invoices, never another’s; teachers and editors nothing', async () => {
    const payload = await testPayload()
    const own = await account(cookies.parentA)
    expect(own.status).toBe(200)
    expect(own.body.familyId).toBe(actors.parentA!.id)
    const { docs } = await payload.find({ collection: 'ledger-entries', where: { family: { equals: actors.parentA!.id } }, overrideAccess: true, pagination: false, depth: 0 })
    expect(own.body.balanceCents).toBe(docs.reduce((sum, doc) => sum + doc.amountCents, 0))
    // Naming another family: not found, as if there were none.
    expect((await account(cookies.parentA, actors.parentB!.id)).status).toBe(404)
    expect((await account(cookies.editor)).status).toBe(403)
    expect((await account(cookies.teacherX)).status).toBe(403)
    expect((await api('GET', '/api/billing/account')).status).toBe(401)
    // An admin names the family, and must.
    expect((await account(cookies.admin)).status).toBe(400)
    expect((await account(cookies.admin, actors.parentA!.id)).body.balanceCents).toBe(own.body.balanceCents)

    const { family } = await billedFamily('2090-01-01')
    const theirs = await payload.create({ collection: 'invoices', data: { family, period: '2090-06' } as never, user: actors.admin, overrideAccess: false })
    expect((await api('GET', `/api/billing/invoices/${theirs.id}`, { cookie: cookies.parentA })).status).toBe(404)
    // A teacher reads no invoice at all: refused before any is looked up (issue 47, "role before record").
    expect((await api('GET', `/api/billing/invoices/${theirs.id}`, { cookie: cookies.teacherX })).status).toBe(403)
    const read = await api<InvoiceRecord>('GET', `/api/billing/invoices/${theirs.id}`, { cookie: cookies.admin })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: theirs.id, familyId: family, period: '2090-06', totalCents: theirs.totalCents, openCents: theirs.totalCents })
    expect((await api('GET', '/api/billing/invoices/not-an-id', { cookie: cookies.admin })).status).toBe(404)
    expect((await api('GET', `/api/billing/invoices/${theirs.id}`)).status).toBe(401)
    // The parent's own invoice, with what is still owed on it.
    const ownInvoice = own.body.openInvoices[0] ?? (await payload.find({ collection: 'invoices', where: { family: { equals: actors.parentA!.id } }, overrideAccess: true, depth: 0, limit: 1 })).docs[0]!
    const readOwn = await api<InvoiceRecord>('GET', `/api/billing/invoices/${ownInvoice.id}`, { cookie: cookies.parentA })
    expect(readOwn.status).toBe(200)
    expect(readOwn.body.familyId).toBe(actors.parentA!.id)
    expect((await api('GET', `/api/billing/invoices/${ownInvoice.id}`, { cookie: cookies.parentB })).status).toBe(404)
  })

  it('the balance is the sum of the ledger, whatever was issued and paid', async () => {
    const payload = await testPayload()
    const { family } = await billedFamily('2090-01-01')
    for (const period of ['2090-07', '2090-08']) await payload.create({ collection: 'invoices', data: { family, period } as never, user: actors.admin as TypedUser, overrideAccess: false })
    await api('POST', '/api/admin/billing/payments', { cookie: cookies.admin, body: { familyId: family, amountCents: 12_345, method: 'cash', receivedAt: '2026-11-01' } })
    const { docs } = await payload.find({ collection: 'ledger-entries', where: { family: { equals: family } }, overrideAccess: true, pagination: false, depth: 0 })
    const { body } = await account(cookies.admin, family)
    expect(body.balanceCents).toBe(docs.reduce((sum, doc) => sum + doc.amountCents, 0))
    expect(body.openInvoices.reduce((sum, invoice) => sum + invoice.openCents, 0)).toBe(body.balanceCents)
  })
})

describe('the aging report', () => {
  it('lists every family with a balance by how late it is, the buckets and totals adding up; admins only', async () => {
    const report = await api<AgingRecord>('GET', '/api/admin/billing/aging', { cookie: cookies.admin })
    expect(report.status).toBe(200)
    const { families, totals } = report.body
    // The Brooks family has not paid its last invoice.
    const brooks = families.find((family) => family.familyName === 'Emily Brooks')
    expect(brooks?.balanceCents).toBeGreaterThan(0)
    const sum = (aging: Record<string, number>) => Object.values(aging).reduce((total, amount) => total + amount, 0)
    for (const family of families) {
      expect(family.balanceCents).not.toBe(0)
      expect(sum(family.aging), family.familyName).toBe(Math.max(0, family.balanceCents))
    }
    expect(totals.balanceCents).toBe(families.reduce((total, family) => total + family.balanceCents, 0))
    expect(sum(totals.aging)).toBe(families.reduce((total, family) => total + sum(family.aging), 0))
    // Most owed first.
    expect(families.map((family) => family.balanceCents)).toEqual([...families.map((family) => family.balanceCents)].sort((a, b) => b - a))

    expect((await api('GET', '/api/admin/billing/aging')).status).toBe(401)
    for (const cookie of [cookies.parentA, cookies.parentB, cookies.editor, cookies.teacherX]) expect((await api('GET', '/api/admin/billing/aging', { cookie })).status).toBe(403)
  })
})

describe('the subsidy attendance report', () => {
  it('lists the authorized children’s scheduled days of the month, present from the attendance records, as CSV; admins only', async () => {
    const payload = await testPayload()
    const { family, child } = await billedFamily('2026-01-05')
    const agency = (await payload.create({ collection: 'subsidy-agencies', data: { name: `Orange County DSS ${unique()}` }, overrideAccess: true })).id
    await payload.create({
      collection: 'subsidy-authorizations',
      data: { child, agency, caseNumber: `OC-${sequence}`, startDate: '2026-10-19', endDate: '2026-10-23', agencyRateCents: 90_000, parentFeeCents: 10_000 },
      overrideAccess: true,
      user: actors.admin,
    })
    // Present on Tuesday 20 and Thursday 22 October (stays written as the floor writes them).
    for (const date of ['2026-10-20', '2026-10-22']) {
      await payload.create({ collection: 'attendance', data: { child, date, checkedInAt: `${date}T13:00:00.000Z`, checkedOutAt: `${date}T21:00:00.000Z` } as never, overrideAccess: true, context: { seedHistory: true } })
    }
    expect(family).toBeTruthy()
    const report = await api('GET', `/api/admin/billing/subsidy-report?month=2026-10&agencyId=${agency}`, { cookie: cookies.admin })
    expect(report.status).toBe(200)
    expect(report.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(report.headers.get('content-disposition')).toContain('subsidy-attendance-2026-10.csv')
    const lines = report.text.trim().split('\r\n')
    expect(lines[0]).toBe('Agency,Case number,Child,Date,Attendance')
    expect(lines.slice(1).map((line) => line.split(',').slice(3).join(','))).toEqual([
      '2026-10-19,absent',
      '2026-10-20,present',
      '2026-10-21,absent',
      '2026-10-22,present',
      '2026-10-23,absent',
    ])

    expect((await api('GET', '/api/admin/billing/subsidy-report?month=2026-10')).status).toBe(401)
    for (const cookie of [cookies.parentA, cookies.editor, cookies.teacherX]) expect((await api('GET', '/api/admin/billing/subsidy-report?month=2026-10', { cookie })).status).toBe(403)
    const badMonth = await api('GET', '/api/admin/billing/subsidy-report?month=October', { cookie: cookies.admin })
    expect(badMonth.status).toBe(400)
    expect(badMonth.text).toContain(billingMessages.month)
    expect((await api('GET', '/api/admin/billing/subsidy-report?month=2026-10&agencyId=nope', { cookie: cookies.admin })).status).toBe(400)
  })
})

describe('a billing run reads its families at once', () => {
  it('gives each family the facts its own invoice would read: plans, subsidy, children’s names, schedules in its language', async () => {
    const payload = await testPayload()
    const { family: english, child } = await billedFamily('2092-05-01', 'toddler-full-time')
    const second = (await payload.create({ collection: 'children', data: { firstName: 'Second', lastName: `Child${sequence}`, dateOfBirth: '2021-03-10', enrollmentDate: '2092-05-01', parent: english }, overrideAccess: true, user: actors.admin })).id
    await payload.create({ collection: 'billing-plans', data: { child: second, rateCode: 'preschool-part-time', from: '2092-05-01', to: '2092-06-30', discountBasisPoints: 500, discountReason: 'Staff family' } as never, overrideAccess: true, user: actors.admin })
    const { docs: agencies } = await payload.find({ collection: 'subsidy-agencies', limit: 1, overrideAccess: true, depth: 0 })
    await payload.create({
      collection: 'subsidy-authorizations',
      data: { child, agency: agencies[0]!.id, caseNumber: `RUN-${unique()}`, startDate: '2092-05-01', endDate: '2093-04-30', agencyRateCents: 100_000, parentFeeCents: 12_000 } as never,
      overrideAccess: true,
      user: actors.admin,
    })
    const { family: spanish } = await billedFamily('2092-05-01', 'infant-full-time')
    await payload.update({ collection: 'users', id: spanish, data: { language: 'es' } as never, overrideAccess: true })

    const prepared = await prepareFamilies(payload, [english, spanish])
    const req = await createLocalReq({}, payload)
    expect(prepared.get(english)).toEqual({ parent: true, language: 'en', facts: await billingFactsOf(req, english, 'en') })
    expect(prepared.get(spanish)).toEqual({ parent: true, language: 'es', facts: await billingFactsOf(req, spanish, 'es') })
    expect(prepared.get(english)!.facts.plans).toHaveLength(2)
    expect(prepared.get(english)!.facts.covers).toHaveLength(1)
    // A staff account is no parent's: its invoice is refused, as when it is issued alone.
    const adminId = actors.admin!.id
    const staff = (await prepareFamilies(payload, [adminId])).get(adminId)
    expect(staff?.parent).toBe(false)
  })

  it('for a month, also each family’s late fees’ facts, its parent and balance for the mail, as its own invoice would read them', async () => {
    const payload = await testPayload()
    const { family, child } = await billedFamily('2093-01-01')
    const { family: other } = await billedFamily('2093-01-01', 'infant-full-time')
    // January unpaid; a pickup 20 minutes after closing in February; another family's facts stay its own.
    const january = await payload.create({ collection: 'invoices', data: { family, period: '2093-01' } as never, context: { seedIssuedOn: '2093-01-01' }, user: actors.admin, overrideAccess: true })
    const othersJanuary = await payload.create({ collection: 'invoices', data: { family: other, period: '2093-01' } as never, context: { seedIssuedOn: '2093-01-01' }, user: actors.admin, overrideAccess: true })
    // The other family paid more than it owed: its credit is its own, never paying this family's invoice.
    await payload.create({
      collection: 'ledger-entries',
      data: { family: other, kind: 'payment', method: 'cash', amountCents: -((othersJanuary.totalCents ?? 0) + 50_000), postedOn: '2093-01-05', description: 'Paid ahead' } as never,
      user: actors.admin,
      overrideAccess: true,
    })
    const { docs: rooms } = await payload.find({ collection: 'classrooms', where: { name: { equals: 'Rainbow Room' } }, limit: 1, overrideAccess: true })
    await payload.update({ collection: 'children', id: child, data: { classroom: rooms[0]!.id }, user: actors.admin, overrideAccess: true })
    const stay = await payload.create({ collection: 'attendance', data: { child } as never, user: actors.admin, overrideAccess: true })
    const pool = (payload.db as unknown as { pool: { query: (sql: string, values: unknown[]) => Promise<unknown> } }).pool
    // 10:20 PM where the centre is (EST: 03:20 UTC the next day), closing at 10:00 PM.
    await pool.query('update attendance set date = $2, checked_in_at = $3, checked_out_at = $4 where id = $1', [stay.id, '2093-02-10', '2093-02-10T13:00:00.000Z', '2093-02-11T03:20:00.000Z'])
    await payload.update({ collection: 'users', id: family, data: { email: `runs.${unique()}@example.com`, language: 'es' } as never, overrideAccess: true })

    const march = parsePeriod('2093-03')!
    const prepared = await prepareFamilies(payload, [family, other], march)
    const req = await createLocalReq({}, payload)
    const late = await lateFactsOf(req, family, march, [child])
    expect(prepared.get(family)!.late).toEqual(late)
    expect(late.pickups).toEqual([{ childId: child, childName: expect.stringMatching(/^Run Child/), minutes: 20, month: '2093-02' }])
    expect(late.earlier).toEqual([{ number: january.number, dueOn: january.dueOn!.slice(0, 10), openCents: january.totalCents, feeCharged: false }])
    expect(prepared.get(other)!.late).toEqual({ pickups: [], earlier: [] })
    expect(prepared.get(other)!.late).toEqual(await lateFactsOf(req, other, march, []))
    const { docs: entries } = await payload.find({ collection: 'ledger-entries', where: { family: { equals: family } }, pagination: false, overrideAccess: true })
    expect(prepared.get(family)!.notice).toMatchObject({
      parent: { email: expect.stringMatching(/^runs\./), language: 'es' },
      balanceCents: entries.reduce((sum, entry) => sum + entry.amountCents, 0),
      centreName: expect.any(String),
    })
    // Without a month (an invoice issued alone reads its own): none of these.
    expect(Object.keys((await prepareFamilies(payload, [family])).get(family)!).sort()).toEqual(['facts', 'language', 'parent'])
  })
})
