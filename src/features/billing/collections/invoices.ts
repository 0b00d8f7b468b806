import type { CollectionConfig } from 'payload'

import { AUDIT_EVERY_RECORD } from '@/collections/shared/familyRecordMark'
import { requiredRelationship } from '@/collections/shared/requiredRelationship'
import { familyBooksAccess } from '../access'
import { chargeInvoice, issueInvoice } from '../hooks/issueInvoice'
import { announceInvoice } from '../hooks/announceInvoice'
import { billingMessages } from '../schemas'
import { LINE_KINDS } from '../tuition'

const readOnly = { readOnly: true } as const

/**
 * A family's invoice for one billing period (a month): issued by the billing run (or an admin in /cms,
 * which is a run for one family), numbered without gaps, one per family and period, in the family's
 * language; its charge is in the family's ledger. Issued once and never changed or deleted: the input
 * gives only the family and the period, the server computes everything else (hooks/issueInvoice.ts).
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  labels: { singular: 'Invoice', plural: 'Invoices' },
  admin: { useAsTitle: 'number', defaultColumns: ['number', 'family', 'period', 'totalCents', 'issuedOn', 'dueOn'], group: 'Billing' },
  custom: AUDIT_EVERY_RECORD,
  access: familyBooksAccess,
  hooks: { beforeChange: [issueInvoice], afterChange: [chargeInvoice, announceInvoice] },
  indexes: [{ fields: ['family', 'period'], unique: true }],
  defaultSort: '-number',
  fields: [
    { name: 'family', type: 'relationship', relationTo: 'users', required: true, index: true, validate: requiredRelationship(billingMessages.family) },
    { name: 'period', type: 'text', required: true, index: true, admin: { description: 'The month billed, YYYY-MM.' } },
    { name: 'number', type: 'number', unique: true, admin: { ...readOnly, description: 'Given by the server: the next number, without gaps.' } },
    {
      type: 'row',
      fields: [
        { name: 'issuedOn', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayOnly' } } },
        { name: 'dueOn', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayOnly' } } },
        { name: 'language', type: 'select', options: ['en', 'es'].map((value) => ({ value, label: value })), admin: readOnly },
      ],
    },
    {
      name: 'lines',
      type: 'array',
      admin: readOnly,
      fields: [
        { name: 'kind', type: 'select', required: true, options: LINE_KINDS.map((value) => ({ value, label: value })) },
        { name: 'child', type: 'relationship', relationTo: 'children' },
        { name: 'childName', type: 'text' },
        { name: 'amountCents', type: 'number', required: true },
        { name: 'detail', type: 'json', admin: { description: 'What the line’s sentence names: programme, days, discount, agency and case.' } },
      ],
    },
    { name: 'totalCents', label: 'Total (cents)', type: 'number', admin: readOnly },
  ],
  timestamps: true,
}
