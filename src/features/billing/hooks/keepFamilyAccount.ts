import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { relationId } from '@/lib/relationId'
import { type SqlExecutor, transactionConnection } from '@/lib/transactionConnection'
import { type FamilyAccount, INVOICE_FIELDS, type ShownInvoice, type ShownLedgerEntry, familyAccountOf, owedInvoiceIds, shownInvoiceOf } from '../account'

/**
 * The invoice whose charge is being written, handed from the invoice's hook to this one through the
 * request's context (the invoice is in the account at once, without reading it back).
 */
export const CHARGED_INVOICE = 'billingChargedInvoice'

const iso = (value: unknown): string => new Date(value as string).toISOString()
const idOrNull = (value: unknown): string | null => (value == null ? null : String(value))

/**
 * The family's whole ledger as the account's arithmetic and records read it (the fields of ENTRY_FIELDS,
 * in Payload's shapes: ISO dates, related ids). One statement of the server's own bookkeeping: no person
 * reads through it (a person reads the account, with the collection's rules), and it runs with every entry.
 */
async function ledgerOf(db: SqlExecutor, familyId: string): Promise<ShownLedgerEntry[]> {
  const { rows } = await db.execute(sql`
    select id, kind, amount_cents, posted_on, description, child_id, method, reference, invoice_id, corrects_id, created_at
    from ledger_entries where family_id = ${familyId}`)
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind as ShownLedgerEntry['kind'],
    amountCents: Number(row.amount_cents),
    postedOn: iso(row.posted_on),
    description: String(row.description),
    child: idOrNull(row.child_id),
    method: (row.method ?? null) as ShownLedgerEntry['method'],
    reference: (row.reference ?? null) as string | null,
    invoice: idOrNull(row.invoice_id),
    corrects: idOrNull(row.corrects_id),
    createdAt: iso(row.created_at),
  }))
}

/** The invoices the family's account already holds (an invoice never changes once issued, so its copy stays true). */
async function heldInvoices(db: SqlExecutor, familyId: string): Promise<ShownInvoice[]> {
  const { rows } = await db.execute(sql`select open_invoices from family_accounts where family_id = ${familyId}`)
  return ((rows[0]?.open_invoices ?? []) as FamilyAccount['openInvoices']).map(({ invoice }) => invoice)
}

/**
 * Rewrites the family's account (collections/familyAccounts.ts) from its whole ledger, in `req`'s
 * transaction: the balance, what is open on each invoice and the latest payments. A transaction-scoped
 * advisory lock per family comes first, so two writers of one family's books take turns: the second
 * reads the ledger once the first has committed (each statement of a read-committed transaction sees
 * what committed before it), and the account is always what every committed entry adds up to. The
 * invoices still owed on come from the account's own copies, the invoice being charged (CHARGED_INVOICE)
 * or, for any other, a read. A family without entries gets no account (nothing to keep; an admin's look at
 * an id that is no family writes nothing). Answers whether an account was written. Written in SQL, as the audit log's rows are: it is the
 * server's bookkeeping of a table nobody writes through any API.
 */
export async function keepFamilyAccount(req: PayloadRequest, familyId: string): Promise<boolean> {
  const { db, inTransaction } = await transactionConnection(req.payload, req)
  if (inTransaction) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`family-account:${familyId}`}))`)
  const entries = await ledgerOf(db, familyId)
  if (entries.length === 0) return false
  const owedIds = owedInvoiceIds(entries)
  const known = new Map<string, ShownInvoice>()
  if (owedIds.length) {
    for (const invoice of await heldInvoices(db, familyId)) known.set(invoice.id, invoice)
    const charged = req.context[CHARGED_INVOICE] as ShownInvoice | undefined
    if (charged) known.set(charged.id, charged)
    const missing = owedIds.filter((id) => !known.has(id))
    if (missing.length) {
      const { docs } = await req.payload.find({ collection: 'invoices', where: { id: { in: missing } }, select: INVOICE_FIELDS, pagination: false, req, overrideAccess: true, depth: 0 })
      for (const invoice of docs) known.set(invoice.id, shownInvoiceOf(invoice))
    }
  }
  const account = familyAccountOf(
    entries,
    owedIds.map((id) => known.get(id)).filter((invoice) => invoice !== undefined),
  )
  await db.execute(sql`
    insert into family_accounts (family_id, balance_cents, open_invoices, recent_payments)
    values (${familyId}, ${account.balanceCents}, ${JSON.stringify(account.openInvoices)}::jsonb, ${JSON.stringify(account.recentPayments)}::jsonb)
    on conflict (family_id) do update
      set balance_cents = excluded.balance_cents, open_invoices = excluded.open_invoices, recent_payments = excluded.recent_payments, updated_at = now()`)
  return true
}

/**
 * Whether the family has any committed ledger entry: one statement outside any transaction, so a family
 * with none (most families before their first invoice) is answered its empty account without a
 * transaction and a lock on every read. An entry committing meanwhile keeps its family's account itself.
 */
export async function hasLedgerEntries(payload: Payload, familyId: string): Promise<boolean> {
  const { db } = await transactionConnection(payload)
  const { rows } = await db.execute(sql`select exists (select 1 from ledger_entries where family_id = ${familyId}) as found`)
  return rows[0]?.found === true
}

/** After a ledger entry is written: its family's account, in the entry's transaction. */
export const keepFamilyAccountAfterEntry: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const familyId = relationId(doc.family)
  if (familyId) await keepFamilyAccount(req, familyId)
  return doc
}
