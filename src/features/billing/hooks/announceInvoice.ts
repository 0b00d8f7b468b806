import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { relationId } from '@/lib/relationId'
import { mailCentre } from '@/mail/centre'
import { noticesSkipped } from '@/mail/notices'
import { queueMail } from '@/mail/queue'
import { mailLocale } from '@/mail/text'
import type { Invoice } from '@/payload-types'
import { preparedFamilyOf } from './issueInvoice'
import { invoiceMail } from '../mail'
import { sumCents } from '../money'
import { onlinePaymentsOn } from '../stripeSettings'

const SYSTEM = { overrideAccess: true, depth: 0 } as const

/**
 * The family's balance with this invoice's charge: its account, which the charge's own hook has just
 * rewritten in this transaction (hooks/keepFamilyAccount.ts); the ledger's sum only for a family whose
 * account was never kept (an invoice of nothing writes no charge).
 */
async function balanceOf(req: PayloadRequest, familyId: string): Promise<number> {
  const { docs } = await req.payload.find({ collection: 'family-accounts', where: { family: { equals: familyId } }, limit: 1, pagination: false, req, ...SYSTEM, select: { balanceCents: true } })
  if (docs[0]) return docs[0].balanceCents
  const { docs: entries } = await req.payload.find({ collection: 'ledger-entries', where: { family: { equals: familyId } }, pagination: false, req, ...SYSTEM, select: { amountCents: true } })
  return sumCents(entries.map((entry) => entry.amountCents))
}

/**
 * A new invoice → the family, in its language, unless the parent turned invoice mails off: queued in the
 * invoice's own transaction after its charge (src/mail/notices.ts says why), with the balance it makes.
 */
export const announceInvoice: CollectionAfterChangeHook<Invoice> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || noticesSkipped(req)) return doc
  const familyId = relationId(doc.family)
  if (!familyId) return doc
  // A billing run read the parent, the balance before this invoice and the centre's name with its families
  // (prepareFamilies); the balance then takes this invoice's charge (chargeInvoice, just before).
  const prepared = preparedFamilyOf(req, familyId)?.notice
  const parent = prepared
    ? prepared.parent
    : await req.payload.findByID({ collection: 'users', id: familyId, req, ...SYSTEM, select: { email: true, firstName: true, language: true, notifications: true } }).catch(() => null)
  if (!parent?.email || parent.notifications?.invoices === false) return doc
  const [balance, centreName] = prepared
    ? [prepared.balanceCents + Math.max(0, doc.totalCents ?? 0), prepared.centreName]
    : await Promise.all([
        balanceOf(req, familyId),
        mailCentre(req.payload, req).then((centre) => centre.name),
      ])
  const invoice = { id: doc.id, number: doc.number ?? 0, period: doc.period, dueOn: String(doc.dueOn ?? '').slice(0, 10), totalCents: doc.totalCents ?? 0 }
  await queueMail(req.payload, { to: parent.email, content: invoiceMail(parent, invoice, balance, centreName, onlinePaymentsOn(), mailLocale(parent.language)) }, req)
  return doc
}
