import 'server-only'

import { relationId } from '@/lib/relationId'
import type { ShownInvoice, ShownLedgerEntry } from './account'
import type { InvoiceRecord, LedgerEntryRecord } from './record'
import type { LedgerKind } from './schemas'
import type { InvoiceLine } from './tuition'

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '')

export function wireInvoice(doc: ShownInvoice, openCents: number): InvoiceRecord {
  return {
    id: doc.id,
    number: doc.number ?? 0,
    familyId: relationId(doc.family) ?? '',
    period: doc.period,
    issuedOn: day(doc.issuedOn),
    dueOn: day(doc.dueOn),
    language: doc.language === 'es' ? 'es' : 'en',
    lines: (doc.lines ?? []).map((line) => ({
      kind: line.kind,
      childId: relationId(line.child),
      childName: line.childName ?? null,
      amountCents: line.amountCents,
      detail: (line.detail ?? {}) as InvoiceLine['detail'],
    })),
    totalCents: doc.totalCents ?? 0,
    openCents,
  }
}

export function wireLedgerEntry(doc: ShownLedgerEntry): LedgerEntryRecord {
  return {
    id: doc.id,
    kind: doc.kind as LedgerKind,
    amountCents: doc.amountCents,
    postedOn: day(doc.postedOn),
    description: doc.description,
    childId: relationId(doc.child),
    method: doc.method ?? null,
    reference: doc.reference ?? null,
    invoiceId: relationId(doc.invoice),
    correctsId: relationId(doc.corrects),
    createdAt: doc.createdAt,
  }
}
