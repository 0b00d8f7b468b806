/**
 * What a family paid for each child's care in a calendar year, for the year-end statement (pure: no
 * database). The ledger is walked in posting order, "oldest first" as the account reads (ledger.ts): each
 * payment pays the oldest charges still open, and a payment made before its charge waits as credit for the
 * next one. The part of a payment made in the year that paid a charge counts for that charge's children,
 * split as the charge's invoice bills them; what is still credit at the end counts as paid in advance.
 * Only the family's own payments count: agency payments, credits, write-offs and corrections lower what is
 * owed but are not money the family paid; money refunded to the family takes back the credit it returns.
 */
import type { LedgerKind } from './schemas'
import { allocate } from './money'

/** A ledger entry for the statement: `shares` says how a charge divides among children (`key`: a child's id, '' the family). */
export type StatementEntry = {
  id: string
  kind: LedgerKind
  amountCents: number
  postedOn: string
  createdAt: string
  shares: { key: string; weight: number }[]
}

export type YearPaid = {
  /** Cents paid for each child's care (key '' for charges that name no child), largest first. */
  byChild: { key: string; cents: number }[]
  /** Paid in the year and not yet used by a charge: care paid in advance. */
  advanceCents: number
  totalCents: number
}

type Open = { left: number; shares: { key: string; weight: number }[]; care: boolean }
type Credit = { left: number; countsForYear: boolean }

const byPosting = (a: StatementEntry, b: StatementEntry) => a.postedOn.localeCompare(b.postedOn) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)

/** The shares as weights `allocate` accepts: whole and not negative; none left → the family. */
function weightsOf(shares: Open['shares']): Open['shares'] {
  const usable = shares.map(({ key, weight }) => ({ key, weight: Math.max(0, Math.round(weight)) })).filter(({ weight }) => weight > 0)
  return usable.length ? usable : [{ key: '', weight: 1 }]
}

export function paidInYear(entries: readonly StatementEntry[], year: number): YearPaid {
  const inYear = (day: string) => day.slice(0, 4) === String(year)
  const charges: Open[] = []
  const credits: Credit[] = []
  const paid = new Map<string, number>()
  const count = (amount: number, charge: Open) => {
    if (!charge.care) return
    const shares = weightsOf(charge.shares)
    allocate(amount, shares.map(({ weight }) => weight)).forEach((cents, index) => paid.set(shares[index]!.key, (paid.get(shares[index]!.key) ?? 0) + cents))
  }

  /** Money lowering the balance pays what a charge still owes: the year's payments count for its children. */
  const settle = (credit: Credit, charge: Open) => {
    const used = Math.min(credit.left, charge.left)
    if (credit.countsForYear) count(used, charge)
    credit.left -= used
    charge.left -= used
  }

  for (const entry of [...entries].sort(byPosting)) {
    if (entry.amountCents < 0) {
      const credit: Credit = { left: -entry.amountCents, countsForYear: entry.kind === 'payment' && inYear(entry.postedOn) }
      while (credit.left > 0 && charges.length) {
        settle(credit, charges[0]!)
        if (charges[0]!.left === 0) charges.shift()
      }
      if (credit.left > 0) credits.push(credit)
      continue
    }
    // Money paid back to the family returns its credit (and is no care); a charge is paid from credit first.
    const charge: Open = { left: entry.amountCents, shares: entry.shares, care: entry.kind !== 'refund' }
    while (charge.left > 0 && credits.length) {
      settle(credits[0]!, charge)
      if (credits[0]!.left === 0) credits.shift()
    }
    if (charge.left > 0) charges.push(charge)
  }

  const advanceCents = credits.filter((credit) => credit.countsForYear).reduce((sum, credit) => sum + credit.left, 0)
  const byChild = [...paid].map(([key, cents]) => ({ key, cents })).filter(({ cents }) => cents !== 0).sort((a, b) => b.cents - a.cents || a.key.localeCompare(b.key))
  return { byChild, advanceCents, totalCents: byChild.reduce((sum, { cents }) => sum + cents, 0) + advanceCents }
}
