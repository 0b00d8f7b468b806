import { relationId } from '@/lib/relationId'
import type { Invoice, LedgerEntry } from '@/payload-types'
import { balanceOf, byPosting, ledgerLineOf, openByInvoice } from './ledger'

/** How many of the latest payments an account shows. */
export const RECENT_PAYMENTS = 10
/** The entries an account lists as payments: the family's own and the subsidy agency's. */
const PAYMENT_KINDS: readonly string[] = ['payment', 'subsidy-payment']

/** The fields of an entry its record shows (wire.ts), and what the balance needs. */
export const ENTRY_FIELDS = { kind: true, amountCents: true, postedOn: true, description: true, child: true, method: true, reference: true, invoice: true, corrects: true, createdAt: true } as const
export type ShownLedgerEntry = Pick<LedgerEntry, 'id' | 'kind' | 'amountCents' | 'postedOn' | 'description' | 'child' | 'method' | 'reference' | 'invoice' | 'corrects' | 'createdAt'>

/** The fields of an invoice its record shows (wire.ts). */
export const INVOICE_FIELDS = { family: true, period: true, number: true, issuedOn: true, dueOn: true, language: true, lines: true, totalCents: true } as const
export type ShownInvoice = Pick<Invoice, 'id' | 'family' | 'period' | 'number' | 'issuedOn' | 'dueOn' | 'language' | 'lines' | 'totalCents'>

/** The fields of INVOICE_FIELDS of an invoice however it was read (its family and children by id). */
export const shownInvoiceOf = (doc: ShownInvoice): ShownInvoice => ({
  id: doc.id,
  family: relationId(doc.family) ?? '',
  period: doc.period,
  number: doc.number,
  issuedOn: doc.issuedOn,
  dueOn: doc.dueOn,
  language: doc.language,
  lines: (doc.lines ?? []).map((line) => ({ id: line.id, kind: line.kind, child: relationId(line.child), childName: line.childName, amountCents: line.amountCents, detail: line.detail })),
  totalCents: doc.totalCents,
})

/**
 * A family's account as the server keeps it (collections/familyAccounts.ts): the balance, each invoice
 * still owed on with what is open on it, the latest payments. Entries and invoices are kept as they were
 * read (both are written once and never change); wire.ts turns them into the answer's records.
 */
export type FamilyAccount = { balanceCents: number; openInvoices: { invoice: ShownInvoice; openCents: number }[]; recentPayments: ShownLedgerEntry[] }

/** The ids of the invoices still owed on, from the family's whole ledger. */
export const owedInvoiceIds = (entries: readonly ShownLedgerEntry[]): string[] => [...openByInvoice(entries.map(ledgerLineOf)).keys()]

/**
 * A family's account from its whole ledger and the invoices still owed on (pure): the balance is the
 * sum of the entries; what is open on each invoice follows "oldest first" (ledger.ts); the invoices in
 * their numbers' order; the latest payments newest first.
 */
export function familyAccountOf(entries: readonly ShownLedgerEntry[], owedInvoices: readonly ShownInvoice[]): FamilyAccount {
  const lines = entries.map(ledgerLineOf)
  const owed = openByInvoice(lines)
  const openInvoices = owedInvoices
    .filter((invoice) => owed.has(invoice.id))
    .sort((a, b) => (a.number ?? 0) - (b.number ?? 0))
    .map((invoice) => ({ invoice, openCents: owed.get(invoice.id)! }))
  const recentPayments = entries
    .filter((entry) => PAYMENT_KINDS.includes(entry.kind))
    .sort(byPosting)
    .slice(-RECENT_PAYMENTS)
    .reverse()
  return { balanceCents: balanceOf(lines), openInvoices, recentPayments }
}

/** The account of a family without a single ledger entry. */
export const EMPTY_ACCOUNT: FamilyAccount = { balanceCents: 0, openInvoices: [], recentPayments: [] }
