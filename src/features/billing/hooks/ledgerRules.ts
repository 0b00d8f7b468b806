import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'

import { isParentUser } from '@/access/roles'
import { lookUp } from '@/lib/auditLookups'
import { relationId } from '@/lib/relationId'
import { DESK_PAYMENT_METHODS, LEDGER_SIGN, type LedgerKind, billingMessages } from '../schemas'
import { parsePeriod, periodText } from '../tuition'

/** The entries of an agency's payment that name its month: the share charged, the payment, a shortfall written off. */
const SUBSIDY_MONTH_KINDS: readonly LedgerKind[] = ['charge', 'subsidy-payment', 'write-off']

const refuse = (req: PayloadRequest, collection: string, path: string, message: string): never => {
  throw new ValidationError({ collection, errors: [{ path, message }] }, req.t)
}

/**
 * A ledger entry is written once and never changed (access: update and delete are nobody's); on create
 * the server checks that it says what it must: the family is a parent's account; a child named is one of
 * that family's; the amount has its kind's sign; a check has its number; a correction names an entry of the
 * same family, and only a correction does; a subsidy payment names an authorization of that family; a
 * write-off has its reason; an agency payment's month is a month, on its share charge, payment or
 * write-off, beside its authorization. Who wrote it is the session's user, never input.
 */
export const ledgerRules: CollectionBeforeChangeHook = async ({ data, operation, req, collection }) => {
  if (operation !== 'create') refuse(req, collection.slug, 'kind', billingMessages.immutable)
  const slug = collection.slug
  const familyId = relationId(data.family)
  if (!familyId) return refuse(req, slug, 'family', billingMessages.family)
  // Look-ups with the server's rights: the admin's create is what the log records.
  const family = await lookUp(() => req.payload.findByID({ collection: 'users', id: familyId, depth: 0, req, overrideAccess: true, select: { role: true } })).catch(() => null)
  if (!family || !isParentUser(family as never)) refuse(req, slug, 'family', billingMessages.familyNotParent)

  const childId = relationId(data.child)
  if (childId) {
    const child = await lookUp(() => req.payload.findByID({ collection: 'children', id: childId, depth: 0, req, overrideAccess: true, select: { parent: true } })).catch(() => null)
    if (!child || relationId(child.parent) !== familyId) refuse(req, slug, 'child', billingMessages.childOfFamily)
  }

  const kind = data.kind as LedgerKind
  const amount = data.amountCents as number
  if (amount === 0) refuse(req, slug, 'amountCents', billingMessages.amountZero)
  const sign = LEDGER_SIGN[kind]
  if (sign !== 0 && Math.sign(amount) !== sign) refuse(req, slug, 'amountCents', billingMessages.amountSign)

  if (kind === 'payment') {
    if (!data.method) refuse(req, slug, 'method', billingMessages.method)
    if (data.method === 'check' && !(typeof data.reference === 'string' && data.reference.trim())) refuse(req, slug, 'reference', billingMessages.checkNumber)
    // Card and online bank payments come only from Stripe's verified webhook, which writes without a session.
    if (req.user && !(DESK_PAYMENT_METHODS as readonly string[]).includes(data.method as string)) refuse(req, slug, 'method', billingMessages.method)
  } else if (data.method) {
    data.method = null
  }

  const correctedId = relationId(data.corrects)
  if (kind === 'correction') {
    const corrected = correctedId
      ? await lookUp(() => req.payload.findByID({ collection: 'ledger-entries', id: correctedId, depth: 0, req, overrideAccess: true, select: { family: true } })).catch(() => null)
      : null
    if (!corrected || relationId(corrected.family) !== familyId) refuse(req, slug, 'corrects', billingMessages.corrects)
  } else if (correctedId) {
    refuse(req, slug, 'corrects', billingMessages.notACorrection)
  }

  const invoiceId = relationId(data.invoice)
  if (invoiceId) {
    const invoice = await lookUp(() => req.payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, req, overrideAccess: true, select: { family: true } })).catch(() => null)
    if (!invoice || relationId(invoice.family) !== familyId) refuse(req, slug, 'invoice', billingMessages.invoiceOfFamily)
  }

  const authorizationId = relationId(data.authorization)
  if (kind === 'subsidy-payment') {
    const authorization = authorizationId
      ? await lookUp(() => req.payload.findByID({ collection: 'subsidy-authorizations', id: authorizationId, depth: 0, req, overrideAccess: true, select: { family: true } })).catch(() => null)
      : null
    if (!authorization || relationId(authorization.family) !== familyId) refuse(req, slug, 'authorization', billingMessages.authorization)
  }
  if (kind === 'write-off' && !(typeof data.reason === 'string' && data.reason.trim())) refuse(req, slug, 'reason', billingMessages.writeOffReason)
  // An agency payment's month (one of each kind per authorization and month: the collection's unique index).
  if (data.subsidyMonth !== undefined && data.subsidyMonth !== null) {
    if (!authorizationId) refuse(req, slug, 'authorization', billingMessages.authorization)
    const month = typeof data.subsidyMonth === 'string' ? parsePeriod(data.subsidyMonth) : null
    if (!month || !SUBSIDY_MONTH_KINDS.includes(kind)) refuse(req, slug, 'subsidyMonth', billingMessages.month)
    data.subsidyMonth = periodText(month!)
  }

  data.createdBy = req.user?.id ?? null
  return data
}
