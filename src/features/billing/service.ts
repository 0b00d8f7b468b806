import 'server-only'

import type { z } from 'zod'

import { isAdminUser } from '@/access/roles'
import { isUniqueViolation } from '@/lib/databaseErrors'
import { centreToday } from '@/lib/dates'
import { siteSettingsWithDefaults } from '@/lib/siteSettings'
import { relationId } from '@/lib/relationId'
import { type Actor, asUser, inTransaction, requireReadAll, requireUser } from '@/server/actor'
import { HttpError, badRequest, notFound, notFoundUnlessDown } from '@/server/http/errors'
import { isRecordId } from '@/server/http/listing'
import { issueInvoices } from './jobs/billingRun'
import { subsidyReportCsv, subsidyReportRows } from './subsidyReport'
import { agencyShareOf, dayOf, dayText, parsePeriod, periodDays, periodText } from './tuition'
import { AGING_BUCKETS, type Aging, agingOf, balanceOf, ledgerLineOf, openByInvoice, withRunningBalance } from './ledger'
import type { AgencyPaymentRecord, AgingRecord, SubsidyAuthorizationsRecord, BillingAccountRecord, BillingRunRecord, FamilyLedgerRecord, InvoiceRecord, LedgerEntryRecord } from './record'
import { type agencyPaymentSchema, type billingRunSchema, billingMessages, type deskPaymentSchema } from './schemas'
import { onlinePaymentsOn } from './stripeSettings'
import { wireInvoice, wireLedgerEntry } from './wire'
import { EMPTY_ACCOUNT, ENTRY_FIELDS, type FamilyAccount } from './account'
import { hasLedgerEntries, keepFamilyAccount } from './hooks/keepFamilyAccount'
import { type BillingCentre, invoiceContent, statementContent } from './documents/content'
import { renderPdf } from './documents/pdf'
import { type StatementEntry, paidInYear } from './statement'

/**
 * Billing with the caller's rights: the collections decide who reads and writes what (access.ts: admins
 * every family, a parent their own; the ledger append-only; invoices issued by the server's rules).
 */

const notAFamily = () => badRequest(billingMessages.familyId, [{ field: 'familyId', message: billingMessages.familyId }])

/** Whose account a call is about: a parent's own family; an admin names one (`familyId`). */
function familyOf(actor: Actor, familyId: string | undefined): string {
  const user = requireUser(actor)
  if (!isAdminUser(user)) {
    if (familyId !== undefined && familyId !== user.id) throw notFound()
    return user.id
  }
  if (!familyId || !isRecordId(familyId)) throw notAFamily()
  return familyId
}

/** A family as people name it: the parent's name, else their username. */
const familyNameOf = (parent: { firstName?: string | null; lastName?: string | null; username?: string | null }) =>
  [parent.firstName, parent.lastName].filter(Boolean).join(' ') || parent.username || ''

/** The family's ledger, oldest first, in one read: the balance and what is open come from its amounts, days and invoices. */
async function ledgerOf(actor: Actor, familyId: string) {
  const { docs } = await actor.payload.find({ collection: 'ledger-entries', where: { family: { equals: familyId } }, select: ENTRY_FIELDS, sort: 'postedOn', pagination: false, ...asUser(actor) })
  return docs
}

/** The family's account as the server keeps it (collections/familyAccounts.ts), read with the caller's rights. */
async function storedAccountOf(actor: Actor, familyId: string) {
  const { docs } = await actor.payload.find({ collection: 'family-accounts', where: { family: { equals: familyId } }, limit: 1, pagination: false, ...asUser(actor) })
  return docs[0]
}

/**
 * The family's account (its balance, invoices still owed on, latest payments) as the server keeps it with
 * every ledger entry, read with the caller's rights: one document. A family whose account was never kept
 * (its entries came before accounts were) gets it kept now, by the server in a transaction of its own,
 * and then read with the caller's rights; a family without entries is answered the empty account after
 * one look at the ledger, with nothing written.
 */
export async function keptAccountOf(actor: Actor, familyId: string): Promise<FamilyAccount> {
  let stored = await storedAccountOf(actor, familyId)
  if (!stored) {
    if (!(await hasLedgerEntries(actor.payload, familyId))) return EMPTY_ACCOUNT
    const kept = await inTransaction({ payload: actor.payload, user: null }, (tx) => keepFamilyAccount(tx.req!, familyId))
    if (kept) stored = await storedAccountOf(actor, familyId)
  }
  return stored ? (stored as unknown as FamilyAccount) : EMPTY_ACCOUNT
}

/** The family's balance, its invoices still owed on (oldest first), its latest payments, and whether it may pay online. */
export async function billingAccount(actor: Actor, { familyId }: { familyId?: string }): Promise<BillingAccountRecord> {
  const family = familyOf(actor, familyId)
  const account = await keptAccountOf(actor, family)
  return {
    familyId: family,
    balanceCents: account.balanceCents,
    openInvoices: account.openInvoices.map(({ invoice, openCents }) => wireInvoice(invoice, openCents)),
    recentPayments: account.recentPayments.map(wireLedgerEntry),
    onlinePayments: onlinePaymentsOn(),
  }
}

/** The centre as its billing papers name it: the site settings, read by the server (the tax id is not public; the paper prints it). */
async function billingCentre(actor: Actor): Promise<BillingCentre> {
  const stored = await actor.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const settings = siteSettingsWithDefaults(stored)
  return { name: settings.name, address: settings.address, phone: settings.phone, email: settings.email, taxId: stored.taxId?.trim() || null }
}

/** The family as its papers name it, and its language (the parent's account, read with the caller's rights). */
async function familyPaperOf(actor: Actor, familyId: string): Promise<{ name: string; language: 'en' | 'es' }> {
  const parent = await actor.payload.findByID({ collection: 'users', id: familyId, select: { firstName: true, lastName: true, username: true, language: true }, ...asUser(actor) }).catch(notFoundUnlessDown())
  return { name: [parent.firstName, parent.lastName].filter(Boolean).join(' ') || parent.username || '', language: parent.language === 'es' ? 'es' : 'en' }
}

/** One invoice as a PDF, in the family's language (the caller's family's; admins: any). */
export async function invoicePdf(actor: Actor, id: string): Promise<{ bytes: Uint8Array<ArrayBuffer>; fileName: string }> {
  const record = await invoice(actor, id)
  const [family, centre] = await Promise.all([familyPaperOf(actor, record.familyId), billingCentre(actor)])
  const bytes = await renderPdf(invoiceContent(record, family.name, centre, centreToday(), onlinePaymentsOn()))
  return { bytes, fileName: `invoice-${record.number}.pdf` }
}

/**
 * The year-end statement of a family (the parent's own; admins: `familyId`) as a PDF in the family's
 * language: the centre with its tax id and what the family paid in the year for each child (statement.ts).
 */
export async function yearStatement(actor: Actor, { year, familyId }: { year: string | null; familyId?: string }): Promise<{ bytes: Uint8Array<ArrayBuffer>; fileName: string }> {
  const family = familyOf(actor, familyId)
  const thisYear = Number(centreToday().slice(0, 4))
  const asked = year !== null && /^\d{4}$/.test(year) ? Number(year) : NaN
  if (!(asked >= 2000 && asked <= thisYear)) throw badRequest(billingMessages.year, [{ field: 'year', message: billingMessages.year }])
  const [entries, { docs: invoices }, paper, centre] = await Promise.all([
    ledgerOf(actor, family),
    actor.payload.find({ collection: 'invoices', where: { family: { equals: family } }, select: { lines: true }, pagination: false, ...asUser(actor) }),
    familyPaperOf(actor, family),
    billingCentre(actor),
  ])
  const names = new Map<string, string>()
  const sharesOf = new Map<string, StatementEntry['shares']>()
  for (const doc of invoices) {
    const byChild = new Map<string, number>()
    for (const line of doc.lines ?? []) {
      const key = relationId(line.child) ?? ''
      byChild.set(key, (byChild.get(key) ?? 0) + line.amountCents)
      if (key && line.childName) names.set(key, line.childName)
    }
    sharesOf.set(doc.id, [...byChild].map(([key, weight]) => ({ key, weight })))
  }
  const named = [...new Set(entries.map((entry) => relationId(entry.child)).filter((id): id is string => id !== null && !names.has(id)))]
  if (named.length) {
    const { docs: children } = await actor.payload.find({ collection: 'children', where: { id: { in: named } }, select: { firstName: true, lastName: true }, pagination: false, ...asUser(actor) })
    for (const child of children) names.set(child.id, `${child.firstName} ${child.lastName}`)
  }
  const paid = paidInYear(
    entries.map((entry) => {
      const invoiceId = relationId(entry.invoice)
      const childId = relationId(entry.child)
      const shares = (invoiceId && sharesOf.get(invoiceId)) || [{ key: childId ?? '', weight: 1 }]
      return { id: entry.id, kind: entry.kind, amountCents: entry.amountCents, postedOn: entry.postedOn, createdAt: entry.createdAt, shares }
    }),
    asked,
  )
  const bytes = await renderPdf(statementContent(asked, paid, (key) => names.get(key) ?? '', paper.name, centre, centreToday(), paper.language))
  return { bytes, fileName: `statement-${asked}.pdf` }
}

/** One invoice the caller may read (404 otherwise), with what is still owed on it. */
export async function invoice(actor: Actor, id: string): Promise<InvoiceRecord> {
  requireUser(actor)
  if (!isRecordId(id)) throw notFound()
  const doc = await actor.payload.findByID({ collection: 'invoices', id, ...asUser(actor) }).catch(notFoundUnlessDown())
  const owed = openByInvoice((await ledgerOf(actor, relationId(doc.family)!)).map(ledgerLineOf))
  return wireInvoice(doc, owed.get(doc.id) ?? 0)
}

/**
 * A billing run for a month, by an admin: one invoice for each family with a plan in it that has none for
 * the month yet. Run twice, or twice at once, it issues each family's invoice once: the second finds it,
 * or is refused by the one-invoice-per-family-and-period rule and counts it as already invoiced.
 */
export async function runBilling(actor: Actor, { period }: z.output<typeof billingRunSchema>): Promise<BillingRunRecord> {
  return issueInvoices(actor.payload, asUser(actor), period)
}

/** A payment received at the desk (cash, check, money order, bank transfer): a ledger entry lowering the balance. */
export async function recordPayment(actor: Actor, { familyId, amountCents, method, reference, receivedAt }: z.output<typeof deskPaymentSchema>): Promise<LedgerEntryRecord> {
  if (receivedAt > centreToday()) throw badRequest(billingMessages.receivedAt, [{ field: 'receivedAt', message: billingMessages.receivedAt }])
  const doc = await actor.payload.create({
    collection: 'ledger-entries',
    data: { family: familyId, kind: 'payment', amountCents: -amountCents, method, reference: reference ?? null, postedOn: receivedAt, description: `Payment received (${method})` },
    ...asUser(actor),
  })
  return wireLedgerEntry(doc)
}

/**
 * A family's whole ledger (admins): every entry, oldest first, each with the balance once it is posted.
 * The family is a parent's account ('familyId must be …' for anything else, an unknown id included).
 */
export async function familyLedger(actor: Actor, { familyId }: { familyId?: string }): Promise<FamilyLedgerRecord> {
  await requireReadAll(actor, 'ledger-entries')
  if (!familyId || !isRecordId(familyId)) throw notAFamily()
  const { docs: parents } = await actor.payload.find({
    collection: 'users',
    where: { id: { equals: familyId } },
    select: { firstName: true, lastName: true, username: true, role: true },
    limit: 1,
    pagination: false,
    ...asUser(actor),
  })
  const parent = parents[0]
  if (parent?.role !== 'parent') throw notAFamily()
  const entries = withRunningBalance((await ledgerOf(actor, familyId)).map(wireLedgerEntry))
  return { familyId, familyName: familyNameOf(parent), balanceCents: entries.at(-1)?.balanceCents ?? 0, entries }
}

/**
 * What a subsidy agency paid for one authorization and month (admins). The agency's share of the month
 * (its rate over the days the authorization and the child's plans cover, tuition.ts) is charged to the
 * family and the payment credited, both naming the authorization and the month, so the family's balance
 * moves by the shortfall only: billed to the family (it stays on the balance), or written off with its
 * reason. Once per authorization and month, decided by the database: the ledger's unique index over the
 * authorization, the month and the kind refuses a second share charge even when two desks (or a double
 * click) record it at the same moment, and that refusal is the same 409 as a month found recorded. More
 * than the share is refused (a correction records it). One transaction.
 */
export async function recordAgencyPayment(actor: Actor, body: z.output<typeof agencyPaymentSchema>): Promise<AgencyPaymentRecord> {
  const refuse = (field: string, message: string) => badRequest(message, [{ field, message }])
  if (body.receivedAt > centreToday()) throw refuse('receivedAt', billingMessages.receivedAt)
  if (!isRecordId(body.authorizationId)) throw refuse('authorizationId', billingMessages.authorizationId)
  const authorization = await actor.payload.findByID({ collection: 'subsidy-authorizations', id: body.authorizationId, ...asUser(actor) }).catch(() => null)
  if (!authorization) throw refuse('authorizationId', billingMessages.authorizationId)
  const [familyId, childId] = [relationId(authorization.family)!, relationId(authorization.child)!]
  const { docs: plans } = await actor.payload.find({ collection: 'billing-plans', where: { child: { equals: childId } }, select: { from: true, to: true }, pagination: false, ...asUser(actor) })
  const cover = { from: dayOf(authorization.startDate)!, to: dayOf(authorization.endDate)!, agencyRateCents: authorization.agencyRateCents }
  const share = agencyShareOf(parsePeriod(body.month)!, cover, plans.map((plan) => ({ from: dayOf(plan.from)!, to: dayOf(plan.to) })))
  if (share.cents === 0) throw refuse('month', billingMessages.notCovered)
  if (body.amountCents > share.cents) throw refuse('amountCents', billingMessages.agencyOverpaid)
  const month = periodText(parsePeriod(body.month)!)
  const what = `${authorization.agencyName ?? ''}, case ${authorization.caseNumber}, ${month}`
  const shortfallCents = share.cents - body.amountCents
  const alreadyRecorded = () => new HttpError(409, billingMessages.agencyPaymentRecorded)
  const entries = await inTransaction(actor, async (tx) => {
    const { totalDocs: recorded } = await tx.payload.count({ collection: 'ledger-entries', where: { and: [{ authorization: { equals: authorization.id } }, { subsidyMonth: { equals: month } }, { kind: { equals: 'charge' } }] }, ...asUser(tx) })
    if (recorded > 0) throw alreadyRecorded()
    const common = { family: familyId, child: childId, authorization: authorization.id, subsidyMonth: month, postedOn: body.receivedAt }
    const written = [
      await tx.payload.create({ collection: 'ledger-entries', data: { ...common, kind: 'charge', amountCents: share.cents, description: `Subsidy share of ${what}` }, ...asUser(tx) }),
      await tx.payload.create({ collection: 'ledger-entries', data: { ...common, kind: 'subsidy-payment', amountCents: -body.amountCents, reference: body.reference ?? null, description: `Subsidy payment from ${what}` }, ...asUser(tx) }),
    ]
    if (shortfallCents > 0 && body.shortfall === 'write-off') {
      written.push(await tx.payload.create({ collection: 'ledger-entries', data: { ...common, kind: 'write-off', amountCents: -shortfallCents, reason: body.reason!.trim(), description: `Subsidy shortfall written off, ${what}` }, ...asUser(tx) }))
    }
    return written
  }).catch((error: unknown) => {
    // Another desk's payment of this month committed first (the unique index): nothing of this one is written.
    throw isUniqueViolation(error) ? alreadyRecorded() : error
  })
  return { expectedCents: share.cents, paidCents: body.amountCents, shortfallCents, shortfall: body.shortfall, entries: entries.map(wireLedgerEntry) }
}

/**
 * The aging report (admins): every family whose balance is not zero, what it owes by how many days past
 * due (current, 1–30, 31–60, 61–90, over 90) on the centre's today, most owed first, and the totals.
 */
export async function aging(actor: Actor): Promise<AgingRecord> {
  await requireReadAll(actor, 'ledger-entries')
  const asOf = centreToday()
  const [{ docs: entries }, { docs: invoices }] = await Promise.all([
    actor.payload.find({ collection: 'ledger-entries', sort: 'postedOn', pagination: false, select: { family: true, amountCents: true, postedOn: true, invoice: true, createdAt: true }, ...asUser(actor) }),
    actor.payload.find({ collection: 'invoices', pagination: false, select: { dueOn: true }, ...asUser(actor) }),
  ])
  const dueOn = new Map(invoices.map((invoice) => [invoice.id, dayOf(invoice.dueOn) ?? '']))
  const byFamily = new Map<string, { id: string; amountCents: number; postedOn: string; createdAt: string; invoiceId: string | null }[]>()
  for (const entry of entries) {
    const family = relationId(entry.family)
    if (!family) continue
    const lines = byFamily.get(family) ?? []
    lines.push(ledgerLineOf(entry))
    byFamily.set(family, lines)
  }
  const owing = [...byFamily].filter(([, lines]) => balanceOf(lines) !== 0)
  const { docs: parents } = await actor.payload.find({
    collection: 'users',
    where: { id: { in: owing.map(([family]) => family) } },
    select: { firstName: true, lastName: true, username: true },
    pagination: false,
    ...asUser(actor),
  })
  const nameOf = (id: string) => {
    const parent = parents.find((candidate) => candidate.id === id)
    return parent ? familyNameOf(parent) : ''
  }
  const totals: AgingRecord['totals'] = { balanceCents: 0, aging: { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 } }
  const families = owing
    .map(([familyId, lines]) => {
      const familyAging: Aging = agingOf(lines, (line) => (line.invoiceId && dueOn.get(line.invoiceId)) || line.postedOn.slice(0, 10), asOf)
      const balanceCents = balanceOf(lines)
      totals.balanceCents += balanceCents
      for (const bucket of AGING_BUCKETS) totals.aging[bucket] += familyAging[bucket]
      return { familyId, familyName: nameOf(familyId), balanceCents, aging: familyAging }
    })
    .sort((a, b) => b.balanceCents - a.balanceCents || a.familyName.localeCompare(b.familyName))
  return { asOf, families, totals }
}

/** The subsidy agencies by name, and every authorization with its child's name, newest first (admins). */
export async function subsidyAuthorizations(actor: Actor): Promise<SubsidyAuthorizationsRecord> {
  await requireReadAll(actor, 'subsidy-authorizations')
  const [{ docs: agencies }, { docs: authorizations }] = await Promise.all([
    actor.payload.find({ collection: 'subsidy-agencies', sort: 'name', select: { name: true }, pagination: false, ...asUser(actor) }),
    actor.payload.find({ collection: 'subsidy-authorizations', sort: '-startDate', pagination: false, ...asUser(actor) }),
  ])
  const childIds = [...new Set(authorizations.map((doc) => relationId(doc.child)).filter((id): id is string => id !== null))]
  const { docs: children } = childIds.length
    ? await actor.payload.find({ collection: 'children', where: { id: { in: childIds } }, select: { firstName: true, lastName: true }, pagination: false, ...asUser(actor) })
    : { docs: [] }
  const names = new Map(children.map((child) => [child.id, `${child.firstName} ${child.lastName}`]))
  const agencyNames = new Map(agencies.map((agency) => [agency.id, agency.name]))
  return {
    agencies: agencies.map((agency) => ({ id: agency.id, name: agency.name })),
    authorizations: authorizations.map((doc) => {
      const agencyId = relationId(doc.agency)
      const childId = relationId(doc.child)
      return {
        id: doc.id,
        agencyId,
        agencyName: (agencyId && agencyNames.get(agencyId)) || doc.agencyName || '',
        caseNumber: doc.caseNumber,
        childId,
        childName: (childId && names.get(childId)) || '',
        familyId: relationId(doc.family),
        startDate: dayOf(doc.startDate) ?? '',
        endDate: dayOf(doc.endDate) ?? '',
        agencyRateCents: doc.agencyRateCents,
        parentFeeCents: doc.parentFeeCents,
      }
    }),
  }
}

/**
 * The subsidy attendance report for a month (admins), CSV: each authorized child's scheduled days,
 * present or absent from the attendance records; one agency's children with `agencyId`.
 */
export async function subsidyReport(actor: Actor, { month, agencyId }: { month: string | null; agencyId: string | null }): Promise<{ csv: string; fileName: string }> {
  await requireReadAll(actor, 'subsidy-authorizations')
  const period = month ? parsePeriod(month) : null
  if (!period) throw badRequest(billingMessages.month, [{ field: 'month', message: billingMessages.month }])
  if (agencyId !== null && !isRecordId(agencyId)) throw badRequest(billingMessages.agencyId, [{ field: 'agencyId', message: billingMessages.agencyId }])
  const { first, last } = periodDays(period)
  const [start, end] = [dayText(first), dayText(last)]
  const { docs: authorizations } = await actor.payload.find({
    collection: 'subsidy-authorizations',
    where: { and: [{ startDate: { less_than_equal: `${end}T23:59:59.999Z` } }, { endDate: { greater_than_equal: start } }, ...(agencyId ? [{ agency: { equals: agencyId } }] : [])] },
    pagination: false,
    ...asUser(actor),
  })
  const childIds = [...new Set(authorizations.map((authorization) => relationId(authorization.child)).filter((id): id is string => id !== null))]
  const [{ docs: children }, { docs: plans }, { docs: stays }] = await Promise.all([
    actor.payload.find({ collection: 'children', where: { id: { in: childIds } }, select: { firstName: true, lastName: true }, pagination: false, ...asUser(actor) }),
    actor.payload.find({ collection: 'billing-plans', where: { child: { in: childIds } }, select: { child: true, from: true, to: true }, pagination: false, ...asUser(actor) }),
    actor.payload.find({ collection: 'attendance', where: { and: [{ child: { in: childIds } }, { date: { greater_than_equal: start } }, { date: { less_than_equal: end } }] }, select: { child: true, date: true }, pagination: false, ...asUser(actor) }),
  ])
  const present = new Map<string, Set<string>>()
  for (const stay of stays) {
    const child = relationId(stay.child)
    if (child && stay.date) present.set(child, (present.get(child) ?? new Set()).add(stay.date))
  }
  const nameOf = (id: string | null) => {
    const child = children.find((candidate) => candidate.id === id)
    return child ? `${child.firstName} ${child.lastName}` : ''
  }
  const rows = subsidyReportRows(
    period,
    authorizations.map((authorization) => ({
      agencyName: authorization.agencyName ?? '',
      caseNumber: authorization.caseNumber,
      childId: relationId(authorization.child) ?? '',
      childName: nameOf(relationId(authorization.child)),
      startDate: dayOf(authorization.startDate) ?? '',
      endDate: dayOf(authorization.endDate) ?? '',
    })),
    plans.map((plan) => ({ childId: relationId(plan.child) ?? '', from: dayOf(plan.from) ?? '', to: dayOf(plan.to) })),
    present,
  )
  return { csv: subsidyReportCsv(rows), fileName: `subsidy-attendance-${periodText(period)}.csv` }
}
