/**
 * A subsidy agency's payments (docs/spec.md §14), through POST /api/admin/billing/subsidy-payments: the
 * agency's share of the month is charged and its payment credited, so the family's balance moves by the
 * shortfall only, billed to the family or written off with a reason; once per authorization and month;
 * admins only, checked before the body is read; bad input refused with its message, changing nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import type { AgencyPaymentRecord, BillingAccountRecord, SubsidyAuthorizationsRecord } from '@/features/billing/record'
import { billingMessages } from '@/features/billing/schemas'
import { centreToday } from '@/lib/dates'

import { api } from './helpers/api'
import { signedIn } from './helpers/logins'
import { type FloorActors, countAll, loadFloorActors, testPayload } from './helpers/payload'

let actors: FloorActors
const cookies: Record<'admin' | 'parentA' | 'editor' | 'teacherX', string> = { admin: '', parentA: '', editor: '', teacherX: '' }
let sequence = 0
const RATE = 100_000

/** A family of its own, its child on a plan and a subsidy authorization for 2093 at the agency's rate RATE. */
async function subsidizedFamily() {
  const payload = await testPayload()
  const family = (await payload.create({ collection: 'users', data: { username: `subsidy${Date.now().toString(36)}${++sequence}`, password: 'secret-123', firstName: 'Sub', lastName: 'Family', role: 'parent' } as never, overrideAccess: true })).id
  const child = (await payload.create({ collection: 'children', data: { firstName: 'Sub', lastName: `Child${sequence}`, dateOfBirth: '2089-01-10', enrollmentDate: '2093-01-02', parent: family }, overrideAccess: true, user: actors.admin })).id
  await payload.create({ collection: 'billing-plans', data: { child, rateCode: 'preschool-full-time', from: '2093-01-02' } as never, overrideAccess: true, user: actors.admin })
  const { docs: agencies } = await payload.find({ collection: 'subsidy-agencies', limit: 1, overrideAccess: true })
  const authorization = await payload.create({
    collection: 'subsidy-authorizations',
    data: { child, agency: agencies[0]!.id, caseNumber: `CASE-${sequence}`, startDate: '2093-01-02', endDate: '2093-12-31', agencyRateCents: RATE, parentFeeCents: 15_000 } as never,
    overrideAccess: true,
    user: actors.admin,
  })
  return { family, authorization: authorization.id }
}

const pay = (body: Record<string, unknown>, cookie = cookies.admin) => api<AgencyPaymentRecord & { errors?: { field: string; message: string }[] }>('POST', '/api/admin/billing/subsidy-payments', { cookie, body })
const balance = async (family: string) => (await api<BillingAccountRecord>('GET', `/api/billing/account?familyId=${family}`, { cookie: cookies.admin })).body.balanceCents

beforeAll(async () => {
  actors = await loadFloorActors()
  Object.assign(cookies, await signedIn('admin', 'parentA', 'editor', 'teacherX'))
})

describe('the agencies and authorizations the director chooses from', () => {
  it('lists every agency by name and every authorization with its agency, case, child, family, days and rates; admins only', async () => {
    const { family, authorization } = await subsidizedFamily()
    const listed = await api<SubsidyAuthorizationsRecord>('GET', '/api/admin/billing/authorizations', { cookie: cookies.admin })
    expect(listed.status, listed.text).toBe(200)
    const payload = await testPayload()
    const { docs: agencies } = await payload.find({ collection: 'subsidy-agencies', sort: 'name', pagination: false, overrideAccess: true })
    expect(listed.body.agencies).toEqual(agencies.map((agency) => ({ id: agency.id, name: agency.name })))
    const child = (await payload.find({ collection: 'children', where: { parent: { equals: family } }, overrideAccess: true })).docs[0]!
    expect(listed.body.authorizations.find((one) => one.id === authorization)).toEqual({
      id: authorization,
      agencyId: agencies[0]!.id,
      agencyName: agencies[0]!.name,
      caseNumber: `CASE-${sequence}`,
      childId: child.id,
      childName: `${child.firstName} ${child.lastName}`,
      familyId: family,
      startDate: '2093-01-02',
      endDate: '2093-12-31',
      agencyRateCents: RATE,
      parentFeeCents: 15_000,
    })
    expect(listed.body.authorizations.length).toBe(await countAll('subsidy-authorizations'))
    // Newest first.
    const starts = listed.body.authorizations.map((one) => one.startDate)
    expect(starts).toEqual([...starts].sort().reverse())
    // A parent (even of a subsidized family), a teacher, an editor and a visitor read none of it.
    for (const [who, cookie, status] of [
      ['parent', cookies.parentA, 403],
      ['teacher', cookies.teacherX, 403],
      ['editor', cookies.editor, 403],
      ['visitor', undefined, 401],
    ] as const) {
      const refused = await api('GET', '/api/admin/billing/authorizations', { cookie })
      expect(refused.status, who).toBe(status)
      expect(refused.text, who).not.toContain('CASE-')
    }
  })
})

describe('an agency’s payment', () => {
  it('paid in full: its share charged and paid, the family’s balance unchanged', async () => {
    const { family, authorization } = await subsidizedFamily()
    const before = await balance(family)
    const paid = await pay({ authorizationId: authorization, month: '2093-03', amountCents: RATE, receivedAt: '2026-11-20', reference: 'DSS-EFT-1' })
    expect(paid.status, paid.text).toBe(201)
    expect(paid.body).toMatchObject({ expectedCents: RATE, paidCents: RATE, shortfallCents: 0, shortfall: 'bill' })
    expect(paid.body.entries.map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ['charge', RATE],
      ['subsidy-payment', -RATE],
    ])
    expect(paid.body.entries[1]).toMatchObject({ reference: 'DSS-EFT-1', postedOn: '2026-11-20' })
    expect(await balance(family)).toBe(before)
  })

  it('a month the authorization covers in part is its share prorated by the covered weekdays', async () => {
    const { authorization } = await subsidizedFamily()
    // January 2093: the authorization and the plan start on Friday the 2nd, so 21 of the month's 22 weekdays.
    const paid = await pay({ authorizationId: authorization, month: '2093-01', amountCents: 1_000, receivedAt: '2026-11-20' })
    expect(paid.status, paid.text).toBe(201)
    expect(paid.body.expectedCents).toBe(Math.round((RATE * 21) / 22))
  })

  it('short: the shortfall billed to the family stays on its balance; written off, with its reason, it does not', async () => {
    const { family, authorization } = await subsidizedFamily()
    const start = await balance(family)
    const billed = await pay({ authorizationId: authorization, month: '2093-04', amountCents: RATE - 10_000, receivedAt: '2026-11-20' })
    expect(billed.status, billed.text).toBe(201)
    expect(billed.body).toMatchObject({ shortfallCents: 10_000, shortfall: 'bill' })
    expect(await balance(family)).toBe(start + 10_000)

    const written = await pay({ authorizationId: authorization, month: '2093-05', amountCents: RATE - 5_000, receivedAt: '2026-11-21', shortfall: 'write-off', reason: 'Absences beyond the agency’s limit' })
    expect(written.status, written.text).toBe(201)
    expect(written.body.entries.map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ['charge', RATE],
      ['subsidy-payment', -(RATE - 5_000)],
      ['write-off', -5_000],
    ])
    expect(await balance(family)).toBe(start + 10_000)
    const payload = await testPayload()
    const writeOff = await payload.findByID({ collection: 'ledger-entries', id: written.body.entries[2]!.id, overrideAccess: true, depth: 0 })
    expect(writeOff.reason).toBe('Absences beyond the agency’s limit')
    expect(writeOff.createdBy).toBeTruthy()
  })

  it('refuses, changing nothing: a write-off without its reason, more than the share, a month twice, a month not covered, a day to come, no authorization', async () => {
    const { authorization } = await subsidizedFamily()
    const entries = () => countAll('ledger-entries')
    const refusals: [Record<string, unknown>, number, string, string][] = [
      [{ month: '2093-06', amountCents: 1_000, shortfall: 'write-off' }, 400, 'reason', billingMessages.writeOffReason],
      [{ month: '2093-06', amountCents: RATE + 1 }, 400, 'amountCents', billingMessages.agencyOverpaid],
      [{ month: '2092-12', amountCents: 1_000 }, 400, 'month', billingMessages.notCovered],
      [{ month: '2093-13', amountCents: 1_000 }, 400, 'month', billingMessages.month],
      [{ month: '2093-06', amountCents: 1_000, receivedAt: '2099-01-01' }, 400, 'receivedAt', billingMessages.receivedAt],
      [{ month: '2093-06', amountCents: 1_000, authorizationId: 'not-an-id' }, 400, 'authorizationId', billingMessages.authorizationId],
      [{ month: '2093-06', amountCents: 1_000, shortfall: 'later' }, 400, 'shortfall', billingMessages.shortfall],
    ]
    for (const [body, status, field, message] of refusals) {
      const before = await entries()
      const answer = await pay({ authorizationId: authorization, receivedAt: '2026-11-20', ...body })
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect(answer.body.errors, JSON.stringify(body)).toContainEqual({ field, message })
      expect(await entries()).toBe(before)
    }
    expect((await pay({ authorizationId: authorization, month: '2093-07', amountCents: RATE, receivedAt: '2026-11-20' })).status).toBe(201)
    const before = await entries()
    const again = await pay({ authorizationId: authorization, month: '2093-07', amountCents: RATE, receivedAt: '2026-11-22' })
    expect(again.status).toBe(409)
    expect(again.text).toContain(billingMessages.agencyPaymentRecorded)
    expect(await entries()).toBe(before)
  })

  it('three payments of one authorization and month sent at the same moment (a double click, two desks): one booked, the others 409; the family billed the shortfall once', async () => {
    const { family, authorization } = await subsidizedFamily()
    const start = await balance(family)
    const body = { authorizationId: authorization, month: '2093-08', amountCents: RATE - 5_000, receivedAt: centreToday(), reference: 'DSS-EFT-8' }
    const answers = await Promise.all([pay(body), pay(body), pay(body)])
    expect(answers.map((answer) => answer.status).sort(), answers.map((answer) => answer.text).join('\n')).toEqual([201, 409, 409])
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({ message: billingMessages.agencyPaymentRecorded })
    }
    const payload = await testPayload()
    const { docs: entries } = await payload.find({ collection: 'ledger-entries', where: { authorization: { equals: authorization } }, pagination: false, overrideAccess: true, depth: 0 })
    // One share charged and one payment credited: the agency paid once, the family owes the shortfall once.
    expect(entries.map((entry) => [entry.kind, entry.amountCents]).sort()).toEqual([
      ['charge', RATE],
      ['subsidy-payment', -(RATE - 5_000)],
    ])
    expect(await balance(family)).toBe(start + 5_000)
    const ledger = await api<{ balanceCents: number; entries: { kind: string }[] }>('GET', `/api/admin/billing/ledger?familyId=${family}`, { cookie: cookies.admin })
    expect(ledger.body.balanceCents).toBe(start + 5_000)
    // Sent again afterwards, the same month is still refused, and nothing is written.
    const again = await pay(body)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ message: billingMessages.agencyPaymentRecorded })
    expect(await countAll('ledger-entries', { authorization: { equals: authorization } })).toBe(2)
  })

  it('is the admins’: parents, teachers and editors are refused and visitors asked to sign in, before the body is read', async () => {
    for (const [cookie, status] of [
      [cookies.parentA, 403],
      [cookies.teacherX, 403],
      [cookies.editor, 403],
      [undefined, 401],
    ] as const) {
      let read = false
      const body = new ReadableStream({ pull: () => void (read = true) }, { highWaterMark: 0 })
      const answer = await api('POST', '/api/admin/billing/subsidy-payments', { cookie, raw: body, headers: { 'Content-Type': 'application/json' } })
      expect(answer.status).toBe(status)
      expect(read).toBe(false)
    }
  })
})
