/**
 * Billing's records as the collections keep them: the ledger is append-only through every door (the Local
 * API as our services call it, Payload's REST at /api/cms; GraphQL is off), an entry says what it must or
 * is refused with the spec's message and nothing written, every entry's write and read is in the audit log
 * (one naming no child too), the fee schedules keep their history, plans never overlap, and the ledger's
 * entries always sum to the balance the rules compute.
 */
import fc from 'fast-check'
import type { TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sql } from '@payloadcms/db-postgres'

import { drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { transactionConnection } from '@/lib/transactionConnection'
import { billingMessages } from '@/features/billing/schemas'
import { sumCents } from '@/features/billing/money'
import { seedPasswords } from '@/seed/demoData'

import { type Actors, USERNAMES, countAll, firstChildOf, loadActors, testPayload } from './helpers/payload'
import { rest, restLogin } from './helpers/rest'

let actors: Actors
let childA: string
let childB: string
let adminCookie: string
let agency: string
let sequence = 0

const as = (user: TypedUser | null) => ({ user, overrideAccess: false as const, depth: 0 })
const unique = () => `${Date.now().toString(36)}-${++sequence}`

/** A new family of its own (a parent account), so a count or balance is this test's alone. */
async function newFamily(): Promise<string> {
  const payload = await testPayload()
  return (await payload.create({ collection: 'users', data: { username: `billing${unique()}`, password: 'secret-123', firstName: 'Billing', lastName: 'Family', role: 'parent' } as never, overrideAccess: true })).id
}

async function newChildOf(family: string): Promise<string> {
  const payload = await testPayload()
  return (await payload.create({ collection: 'children', data: { firstName: 'Billed', lastName: `Child${sequence}`, dateOfBirth: '2022-05-01', enrollmentDate: '2026-01-05', parent: family }, overrideAccess: true, user: actors.admin })).id
}

const entry = (family: string, overrides: Record<string, unknown> = {}) => ({ family, kind: 'charge', amountCents: 10_000, description: 'Tuition', ...overrides })

/** The message a refusal gives: a validation error's first field message, else the error's own. */
const messageOf = (error: unknown) => {
  const { data: details, message } = error as { data?: { errors?: { message: string }[] }; message: string }
  return details?.errors?.[0]?.message ?? message
}

/** What a refused operation said (and fails the test when it was not refused). */
async function refusal(operation: Promise<unknown>): Promise<string> {
  try {
    await operation
  } catch (error) {
    return messageOf(error)
  }
  throw new Error('expected a refusal, but it was accepted')
}

/** Creates an entry as the admin, through the Local API as a service does; the refusal's message when it is refused. */
async function write(data: Record<string, unknown>): Promise<{ id: string } | { refused: string }> {
  const payload = await testPayload()
  try {
    return await payload.create({ collection: 'ledger-entries', data: data as never, ...as(actors.admin) })
  } catch (error) {
    return { refused: messageOf(error) }
  }
}

beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  actors = await loadActors()
  childA = (await firstChildOf(actors.parentA)).id
  childB = (await firstChildOf(actors.parentB)).id
  adminCookie = await restLogin(USERNAMES.admin, seedPasswords().admin)
  const payload = await testPayload()
  agency = (await payload.create({ collection: 'subsidy-agencies', data: { name: `Durham County DSS ${unique()}` }, overrideAccess: true })).id
})

describe('the ledger is append-only', () => {
  it('an admin writes an entry; it records who wrote it, whatever the input says', async () => {
    const family = await newFamily()
    const payload = await testPayload()
    const created = await payload.create({ collection: 'ledger-entries', data: entry(family, { createdBy: actors.parentA!.id }) as never, ...as(actors.admin) })
    expect(created.createdBy).toBe(actors.admin!.id)
    expect(created.amountCents).toBe(10_000)
  })

  it('nobody changes or deletes an entry through the Local API, admins included, and it stays as it was', async () => {
    const payload = await testPayload()
    const created = await payload.create({ collection: 'ledger-entries', data: entry(await newFamily()) as never, ...as(actors.admin) })
    for (const user of [actors.admin, actors.parentA, actors.editor, null]) {
      await expect(payload.update({ collection: 'ledger-entries', id: created.id, data: { amountCents: 1 }, ...as(user) })).rejects.toMatchObject({ status: 403 })
      await expect(payload.delete({ collection: 'ledger-entries', id: created.id, ...as(user) })).rejects.toMatchObject({ status: 403 })
    }
    const after = await payload.findByID({ collection: 'ledger-entries', id: created.id, overrideAccess: true, depth: 0 })
    expect(after.amountCents).toBe(10_000)
  })

  it('even the server’s own update of an entry is refused, with the spec’s message', async () => {
    const payload = await testPayload()
    const created = await payload.create({ collection: 'ledger-entries', data: entry(await newFamily()) as never, ...as(actors.admin) })
    expect(await refusal(payload.update({ collection: 'ledger-entries', id: created.id, data: { description: 'Rewritten' }, overrideAccess: true }))).toBe(billingMessages.immutable)
  })

  it('nor through /api/cms: PATCH and DELETE by an admin are refused and change nothing; GraphQL is off', async () => {
    const payload = await testPayload()
    const created = await payload.create({ collection: 'ledger-entries', data: entry(await newFamily()) as never, ...as(actors.admin) })
    const patched = await rest('PATCH', `/ledger-entries/${created.id}`, { cookie: adminCookie, body: { amountCents: 1 } })
    expect(patched.status).toBe(403)
    const deleted = await rest('DELETE', `/ledger-entries/${created.id}`, { cookie: adminCookie })
    expect(deleted.status).toBe(403)
    const bulk = await rest('DELETE', `/ledger-entries?where[id][equals]=${created.id}`, { cookie: adminCookie })
    expect(bulk.status).toBe(403)
    const graphql = await rest('POST', '/graphql', { cookie: adminCookie, body: { query: `mutation { deleteLedgerEntry(id: "${created.id}") { id } }` } })
    expect(graphql.status).toBeGreaterThanOrEqual(400)
    const after = await payload.findByID({ collection: 'ledger-entries', id: created.id, overrideAccess: true, depth: 0 })
    expect(after.amountCents).toBe(10_000)
  })

  it('only admins create an entry, through /api/cms too', async () => {
    const family = await newFamily()
    const parentCookie = await restLogin(USERNAMES.parentA, seedPasswords().parent)
    const refused = await rest('POST', '/ledger-entries', { cookie: parentCookie, body: entry(actors.parentA!.id, { kind: 'credit', amountCents: -50_000 }) })
    expect(refused.status).toBe(403)
    const made = await rest('POST', '/ledger-entries', { cookie: adminCookie, body: entry(family) })
    expect(made.status).toBe(201)
    expect(await countAll('ledger-entries', { family: { equals: family } })).toBe(1)
  })
})

describe('an entry says what it must, or nothing is written', () => {
  const cases: [string, (family: string, child: string) => Record<string, unknown>, string][] = [
    ['a charge with a negative amount', (family) => entry(family, { amountCents: -100 }), billingMessages.amountSign],
    ['a payment with a positive amount', (family) => entry(family, { kind: 'payment', amountCents: 100, method: 'cash' }), billingMessages.amountSign],
    ['an entry of nothing', (family) => entry(family, { amountCents: 0 }), billingMessages.amountZero],
    ['a fraction of a cent', (family) => entry(family, { amountCents: 10.5 }), billingMessages.amountCents],
    ['a payment without its method', (family) => entry(family, { kind: 'payment', amountCents: -100 }), billingMessages.method],
    ['a check without its number', (family) => entry(family, { kind: 'payment', amountCents: -100, method: 'check' }), billingMessages.checkNumber],
    ['a card payment typed in by an admin', (family) => entry(family, { kind: 'payment', amountCents: -100, method: 'card' }), billingMessages.method],
    ['a write-off without its reason', (family) => entry(family, { kind: 'write-off', amountCents: -100 }), billingMessages.writeOffReason],
    ['a correction that names nothing', (family) => entry(family, { kind: 'correction', amountCents: -100 }), billingMessages.corrects],
    ['a subsidy payment without its authorization', (family) => entry(family, { kind: 'subsidy-payment', amountCents: -100 }), billingMessages.authorization],
    ['another family’s child', (family) => entry(family, { child: childB }), billingMessages.childOfFamily],
    ['a family that is a staff account', () => entry(actors.editor!.id), billingMessages.familyNotParent],
  ]

  it.each(cases)('%s is refused with its message', async (_name, data, message) => {
    const family = await newFamily()
    const child = await newChildOf(family)
    const result = await write(data(family, child))
    expect(result).toEqual({ refused: message })
    expect(await countAll('ledger-entries', { family: { equals: family } })).toBe(0)
  })

  it('a correction of another family’s entry is refused; of its own family’s, accepted and pointing at it', async () => {
    const [family, other] = [await newFamily(), await newFamily()]
    const original = (await write(entry(family))) as { id: string }
    const othersEntry = (await write(entry(other))) as { id: string }
    expect(await write(entry(family, { kind: 'correction', amountCents: -2_500, corrects: othersEntry.id, description: 'Overcharged' }))).toEqual({ refused: billingMessages.corrects })
    const correction = (await write(entry(family, { kind: 'correction', amountCents: -2_500, corrects: original.id, description: 'Overcharged' }))) as { id: string; corrects: string }
    expect(correction.corrects).toBe(original.id)
    expect(await write(entry(family, { kind: 'charge', corrects: original.id }))).toEqual({ refused: billingMessages.notACorrection })
  })

  it('a subsidy payment names an authorization of the family’s child; a check payment keeps its number', async () => {
    const payload = await testPayload()
    const family = await newFamily()
    const child = await newChildOf(family)
    const authorization = await payload.create({
      collection: 'subsidy-authorizations',
      data: { child, agency, caseNumber: `C-${unique()}`, startDate: '2026-09-01', endDate: '2027-08-31', agencyRateCents: 90_000, parentFeeCents: 15_000 },
      ...as(actors.admin),
    })
    expect(authorization.family).toBe(family)
    expect(authorization.agencyName).toMatch(/^Durham County DSS/)
    const paid = (await write(entry(family, { kind: 'subsidy-payment', amountCents: -90_000, authorization: authorization.id, child, description: 'Agency, October' }))) as { id: string }
    expect(paid.id).toBeTruthy()
    const check = (await write(entry(family, { kind: 'payment', amountCents: -15_000, method: 'check', reference: '1042', description: 'Check' }))) as unknown as { reference: string }
    expect(check.reference).toBe('1042')
  })
})

describe('the database itself keeps money whole', () => {
  it('refuses a fraction of a cent or an entry of nothing, whatever writes it', async () => {
    const payload = await testPayload()
    const family = await newFamily()
    const { db } = await transactionConnection(payload)
    for (const amount of ['10.5', '0']) {
      await expect(
        db.execute(sql`insert into ledger_entries (family_id, kind, amount_cents, posted_on, description) values (${family}, 'charge', ${amount}::numeric, now(), 'Raw')`),
      ).rejects.toThrow()
    }
    await expect(db.execute(sql`insert into fee_schedules_rates (_order, _parent_id, id, code, age_band, schedule, period, amount_cents) select 9, id, 'x', 'x', 'twos', 'full-time', 'monthly', 0.25 from fee_schedules limit 1`)).rejects.toThrow()
    expect(await countAll('ledger-entries', { family: { equals: family } })).toBe(0)
  })
})

describe('the audit log holds every entry', () => {
  it('an entry naming no child, written and read by an admin, is in the log: its write and its read', async () => {
    const payload = await testPayload()
    const created = (await write(entry(await newFamily()))) as { id: string }
    await payload.findByID({ collection: 'ledger-entries', id: created.id, ...as(actors.admin) })
    await drainAuditLog(5_000)
    const { docs } = await payload.find({ collection: 'audit-events', where: { recordCollection: { equals: 'ledger-entries' }, recordId: { equals: created.id } }, overrideAccess: true, depth: 0, pagination: false })
    expect(docs.map((doc) => [doc.action, doc.userId, doc.childId ?? null]).sort()).toEqual([
      ['create', actors.admin!.id, null],
      ['read', actors.admin!.id, null],
    ])
  })

  it('a parent’s read of their own entries is logged, naming the child of an entry about one', async () => {
    const payload = await testPayload()
    const created = (await write(entry(actors.parentA!.id, { child: childA, description: `Field trip ${unique()}` }))) as { id: string }
    await payload.find({ collection: 'ledger-entries', where: { id: { equals: created.id } }, ...as(actors.parentA) })
    await drainAuditLog(5_000)
    const { docs } = await payload.find({ collection: 'audit-events', where: { and: [{ recordCollection: { equals: 'ledger-entries' } }, { action: { equals: 'read' } }, { userId: { equals: actors.parentA!.id } }, { childId: { equals: childA } }] }, overrideAccess: true, depth: 0, pagination: false })
    expect(docs.some((doc) => (doc.recordIds as string[]).includes(created.id))).toBe(true)
  })
})

describe('fee schedules keep their history', () => {
  const schedule = (effectiveFrom: string) => ({
    name: `Schedule ${effectiveFrom}`,
    effectiveFrom,
    rates: [{ code: 'twos-full-time', programme: 'Twos', ageBand: 'twos', schedule: 'full-time', period: 'monthly', amountCents: 110_000 }],
  })

  it('a started schedule’s amounts and day never change, nor is it deleted; its names may be corrected', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'fee-schedules', where: { effectiveFrom: { equals: '2025-09-01' } }, overrideAccess: true, depth: 0 })
    const started = docs[0]!
    const raised = started.rates.map((rate) => ({ ...rate, amountCents: rate.amountCents + 100 }))
    expect(await refusal(payload.update({ collection: 'fee-schedules', id: started.id, data: { rates: raised }, ...as(actors.admin) }))).toBe(billingMessages.scheduleStarted)
    expect(await refusal(payload.update({ collection: 'fee-schedules', id: started.id, data: { effectiveFrom: '2025-08-01' }, ...as(actors.admin) }))).toBe(billingMessages.scheduleStarted)
    expect(await refusal(payload.delete({ collection: 'fee-schedules', id: started.id, ...as(actors.admin) }))).toBe(billingMessages.scheduleStarted)
    const renamed = await payload.update({ collection: 'fee-schedules', id: started.id, data: { name: 'Fees 2025–2026' }, ...as(actors.admin) })
    expect(renamed.name).toBe('Fees 2025–2026')
    const after = await payload.findByID({ collection: 'fee-schedules', id: started.id, overrideAccess: true, depth: 0 })
    expect(after.rates.map((rate) => rate.amountCents)).toEqual(started.rates.map((rate) => rate.amountCents))
    expect(after.effectiveFrom).toBe(started.effectiveFrom)
  })

  it('a schedule that has not started may be changed and deleted; two rates with one code are refused', async () => {
    const payload = await testPayload()
    const future = await payload.create({ collection: 'fee-schedules', data: schedule('2093-01-01') as never, ...as(actors.admin) })
    const changed = await payload.update({ collection: 'fee-schedules', id: future.id, data: { rates: [{ ...schedule('x').rates[0], amountCents: 120_000 }] } as never, ...as(actors.admin) })
    expect(changed.rates[0]!.amountCents).toBe(120_000)
    await payload.delete({ collection: 'fee-schedules', id: future.id, ...as(actors.admin) })
    const twice = { ...schedule('2093-02-01'), rates: [...schedule('x').rates, ...schedule('x').rates] }
    expect(await refusal(payload.create({ collection: 'fee-schedules', data: twice as never, ...as(actors.admin) }))).toBe(billingMessages.rateCodesUnique)
  })
})

describe('billing plans', () => {
  it('a child has one plan a day: an overlapping plan is refused, the next one after it is accepted', async () => {
    const payload = await testPayload()
    const child = await newChildOf(await newFamily())
    const plan = (from: string, to: string | null) => ({ child, rateCode: 'twos-full-time', from, to }) as never
    await payload.create({ collection: 'billing-plans', data: plan('2026-09-01', '2026-12-31'), ...as(actors.admin) })
    expect(await refusal(payload.create({ collection: 'billing-plans', data: plan('2026-12-01', null), ...as(actors.admin) }))).toBe(billingMessages.planOverlap)
    expect(await refusal(payload.create({ collection: 'billing-plans', data: plan('2026-06-01', '2026-09-01'), ...as(actors.admin) }))).toBe(billingMessages.planOverlap)
    const next = await payload.create({ collection: 'billing-plans', data: plan('2027-01-01', null), ...as(actors.admin) })
    expect(next.family).toBeTruthy()
  })

  it('refuses a rate no schedule has, a discount without its reason, and an end before the start', async () => {
    const payload = await testPayload()
    const child = await newChildOf(await newFamily())
    const create = (data: Record<string, unknown>) => payload.create({ collection: 'billing-plans', data: { child, rateCode: 'twos-full-time', from: '2026-09-01', ...data } as never, ...as(actors.admin) })
    expect(await refusal(create({ rateCode: 'no-such-rate' }))).toBe(billingMessages.rateCode)
    expect(await refusal(create({ discountBasisPoints: 500 }))).toBe(billingMessages.discountReason)
    expect(await refusal(create({ to: '2026-08-31' }))).toBe(billingMessages.planTo)
    expect(await countAll('billing-plans', { child: { equals: child } })).toBe(0)
  })
})

describe('the balance is the sum of the entries', () => {
  it('whatever entries are written, the sum of the family’s stored amounts is the sum of what was accepted', async () => {
    const payload = await testPayload()
    const kinds = fc.oneof(
      fc.record({ kind: fc.constant('charge'), amountCents: fc.integer({ min: 1, max: 500_000 }) }),
      fc.record({ kind: fc.constant('payment'), amountCents: fc.integer({ min: -500_000, max: -1 }), method: fc.constant('cash') }),
      fc.record({ kind: fc.constant('credit'), amountCents: fc.integer({ min: -50_000, max: -1 }) }),
      fc.record({ kind: fc.constant('refund'), amountCents: fc.integer({ min: 1, max: 50_000 }) }),
      // Sometimes refused (a charge that takes away): never counted.
      fc.record({ kind: fc.constant('charge'), amountCents: fc.integer({ min: -500, max: 0 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(kinds, { minLength: 1, maxLength: 6 }), async (entries) => {
        const family = await newFamily()
        const accepted: number[] = []
        for (const data of entries) {
          const result = await write(entry(family, data))
          if ('id' in result) accepted.push(data.amountCents)
        }
        const { docs } = await payload.find({ collection: 'ledger-entries', where: { family: { equals: family } }, overrideAccess: true, depth: 0, pagination: false, select: { amountCents: true } })
        expect(sumCents(docs.map((doc) => doc.amountCents))).toBe(sumCents(accepted))
        expect(docs.length).toBe(accepted.length)
      }),
      { numRuns: 8 },
    )
  })
})
