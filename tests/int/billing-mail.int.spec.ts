/**
 * The mail about a new invoice (docs/spec.md §14), through a real SMTP server: a billing run queues one to
 * each invoiced family in its language, sent by the job queue, never inside the run; a parent who turned
 * "A new invoice" off in their email notices gets none.
 */
import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { MailServer } from '../../scripts/lib/mailServer'
import { startMailSuite, unique } from './helpers/mailSuite'

let mail: MailServer
let payload: Payload
let admin: TypedUser
let adminCookie: string
let deliver: () => Promise<void>
let api: typeof import('./helpers/api')
let serverURL: string

/** A family of its own (with `language` and notice choices), one child on a monthly plan: its invoices are this test's alone. */
async function family(language: 'en' | 'es', invoices = true) {
  const email = `billing.${unique()}@families.test`
  const parent = await payload.create({
    collection: 'users',
    data: { username: `billmail${unique()}`, password: 'secret-123', firstName: 'Lucía', lastName: 'Mendoza', role: 'parent', email, language, notifications: { invoices } } as never,
    overrideAccess: true,
  })
  const child = await payload.create({ collection: 'children', data: { firstName: 'Nico', lastName: 'Mendoza', dateOfBirth: '2023-02-10', enrollmentDate: '2026-01-05', parent: parent.id }, overrideAccess: true, user: admin })
  await payload.create({ collection: 'billing-plans', data: { child: child.id, rateCode: 'twos-full-time', from: '2026-01-05' } as never, overrideAccess: true, user: admin })
  return { id: parent.id, email }
}

beforeAll(async () => {
  const suite = await startMailSuite()
  ;({ mail, payload, admin, adminCookie, deliver, api, serverURL } = suite)
})

describe('the mail about a new invoice', () => {
  it('each invoiced family gets one, in its language, sent by the queue after the run; turned off, none', async () => {
    const english = await family('en')
    const spanish = await family('es')
    const quiet = await family('en', false)
    const run = await api.api<{ issued: { id: string; number: number; familyId: string; totalCents: number }[] }>('POST', '/api/admin/billing/runs', { cookie: adminCookie, body: { period: '2092-03' } })
    expect(run.status).toBe(200)
    const issued = (familyId: string) => run.body.issued.find((invoice) => invoice.familyId === familyId)!
    expect(issued(quiet.id)).toBeTruthy()
    // Queued with the invoices, sent by the queue: nothing has left yet.
    expect(mail.to(english.email)).toHaveLength(0)
    await deliver()

    const en = await mail.waitFor((candidate) => candidate.to.includes(english.email))
    const invoice = issued(english.id)
    const total = `$${(invoice.totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
    expect(en.subject).toBe(`Multicultural Child Care Centre: invoice ${invoice.number} for March 2092, ${total}`)
    expect(en.text).toContain(`Your invoice for March 2092 is ready: ${total}, due by`)
    expect(en.text).toContain('Pay at the centre by cash, check or money order')
    expect(en.links).toContain(`${serverURL}/billing/invoices/${invoice.id}`)

    const es = await mail.waitFor((candidate) => candidate.to.includes(spanish.email))
    expect(es.subject).toContain(`factura ${issued(spanish.id).number} de marzo de 2092`)
    expect(es.text).toContain('Su factura de marzo de 2092 está lista')
    expect(es.links).toContain(`${serverURL}/es/billing/invoices/${issued(spanish.id).id}`)

    expect(mail.to(english.email)).toHaveLength(1)
    expect(mail.to(quiet.email)).toHaveLength(0)
  })

  it('a parent turns invoice mails off and on in their notice choices', async () => {
    const parent = await family('en')
    await payload.update({ collection: 'users', id: parent.id, data: { password: 'choices-pass-1' } as never, overrideAccess: true })
    const { docs } = await payload.find({ collection: 'users', where: { id: { equals: parent.id } }, overrideAccess: true, depth: 0 })
    const cookie = await api.apiLogin(docs[0]!.username!, 'choices-pass-1')
    expect((await api.api('GET', '/api/account/notifications', { cookie })).body).toMatchObject({ invoices: true })
    const saved = await api.api<{ notifications: { invoices: boolean } }>('POST', '/api/account/notifications', { cookie, body: { applicationUpdates: true, newsletters: true, invoices: false } })
    expect(saved.status).toBe(200)
    expect(saved.body.notifications.invoices).toBe(false)
    expect((await payload.findByID({ collection: 'users', id: parent.id, overrideAccess: true, depth: 0 })).notifications?.invoices).toBe(false)
  })
})
