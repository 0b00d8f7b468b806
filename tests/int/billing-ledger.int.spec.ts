/**
 * A family's whole ledger for the director (docs/spec.md §14, GET /api/admin/billing/ledger): every entry
 * of the family and only the family's, oldest first, each with the running balance after it, the last of
 * which is the family's balance; admins only (anonymous 401; parents, their own family included, teachers
 * and editors 403); a familyId that names no family is refused with the spec's message.
 *
 * And the account that ledger adds up to (GET /api/billing/account), which the server keeps with every
 * entry (family-accounts): after every kind of entry it is what the whole ledger adds up to; writers of
 * one family at once each count; an entry rolled back leaves it as it was; a family whose account was
 * never kept gets it on its first read; a parent's read of it is in the audit log.
 */
import { randomUUID } from 'node:crypto'

import type { TypedUser } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { ENTRY_FIELDS, INVOICE_FIELDS, familyAccountOf, owedInvoiceIds } from '@/features/billing/account'
import type { BillingAccountRecord, FamilyLedgerRecord } from '@/features/billing/record'
import { wireInvoice, wireLedgerEntry } from '@/features/billing/wire'
import { asUser, inTransaction } from '@/server/actor'
import { billingMessages } from '@/features/billing/schemas'

import { api, apiLogin } from './helpers/api'
import { drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { signedIn } from './helpers/logins'
import { type FloorActors, loadFloorActors, testPayload } from './helpers/payload'

const LEDGER = '/api/admin/billing/ledger'

let actors: FloorActors
const cookies: Record<'admin' | 'parentA' | 'parentB' | 'editor' | 'teacherX', string> = { admin: '', parentA: '', parentB: '', editor: '', teacherX: '' }
let sequence = 0
const unique = () => `${Date.now().toString(36)}${++sequence}`

const ledger = (familyId: string | null, cookie = cookies.admin) => api<FamilyLedgerRecord>('GET', familyId === null ? LEDGER : `${LEDGER}?familyId=${encodeURIComponent(familyId)}`, { cookie })

/** A family of its own with one child on a plan, so its ledger is this file's alone. */
async function family(): Promise<string> {
  const payload = await testPayload()
  const id = (await payload.create({ collection: 'users', data: { username: `ledger${unique()}`, password: 'secret-123', firstName: 'Ledger', lastName: `Family${sequence}`, role: 'parent' } as never, overrideAccess: true })).id
  const child = (await payload.create({ collection: 'children', data: { firstName: 'Ledger', lastName: `Child${sequence}`, dateOfBirth: '2024-01-10', enrollmentDate: '2090-01-01', parent: id }, overrideAccess: true, user: actors.admin })).id
  await payload.create({ collection: 'billing-plans', data: { child, rateCode: 'twos-full-time', from: '2090-01-01' } as never, overrideAccess: true, user: actors.admin })
  return id
}

const pay = (familyId: string, amountCents: number, receivedAt: string) =>
  api('POST', '/api/admin/billing/payments', { cookie: cookies.admin, body: { familyId, amountCents, method: 'check', reference: `L-${unique()}`, receivedAt } })

beforeAll(async () => {
  actors = await loadFloorActors()
  Object.assign(cookies, await signedIn('admin', 'parentA', 'parentB', 'editor', 'teacherX'))
})

describe('a family’s ledger', () => {
  it('lists every entry of the family, oldest first, each with the running balance; the last is the balance the account shows', async () => {
    const payload = await testPayload()
    const familyId = await family()
    // Two invoices (charged on the day they are issued: today), a payment received before them, one after.
    for (const period of ['2090-01', '2090-02']) await payload.create({ collection: 'invoices', data: { family: familyId, period } as never, user: actors.admin as TypedUser, overrideAccess: false })
    expect((await pay(familyId, 10_000, '2026-01-05')).status).toBe(201)
    expect((await pay(familyId, 2_550, '2026-01-04')).status).toBe(201)
    // Another family's entries stay out of it.
    const other = await family()
    await pay(other, 999, '2026-01-04')

    const answer = await ledger(familyId)
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
    const { body } = answer
    const { docs } = await payload.find({ collection: 'ledger-entries', where: { family: { equals: familyId } }, overrideAccess: true, pagination: false, depth: 0 })
    expect(body.familyId).toBe(familyId)
    const parent = await payload.findByID({ collection: 'users', id: familyId, overrideAccess: true, depth: 0 })
    expect(body.familyName).toBe(`Ledger ${parent.lastName}`)
    expect(body.entries.map((entry) => entry.id).sort()).toEqual(docs.map((doc) => doc.id).sort())
    expect(body.entries).toHaveLength(4)
    // Oldest first: the payments of 4 and 5 January, then the two charges.
    expect(body.entries.map((entry) => entry.kind)).toEqual(['payment', 'payment', 'charge', 'charge'])
    expect(body.entries.slice(0, 2).map((entry) => entry.amountCents)).toEqual([-2_550, -10_000])
    expect(body.entries.map((entry) => entry.postedOn)).toEqual([...body.entries.map((entry) => entry.postedOn)].sort())
    let running = 0
    for (const entry of body.entries) {
      running += entry.amountCents
      expect(entry.balanceCents).toBe(running)
    }
    expect(body.entries[1]).toMatchObject({ kind: 'payment', method: 'check', postedOn: '2026-01-05', childId: null, correctsId: null })
    expect(body.entries[2]!.invoiceId).toEqual(expect.any(String))
    const account = await api<BillingAccountRecord>('GET', `/api/billing/account?familyId=${familyId}`, { cookie: cookies.admin })
    expect(body.balanceCents).toBe(running)
    expect(body.balanceCents).toBe(account.body.balanceCents)
  })

  it('reads any family for an admin: the demo’s Brooks family owes its last month', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'users', where: { username: { equals: 'emily.brooks' } }, overrideAccess: true, depth: 0, limit: 1 })
    const brooks = docs[0]!.id
    const { status, body } = await ledger(brooks)
    expect(status).toBe(200)
    expect(body.familyName).toBe('Emily Brooks')
    expect(body.balanceCents).toBeGreaterThan(0)
    expect(body.entries.at(-1)!.balanceCents).toBe(body.balanceCents)
    const account = await api<BillingAccountRecord>('GET', `/api/billing/account?familyId=${brooks}`, { cookie: cookies.admin })
    expect(body.balanceCents).toBe(account.body.balanceCents)
  })

  it('a family without entries has an empty ledger and a balance of nothing', async () => {
    const { status, body } = await ledger(await family())
    expect(status).toBe(200)
    expect(body.entries).toEqual([])
    expect(body.balanceCents).toBe(0)
  })
})

describe('who reads a family’s ledger', () => {
  it('anonymous: 401; a parent (their own family too), a teacher, an editor: 403, with nothing of the ledger', async () => {
    const familyA = actors.parentA!.id
    const anonymous = await ledger(familyA, '')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual({ message: 'Please log in.' })
    for (const [who, cookie] of [
      ['parentA', cookies.parentA],
      ['parentB', cookies.parentB],
      ['teacherX', cookies.teacherX],
      ['editor', cookies.editor],
    ] as const) {
      const refused = await ledger(familyA, cookie)
      expect(refused.status, who).toBe(403)
      expect(typeof (refused.body as unknown as { message: unknown }).message, who).toBe('string')
      expect(refused.text, who).not.toContain('entries')
    }
  })
})

describe('a familyId that names no family', () => {
  it.each([
    ['missing', null],
    ['empty', ''],
    ['not an id', 'brooks'],
    ['an id of no account', randomUUID()],
  ])('%s → 400 with the spec’s message by the field', async (_case, familyId) => {
    const { status, body } = await ledger(familyId)
    expect(status).toBe(400)
    expect(body).toEqual({ message: billingMessages.familyId, errors: [{ field: 'familyId', message: billingMessages.familyId }] })
  })

  it('an account that is not a parent’s (the editor’s) → 400 with the same message', async () => {
    const { status, body } = await ledger(actors.editor!.id)
    expect(status).toBe(400)
    expect((body as unknown as { message: string }).message).toBe(billingMessages.familyId)
  })
})

describe('the account the server keeps with the ledger', () => {
  /** What the family's whole ledger adds up to now, read afresh through Payload with the server's rights, as the account answers it. */
  async function addedUp(familyId: string) {
    const payload = await testPayload()
    const { docs: entries } = await payload.find({ collection: 'ledger-entries', where: { family: { equals: familyId } }, select: ENTRY_FIELDS, pagination: false, overrideAccess: true, depth: 0 })
    const ids = owedInvoiceIds(entries)
    const { docs: invoices } = ids.length ? await payload.find({ collection: 'invoices', where: { id: { in: ids } }, select: INVOICE_FIELDS, pagination: false, overrideAccess: true, depth: 0 }) : { docs: [] }
    const account = familyAccountOf(entries, invoices)
    // The balance by the plainest arithmetic too: the sum of every amount.
    expect(account.balanceCents).toBe(entries.reduce((sum, entry) => sum + entry.amountCents, 0))
    return {
      balanceCents: account.balanceCents,
      openInvoices: account.openInvoices.map(({ invoice, openCents }) => wireInvoice(invoice, openCents)),
      recentPayments: account.recentPayments.map(wireLedgerEntry),
    }
  }
  const shown = ({ balanceCents, openInvoices, recentPayments }: BillingAccountRecord) => ({ balanceCents, openInvoices, recentPayments })
  const account = async (familyId: string, cookie = cookies.admin) => {
    const answer = await api<BillingAccountRecord>('GET', `/api/billing/account?familyId=${familyId}`, { cookie })
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
    return answer.body
  }
  const stored = async (familyId: string) => {
    const payload = await testPayload()
    return (await payload.find({ collection: 'family-accounts', where: { family: { equals: familyId } }, overrideAccess: true, depth: 0, pagination: false })).docs
  }
  const write = async (data: Record<string, unknown>) => {
    const payload = await testPayload()
    return payload.create({ collection: 'ledger-entries', data: data as never, user: actors.admin as TypedUser, overrideAccess: false, depth: 0 })
  }

  it('after every kind of entry, the account answered is what the whole ledger adds up to', async () => {
    const payload = await testPayload()
    const familyId = await family()
    const steps: (() => Promise<unknown>)[] = [
      () => payload.create({ collection: 'invoices', data: { family: familyId, period: '2090-01' } as never, user: actors.admin as TypedUser, overrideAccess: false }),
      () => payload.create({ collection: 'invoices', data: { family: familyId, period: '2090-02' } as never, user: actors.admin as TypedUser, overrideAccess: false }),
      () => pay(familyId, 30_000, '2026-02-03'),
      () => write({ family: familyId, kind: 'credit', amountCents: -5_000, description: 'Sibling goodwill' }),
      () => write({ family: familyId, kind: 'refund', amountCents: 1_000, description: 'Overpaid field trip' }),
      async () => {
        const [payment] = (await payload.find({ collection: 'ledger-entries', where: { and: [{ family: { equals: familyId } }, { kind: { equals: 'payment' } }] }, overrideAccess: true, depth: 0, limit: 1 })).docs
        return write({ family: familyId, kind: 'correction', amountCents: 250, corrects: payment!.id, description: 'Check was for 2.50 less' })
      },
      () => write({ family: familyId, kind: 'write-off', amountCents: -700, reason: 'Hardship', description: 'Written off' }),
      ...Array.from({ length: 11 }, (_, i) => () => pay(familyId, 1_000 + i, `2026-03-${String(i + 1).padStart(2, '0')}`)),
    ]
    for (const [index, step] of steps.entries()) {
      await step()
      const expected = await addedUp(familyId)
      expect(shown(await account(familyId)), `after step ${index + 1}`).toEqual(expected)
    }
    const last = await account(familyId)
    // Ten payments shown, newest first; an invoice partly paid shows what is open on it.
    expect(last.recentPayments).toHaveLength(10)
    expect(last.recentPayments[0]).toMatchObject({ kind: 'payment', amountCents: -1_010, postedOn: '2026-03-11', method: 'check' })
    expect(last.openInvoices.every((invoice) => invoice.openCents > 0 && invoice.openCents <= invoice.totalCents)).toBe(true)
    // The family reads the same account as the director.
    const parent = await payload.findByID({ collection: 'users', id: familyId, overrideAccess: true, depth: 0 })
    const parentCookie = await apiLogin(parent.username!, 'secret-123')
    expect(await account(familyId, parentCookie)).toEqual(last)
  })

  it('writers of one family at once: each entry counts, and the account is the sum of all of them', async () => {
    const familyId = await family()
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => pay(familyId, 100 * (i + 1), '2026-04-01')))
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201))
    const kept = await stored(familyId)
    expect(kept).toHaveLength(1)
    expect(kept[0]!.balanceCents).toBe(-3_600)
    expect(shown(await account(familyId))).toEqual(await addedUp(familyId))
  })

  it('an entry whose transaction rolls back leaves the account as it was', async () => {
    const payload = await testPayload()
    const familyId = await family()
    await pay(familyId, 1_500, '2026-04-02')
    const before = await stored(familyId)
    await expect(
      inTransaction({ payload, user: actors.admin as TypedUser }, async (tx) => {
        await tx.payload.create({ collection: 'ledger-entries', data: { family: familyId, kind: 'credit', amountCents: -9_900, description: 'Never kept' } as never, ...asUser(tx) })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await stored(familyId)).toEqual(before)
    expect((await account(familyId)).balanceCents).toBe(-1_500)
  })

  it('a family whose account was never kept gets it on its first read, the same as the ledger adds up to; a family without entries has none', async () => {
    const payload = await testPayload()
    const familyId = await family()
    await payload.create({ collection: 'invoices', data: { family: familyId, period: '2090-03' } as never, user: actors.admin as TypedUser, overrideAccess: false })
    await pay(familyId, 4_200, '2026-04-03')
    // As an account kept before this code was: the ledger without it.
    await payload.db.deleteMany({ collection: 'family-accounts', where: { family: { equals: familyId } } })
    expect(await stored(familyId)).toHaveLength(0)
    expect(shown(await account(familyId))).toEqual(await addedUp(familyId))
    expect(await stored(familyId)).toHaveLength(1)

    const empty = await family()
    expect(await account(empty)).toMatchObject({ familyId: empty, balanceCents: 0, openInvoices: [], recentPayments: [] })
    expect(await stored(empty)).toHaveLength(0)
  })

  it('a family without entries is answered its empty account without opening a transaction, every time', async () => {
    const payload = await testPayload()
    const empty = await family()
    const begin = vi.spyOn(payload.db, 'beginTransaction')
    try {
      for (let read = 0; read < 3; read++) {
        expect(await account(empty)).toMatchObject({ familyId: empty, balanceCents: 0, openInvoices: [], recentPayments: [] })
      }
      expect(begin).not.toHaveBeenCalled()
    } finally {
      begin.mockRestore()
    }
    expect(await stored(empty)).toHaveLength(0)
    // Its first entry keeps its account at once (the entry's own transaction), and the read answers it.
    await pay(empty, 1_000, '2026-04-03')
    expect(await stored(empty)).toHaveLength(1)
    expect((await account(empty)).balanceCents).toBe(-1_000)
  })

  it('a parent’s read of their account is in the audit log', async () => {
    const payload = await testPayload()
    await account(actors.parentA!.id, cookies.parentA)
    await drainAuditLog(5_000)
    const [kept] = await stored(actors.parentA!.id)
    const { docs } = await payload.find({ collection: 'audit-events', where: { and: [{ recordCollection: { equals: 'family-accounts' } }, { action: { equals: 'read' } }, { userId: { equals: actors.parentA!.id } }] }, overrideAccess: true, depth: 0, pagination: false })
    expect(docs.some((doc) => (doc.recordIds as string[]).includes(kept!.id))).toBe(true)
  })
})
