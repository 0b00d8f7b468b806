import type { CollectionConfig } from 'payload'

import { canOpenCms } from '@/access/contentManagers'
import { nobody } from '@/access/nobody'
import { AUDIT_EVERY_RECORD } from '@/collections/shared/familyRecordMark'
import { billingReaders } from '../access'

const readOnly = { readOnly: true } as const

/**
 * Each family's account as its ledger adds up: the balance, what is still owed on each open invoice
 * (with the invoice as the family reads it) and the latest payments. It is the ledger's sum kept ready,
 * never a second truth: the server rewrites it from the family's whole ledger in the transaction of
 * every entry (hooks/keepFamilyAccount.ts, under a lock per family), so it commits or rolls back with the
 * entry, and `GET /api/billing/account` reads one document instead of the ledger. Nobody writes one
 * through any API; admins and the family read it (and the read is in the audit log, as the ledger's is).
 */
export const FamilyAccounts: CollectionConfig = {
  slug: 'family-accounts',
  labels: { singular: 'Family account', plural: 'Family accounts' },
  admin: {
    useAsTitle: 'family',
    defaultColumns: ['family', 'balanceCents', 'updatedAt'],
    group: 'Billing',
    description: 'Each family’s balance, open invoices and latest payments, as its ledger adds up. Kept by the server with every ledger entry; read only.',
  },
  custom: AUDIT_EVERY_RECORD,
  access: { admin: canOpenCms, read: billingReaders, create: nobody, update: nobody, delete: nobody, readVersions: nobody, unlock: nobody },
  fields: [
    { name: 'family', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true, admin: readOnly },
    { name: 'balanceCents', label: 'Balance (cents)', type: 'number', required: true, admin: { ...readOnly, description: 'What the family owes (negative: in credit): the sum of its ledger.' } },
    { name: 'openInvoices', type: 'json', required: true, admin: { ...readOnly, description: 'The invoices still owed on, oldest first, each with what is open on it.' } },
    { name: 'recentPayments', type: 'json', required: true, admin: { ...readOnly, description: 'The latest payments (the family’s and the subsidy agency’s), newest first.' } },
  ],
  timestamps: true,
}
