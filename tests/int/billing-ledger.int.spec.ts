/**
 * A family's whole ledger for the director (docs/spec.md §14, GET /api/admin/billing/ledger): every entry
 * of the family and only the family's, oldest first, each with the running balance after it, the last of
 * which is the family's balance; admins only (anonymous 401; parents, their own family included, teachers
 * and editors 403); a familyId that names no family is refused with the spec's message.
 */
import { randomUUID } from 'node:crypto'

import type { TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { BillingAccountRecord, FamilyLedgerRecord } from '@/features/billing/record'
import { billingMessages } from '@/features/billing/schemas'

import { api } from './helpers/api'
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
