import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload, PayloadRequest, Where } from 'payload'
import { ValidationError } from 'payload'

import { isParentUser } from '@/access/roles'
import { lookUp } from '@/lib/auditLookups'
import { centreMinutesOfDay, centreToday } from '@/lib/dates'
import { siteSettingsWithDefaults } from '@/lib/siteSettings'
import { relationId } from '@/lib/relationId'
import { transactionConnection } from '@/lib/transactionConnection'
import { writeAuditRows } from '@/collections/shared/audit/auditOrigin'
import type { Attendance, BillingPlan as BillingPlanDoc, Child, FeeSchedule as FeeScheduleDoc, Invoice, LedgerEntry, SubsidyAuthorization, User } from '@/payload-types'
import { shownInvoiceOf } from '../account'
import { billingMessages } from '../schemas'
import { CHARGED_INVOICE } from './keepFamilyAccount'
import { ledgerLineOf, openByInvoice } from '../ledger'
import { sumCents } from '../money'
import {
  type BillingPlan,
  type EarlierInvoice,
  type FeeSchedule,
  type LatePickup,
  type Period,
  type SubsidyCover,
  dayNumber,
  dayOf,
  dayText,
  invoiceLines,
  invoiceTotal,
  minutesLate,
  minutesOfClock,
  overdueInvoices,
  parsePeriod,
  periodDays,
  periodText,
  scheduleOn,
} from '../tuition'

/** An invoice is due this many days after it is issued. */
export const INVOICE_DUE_DAYS = 10

const SYSTEM = { overrideAccess: true as const, depth: 0 }

/**
 * The next invoice number, in the invoice's own transaction: the counter's row is locked until it
 * commits, so invoices are numbered one after another, and a number taken by an invoice that is then
 * refused (the family already invoiced for the period: a billing run twice at once) is given back by the
 * rollback: numbers have no gaps.
 */
async function nextInvoiceNumber(req: PayloadRequest): Promise<number> {
  const { db } = await transactionConnection(req.payload, req)
  const { rows } = await db.execute(sql`
    insert into billing_counters (name, value) values ('invoice', 1)
    on conflict (name) do update set value = billing_counters.value + 1
    returning value`)
  return Number((rows[0] as { value: number | string }).value)
}

export type BillingFacts = { plans: BillingPlan[]; covers: SubsidyCover[]; schedules: FeeSchedule[] }

/** The fee rules' facts from the documents read: a family's plans and authorizations, its children's names, the schedules. */
function factsFrom(plans: BillingPlanDoc[], authorizations: SubsidyAuthorization[], schedules: FeeScheduleDoc[], children: Pick<Child, 'id' | 'firstName' | 'lastName'>[]): BillingFacts {
  const nameOf = (id: string | null) => {
    const child = children.find((candidate) => candidate.id === id)
    return child ? `${child.firstName} ${child.lastName}` : ''
  }
  return {
    plans: plans.map((plan) => ({
      childId: relationId(plan.child)!,
      childName: nameOf(relationId(plan.child)),
      rateCode: plan.rateCode,
      from: dayOf(plan.from)!,
      to: dayOf(plan.to),
      discountBasisPoints: plan.discountBasisPoints ?? 0,
      discountReason: plan.discountReason ?? null,
      chargeRegistrationFee: plan.chargeRegistrationFee === true,
    })),
    covers: authorizations.map((authorization) => ({
      authorizationId: authorization.id,
      childId: relationId(authorization.child)!,
      agencyName: authorization.agencyName ?? '',
      caseNumber: authorization.caseNumber,
      from: dayOf(authorization.startDate)!,
      to: dayOf(authorization.endDate)!,
      parentFeeCents: authorization.parentFeeCents,
    })),
    schedules: schedules.map((schedule) => ({
      effectiveFrom: dayOf(schedule.effectiveFrom)!,
      rates: schedule.rates.map(({ code, programme, ageBand, schedule: days, period, amountCents }) => ({ code, programme, ageBand, schedule: days, period, amountCents })),
      registrationFeeCents: schedule.registrationFeeCents,
      activityFeeCents: schedule.activityFeeCents,
      activityFeeMonth: schedule.activityFeeMonth,
      siblingDiscountBasisPoints: schedule.siblingDiscountBasisPoints,
      latePickupCentsPerMinute: schedule.latePickupCentsPerMinute ?? 0,
      latePaymentFeeCents: schedule.latePaymentFeeCents ?? 0,
      latePaymentAfterDays: schedule.latePaymentAfterDays ?? 0,
    })),
  }
}

/** The children's names of some plans, read to decide (not shown to anyone, so not in the audit log). */
async function childrenOf(payload: Payload, plans: BillingPlanDoc[], req?: PayloadRequest) {
  const childIds = [...new Set(plans.map((plan) => relationId(plan.child)).filter((id): id is string => id !== null))]
  if (!childIds.length) return []
  const { docs } = await lookUp(() =>
    payload.find({ collection: 'children', where: { id: { in: childIds } }, select: { firstName: true, lastName: true }, pagination: false, ...(req ? { req } : {}), ...SYSTEM }),
  )
  return docs
}

/**
 * What the fee rules need of a family for a period: its children's plans and subsidy covers, and the
 * schedules, their programmes' names in the family's language (English where one has no translation).
 */
export async function billingFactsOf(req: PayloadRequest, familyId: string, language: 'en' | 'es' = 'en'): Promise<BillingFacts> {
  const { payload } = req
  const [plans, authorizations, schedules] = await lookUp(() =>
    Promise.all([
      payload.find({ collection: 'billing-plans', where: { family: { equals: familyId } }, pagination: false, req, ...SYSTEM }),
      payload.find({ collection: 'subsidy-authorizations', where: { family: { equals: familyId } }, pagination: false, req, ...SYSTEM }),
      payload.find({ collection: 'fee-schedules', pagination: false, req, ...SYSTEM, locale: language, fallbackLocale: 'en' }),
    ]),
  )
  return factsFrom(plans.docs, authorizations.docs, schedules.docs, await childrenOf(payload, plans.docs, req))
}

/** Documents grouped by the family they name. */
function byFamily<T extends { family?: unknown }>(docs: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>()
  for (const doc of docs) {
    const family = relationId(doc.family)
    if (!family) continue
    const list = grouped.get(family)
    if (list) list.push(doc)
    else grouped.set(family, [doc])
  }
  return grouped
}

/** What the invoice mail needs of the parent (announceInvoice.ts). */
export type NoticeParent = Pick<User, 'email' | 'firstName' | 'language' | 'notifications'>

/**
 * A family as a billing run found it: whether it is a parent's account, its language, and its facts; for
 * a run of one month also its late fees' facts, the parent the invoice mail goes to, its balance before
 * the invoice, and the centre's name.
 */
export type PreparedFamily = {
  parent: boolean
  language: 'en' | 'es'
  facts: BillingFacts
  late?: LateFacts
  notice?: { parent: NoticeParent; balanceCents: number; centreName: string }
}

/** The family a billing run prepared (`prepareFamilies`), handed to the invoice's hooks through a context no request can set. */
export function preparedFamilyOf(req: PayloadRequest, familyId: string | null): PreparedFamily | undefined {
  const families = req.context.billingRunFamilies
  return familyId && families instanceof Map ? (families as Map<string, PreparedFamily>).get(familyId) : undefined
}

/**
 * What `billingFactsOf` reads, for many families at once: a billing run reads each collection once
 * instead of once per family (a centre of 500 families: 6 reads, not 2,500). Read before the invoices'
 * transactions, as each family's own reads are before its invoice number is taken.
 */
export async function prepareFamilies(payload: Payload, familyIds: string[], period?: Period): Promise<Map<string, PreparedFamily>> {
  const prepared = new Map<string, PreparedFamily>()
  if (!familyIds.length) return prepared
  const [users, plans, authorizations] = await lookUp(() =>
    Promise.all([
      payload.find({ collection: 'users', where: { id: { in: familyIds } }, select: { role: true, language: true, email: true, firstName: true, notifications: true }, pagination: false, ...SYSTEM }),
      payload.find({ collection: 'billing-plans', where: { family: { in: familyIds } }, pagination: false, ...SYSTEM }),
      payload.find({ collection: 'subsidy-authorizations', where: { family: { in: familyIds } }, pagination: false, ...SYSTEM }),
    ]),
  )
  const languages = new Set(users.docs.map((user) => (user.language === 'es' ? 'es' : 'en') as 'en' | 'es'))
  const [schedulesByLanguage, children] = await Promise.all([
    Promise.all(
      [...languages].map(async (language) => {
        const { docs } = await lookUp(() => payload.find({ collection: 'fee-schedules', pagination: false, ...SYSTEM, locale: language, fallbackLocale: 'en' }))
        return [language, docs] as const
      }),
    ).then((entries) => new Map(entries)),
    childrenOf(payload, plans.docs),
  ])
  const plansOf = byFamily(plans.docs)
  const authorizationsOf = byFamily(authorizations.docs)
  const month = period ? await monthFactsOf(payload, familyIds, children, period) : null
  for (const user of users.docs) {
    const language = user.language === 'es' ? 'es' : 'en'
    const familyPlans = plansOf.get(user.id) ?? []
    const familyChildren = new Set(familyPlans.map((plan) => relationId(plan.child)))
    const family: PreparedFamily = {
      parent: isParentUser(user as never),
      language,
      facts: factsFrom(familyPlans, authorizationsOf.get(user.id) ?? [], schedulesByLanguage.get(language) ?? [], children.filter((child) => familyChildren.has(child.id))),
    }
    if (month) {
      const entries = month.entriesOf.get(user.id) ?? []
      family.late = lateFactsFrom(month.before, month.closesAt, month.stays.filter((stay) => familyChildren.has(relationId(stay.child))), month.nameOf, month.owedOf.get(user.id) ?? [], month.feeCarriersOf.get(user.id) ?? [], entries)
      family.notice = { parent: user, balanceCents: sumCents(entries.map((entry) => entry.amountCents)), centreName: month.centreName }
    }
    prepared.set(user.id, family)
  }
  return prepared
}

/**
 * A billing run's reads for the late fees and the invoice mail, for all its families at once (4 reads,
 * not 4 for each invoice): the closing time and the centre's name, the month before's stays of the
 * children with plans, and the families' invoices and ledgers.
 */
async function monthFactsOf(payload: Payload, familyIds: string[], children: Pick<Child, 'id' | 'firstName' | 'lastName'>[], period: Period) {
  const before = monthBefore(period)
  const childIds = children.map((child) => child.id)
  const [settings, stays, entries] = await lookUp(() =>
    Promise.all([
      payload.findGlobal({ slug: 'site-settings', ...SYSTEM }),
      readStays(payload, childIds, before),
      payload.find({ collection: 'ledger-entries', where: { family: { in: familyIds } }, select: { family: true, amountCents: true, postedOn: true, createdAt: true, invoice: true }, pagination: false, ...SYSTEM }),
    ]),
  )
  const entriesOf = byFamily(entries.docs)
  // What is owed is each family's own (its payments pay its oldest charges): never pooled across families.
  const owedIds = [...entriesOf.values()].flatMap((familyEntries) => [...openOf(familyEntries).keys()])
  const { owed, feeCarriers } = await lateInvoicesOf(payload, owedIds, { family: { in: familyIds } })
  const names = new Map(children.map((child) => [child.id, `${child.firstName} ${child.lastName}`]))
  return {
    before,
    closesAt: minutesOfClock(siteSettingsWithDefaults(settings).hours.close),
    centreName: siteSettingsWithDefaults(settings).name,
    stays: stays.docs,
    nameOf: (childId: string) => names.get(childId) ?? '',
    owedOf: byFamily(owed),
    feeCarriersOf: byFamily(feeCarriers),
    entriesOf,
  }
}

/** The late fees' facts of one family (tuition.ts reads them): last month's late pickups, its earlier invoices. */
export type LateFacts = { pickups: LatePickup[]; earlier: EarlierInvoice[] }

type Stay = Pick<Attendance, 'child' | 'checkedOutAt'>
type OwedInvoiceDoc = Pick<Invoice, 'id' | 'number' | 'dueOn'> & { family?: Invoice['family'] }
type FeeCarrierDoc = Pick<Invoice, 'id' | 'lines'> & { family?: Invoice['family'] }
type LedgerDoc = Pick<LedgerEntry, 'id' | 'amountCents' | 'postedOn' | 'createdAt' | 'invoice'>

const monthBefore = (period: Period): Period =>
  parsePeriod(periodText({ year: period.month === 1 ? period.year - 1 : period.year, month: period.month === 1 ? 12 : period.month - 1 }))!

/** The children's stays of a month that ended with a pickup, read to decide (not shown, so not in the audit log). */
function readStays(payload: Payload, childIds: string[], month: Period, req?: PayloadRequest) {
  if (!childIds.length) return Promise.resolve({ docs: [] as Stay[] })
  const { first, last } = periodDays(month)
  return payload.find({
    collection: 'attendance',
    where: { and: [{ child: { in: childIds } }, { date: { greater_than_equal: dayText(first) } }, { date: { less_than_equal: dayText(last) } }, { checkedOutAt: { exists: true } }] },
    select: { child: true, checkedOutAt: true },
    pagination: false,
    ...(req ? { req } : {}),
    ...SYSTEM,
  })
}

/**
 * The late fees' facts from what was read: each child's minutes collected after closing (`closesAt`,
 * minutes of the day) in the month `before`, and the family's earlier invoices with what is still owed on
 * each (oldest charges paid first) and whether one already took its late fee.
 */
function lateFactsFrom(before: Period, closesAt: number | null, stays: Stay[], nameOf: (childId: string) => string, owed: OwedInvoiceDoc[], feeCarriers: FeeCarrierDoc[], entries: LedgerDoc[]): LateFacts {
  const minutesByChild = new Map<string, number>()
  if (closesAt !== null) {
    for (const stay of stays) {
      const child = relationId(stay.child)
      const late = stay.checkedOutAt ? minutesLate(centreMinutesOfDay(stay.checkedOutAt), closesAt) : 0
      if (child && late > 0) minutesByChild.set(child, (minutesByChild.get(child) ?? 0) + late)
    }
  }
  const pickups = [...minutesByChild].map(([childId, minutes]) => ({ childId, childName: nameOf(childId), minutes, month: periodText(before) }))
  const open = openOf(entries)
  const charged = new Set(feeCarriers.flatMap((invoice) => (invoice.lines ?? []).filter((line) => line.kind === 'late-payment-fee').map((line) => Number((line.detail as { invoiceNumber?: unknown } | null)?.invoiceNumber))))
  const earlier = owed
    .filter((invoice) => (open.get(invoice.id) ?? 0) > 0)
    .sort((a, b) => (a.number ?? 0) - (b.number ?? 0))
    .map((invoice) => ({ number: invoice.number ?? 0, dueOn: dayOf(invoice.dueOn) ?? '', openCents: open.get(invoice.id)!, feeCharged: charged.has(invoice.number ?? 0) }))
  return { pickups, earlier }
}

/** What is still owed on each invoice of a family's ledger. */
const openOf = (entries: LedgerDoc[]) => openByInvoice(entries.map(ledgerLineOf))

/**
 * What the late-payment fee needs of the families' invoices, and no more (a family's invoices grow by one
 * a month, each with its lines): those still owed on (number and due day), and those that charged a late
 * fee (their lines say for which invoice).
 */
async function lateInvoicesOf(payload: Payload, owedIds: string[], familyWhere: Where, req?: PayloadRequest) {
  const [owed, feeCarriers] = await lookUp(() =>
    Promise.all([
      owedIds.length
        ? payload.find({ collection: 'invoices', where: { id: { in: owedIds } }, select: { family: true, number: true, dueOn: true }, pagination: false, ...(req ? { req } : {}), ...SYSTEM })
        : Promise.resolve({ docs: [] as OwedInvoiceDoc[] }),
      payload.find({ collection: 'invoices', where: { and: [familyWhere, { 'lines.kind': { equals: 'late-payment-fee' } }] }, select: { family: true, lines: true }, pagination: false, ...(req ? { req } : {}), ...SYSTEM }),
    ]),
  )
  return { owed: owed.docs, feeCarriers: feeCarriers.docs }
}

/** What the late fees need on one family's invoice for `period` (an invoice issued alone; a run reads them for all its families). */
export async function lateFactsOf(req: PayloadRequest, familyId: string, period: Period, childIds: string[]): Promise<LateFacts> {
  const { payload } = req
  const before = monthBefore(period)
  const [settings, stays, entries] = await lookUp(() =>
    Promise.all([
      payload.findGlobal({ slug: 'site-settings', req, ...SYSTEM }),
      readStays(payload, childIds, before, req),
      payload.find({ collection: 'ledger-entries', where: { family: { equals: familyId } }, select: { amountCents: true, postedOn: true, createdAt: true, invoice: true }, pagination: false, req, ...SYSTEM }),
    ]),
  )
  const { owed, feeCarriers } = await lateInvoicesOf(payload, [...openOf(entries.docs).keys()], { family: { equals: familyId } }, req)
  const late = new Set(stays.docs.map((stay) => relationId(stay.child)))
  const { docs: children } = late.size
    ? await lookUp(() => payload.find({ collection: 'children', where: { id: { in: [...late].filter((id): id is string => id !== null) } }, select: { firstName: true, lastName: true }, pagination: false, req, ...SYSTEM }))
    : { docs: [] }
  const names = new Map(children.map((child) => [child.id, `${child.firstName} ${child.lastName}`]))
  return lateFactsFrom(before, minutesOfClock(siteSettingsWithDefaults(settings).hours.close), stays.docs, (childId) => names.get(childId) ?? '', owed, feeCarriers, entries.docs)
}

/**
 * An invoice is issued, never written: on create the server takes only the family and the period from
 * the input and computes the rest (its lines by the fee rules, src/features/billing/tuition.ts; its total;
 * its number, the next without a gap; the day it is issued and due; the family's language, in which it is
 * read and mailed). Nobody changes or deletes an invoice (access); a mistake is corrected in the ledger.
 */
export const issueInvoice: CollectionBeforeChangeHook = async ({ data, operation, req, collection }) => {
  const refuse = (path: string, message: string): never => {
    throw new ValidationError({ collection: collection.slug, errors: [{ path, message }] }, req.t)
  }
  if (operation !== 'create') return refuse('period', billingMessages.invoiceIssued)
  const period = typeof data.period === 'string' ? parsePeriod(data.period) : null
  if (!period) return refuse('period', billingMessages.period)
  const familyId = relationId(data.family)
  // A billing run has read its families' facts at once (`prepareFamilies`); a context no request can set.
  const prepared = preparedFamilyOf(req, familyId)
  const family = prepared
    ? { role: prepared.parent ? 'parent' : null, language: prepared.language }
    : familyId
      ? await lookUp(() => req.payload.findByID({ collection: 'users', id: familyId, req, ...SYSTEM, select: { role: true, language: true } })).catch(() => null)
      : null
  if (!family || !isParentUser(family as never)) return refuse('family', billingMessages.familyNotParent)

  const language = family!.language === 'es' ? 'es' : 'en'
  const facts = prepared?.facts ?? (await billingFactsOf(req, familyId!, language))
  // The demo's past months are issued on their own day (src/features/billing/seed.ts); a context no request can set.
  const issuedOn = typeof req.context.seedIssuedOn === 'string' ? req.context.seedIssuedOn : centreToday()
  const late = prepared?.late ?? (await lateFactsOf(req, familyId!, period, [...new Set(facts.plans.map((plan) => plan.childId))]))
  const afterDays = scheduleOn(facts.schedules, periodDays(period).first)?.latePaymentAfterDays ?? 0
  const computed = invoiceLines(period, facts.plans, facts.schedules, facts.covers, { pickups: late.pickups, overdueInvoices: overdueInvoices(late.earlier, issuedOn, afterDays) })
  // Taken before the late fees are checked again: every invoice issued before this one has committed.
  const number = await nextInvoiceNumber(req)
  const lines = await withoutLateFeesCharged(req, familyId!, computed)
  return {
    family: familyId,
    period: periodText(period),
    number,
    issuedOn,
    dueOn: dayText(dayNumber(issuedOn) + INVOICE_DUE_DAYS),
    language,
    lines: lines.map(({ kind, childId, childName, amountCents, detail }) => ({ kind, child: childId, childName, amountCents, detail })),
    totalCents: invoiceTotal(lines),
  }
}

/**
 * An earlier invoice's late-payment fee is charged once. The facts it was computed from were read before
 * the invoice number was taken, and another invoice of the family (another month, issued at the same
 * moment by a run and an admin in /cms) may have charged it since: the number's row lock makes invoices
 * commit one after another, so once it is taken the family's invoices read here are every one issued
 * before this one, and a fee one of them charged is left out.
 */
async function withoutLateFeesCharged(req: PayloadRequest, familyId: string, lines: ReturnType<typeof invoiceLines>): Promise<ReturnType<typeof invoiceLines>> {
  const feeOf = (line: { detail?: unknown }) => Number((line.detail as { invoiceNumber?: unknown } | null)?.invoiceNumber)
  if (!lines.some((line) => line.kind === 'late-payment-fee')) return lines
  const { docs } = await lookUp(() =>
    req.payload.find({ collection: 'invoices', where: { and: [{ family: { equals: familyId } }, { 'lines.kind': { equals: 'late-payment-fee' } }] }, select: { lines: true }, pagination: false, req, ...SYSTEM }),
  )
  const charged = new Set(docs.flatMap((invoice) => (invoice.lines ?? []).filter((line) => line.kind === 'late-payment-fee').map(feeOf)))
  return lines.filter((line) => line.kind !== 'late-payment-fee' || !charged.has(feeOf(line)))
}

/**
 * The invoice's charge in the family's ledger, in the same transaction (no invoice without its charge):
 * written with the issuer's rights when a person issues it (so the ledger's own rules and the audit log
 * see them), by the server itself when the scheduled run does.
 */
export const chargeInvoice: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  // The charge's hook keeps the family's account: the invoice is at hand, it need not read it back.
  req.context[CHARGED_INVOICE] = shownInvoiceOf(doc)
  const charge =
    doc.totalCents > 0
      ? await req.payload.create({
          collection: 'ledger-entries',
          data: { family: relationId(doc.family)!, kind: 'charge', amountCents: doc.totalCents, postedOn: doc.issuedOn, description: `Invoice ${doc.number}, ${doc.period}`, invoice: doc.id },
          req,
          depth: 0,
          ...(req.user ? { user: req.user, overrideAccess: false } : { overrideAccess: true }),
        })
      : null
  // A person's writes are logged by the audit hook; the server's own run is logged here, in the same transaction.
  if (!req.user) {
    const { db } = await transactionConnection(req.payload, req)
    const row = (collection: string, id: string) => ({
      action: 'create',
      record_collection: collection,
      record_id: id,
      record_ids: [id],
      child_id: null,
      child_name: null,
      user_id: null,
      user_name: BILLING_RUN,
      user_role: null,
      via: 'job',
      address: null,
    })
    await writeAuditRows(db, [row('invoices', doc.id), ...(charge ? [row('ledger-entries', charge.id)] : [])], false)
  }
  return doc
}

/** Who the audit log names for the invoices and charges the scheduled run writes. */
export const BILLING_RUN = 'Billing run (scheduled)'
