/**
 * A family's account read from its ledger (pure: no database). The balance is the sum of the entries.
 * What is still owed on each charge follows "oldest first": everything that lowers the balance (payments,
 * credits, write-offs, subsidy payments, corrections down) pays the oldest charges first, and what raises
 * it (charges, refunds, corrections up) is owed in the order it was posted. docs/spec.md §14.
 */
import { relationId } from '@/lib/relationId'

import { sumCents } from './money'
import { dayNumber } from './tuition'

export type LedgerLine = { id: string; amountCents: number; postedOn: string; createdAt: string; invoiceId: string | null }
type Posted = Pick<LedgerLine, 'id' | 'postedOn' | 'createdAt'>

/** A ledger entry as the account's arithmetic reads it (its invoice by id, however it was read). */
export const ledgerLineOf = (entry: { id: string; amountCents: number; postedOn: string; createdAt: string; invoice?: unknown }): LedgerLine => ({
  id: entry.id,
  amountCents: entry.amountCents,
  postedOn: entry.postedOn,
  createdAt: entry.createdAt,
  invoiceId: relationId(entry.invoice),
})

/** Posting order: by the day each entry is for, then when it was written (then its id, so ties are stable). */
export const byPosting = (a: Posted, b: Posted) => a.postedOn.localeCompare(b.postedOn) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)

export const balanceOf = (entries: readonly LedgerLine[]) => sumCents(entries.map((entry) => entry.amountCents))

/** What is still owed on each entry that raised the balance, by entry id (only those with something owed). */
export function openAmounts(entries: readonly LedgerLine[]): Map<string, number> {
  let paid = -sumCents(entries.filter((entry) => entry.amountCents < 0).map((entry) => entry.amountCents))
  const open = new Map<string, number>()
  for (const charge of entries.filter((entry) => entry.amountCents > 0).sort(byPosting)) {
    const covered = Math.min(paid, charge.amountCents)
    paid -= covered
    if (charge.amountCents > covered) open.set(charge.id, charge.amountCents - covered)
  }
  return open
}

/** What is still owed on each invoice, by invoice id (the sum over its charges). */
export function openByInvoice(entries: readonly LedgerLine[]): Map<string, number> {
  const open = openAmounts(entries)
  const byInvoice = new Map<string, number>()
  for (const entry of entries) {
    const owed = open.get(entry.id)
    if (owed && entry.invoiceId) byInvoice.set(entry.invoiceId, (byInvoice.get(entry.invoiceId) ?? 0) + owed)
  }
  return byInvoice
}

/** The entries oldest first (by the day each is for, then when it was written), each with the balance once it is posted. */
export function withRunningBalance<T extends LedgerLine>(entries: readonly T[]): (T & { balanceCents: number })[] {
  let balance = 0
  return [...entries].sort(byPosting).map((entry) => ({ ...entry, balanceCents: (balance += entry.amountCents) }))
}

export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const
export type AgingBucket = (typeof AGING_BUCKETS)[number]
export type Aging = Record<AgingBucket, number>

/** Which bucket an amount owed falls in, by how many days past its due day it is on `asOf`. */
export function agingBucket(dueOn: string, asOf: string): AgingBucket {
  const late = dayNumber(asOf) - dayNumber(dueOn)
  if (late <= 0) return 'current'
  if (late <= 30) return 'days1to30'
  if (late <= 60) return 'days31to60'
  if (late <= 90) return 'days61to90'
  return 'over90'
}

/**
 * What a family owes, by how late it is on `asOf`: each charge's open amount (oldest paid first) in the
 * bucket of its due day (its invoice's, else the day it was posted). The buckets add up to what is open.
 */
export function agingOf(entries: readonly LedgerLine[], dueOnOf: (entry: LedgerLine) => string, asOf: string): Aging {
  const aging: Aging = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 }
  const open = openAmounts(entries)
  for (const entry of entries) {
    const owed = open.get(entry.id)
    if (owed) aging[agingBucket(dueOnOf(entry), asOf)] += owed
  }
  return aging
}
