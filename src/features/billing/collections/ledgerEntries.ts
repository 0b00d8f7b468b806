import type { CollectionConfig, Field } from 'payload'

import { AUDIT_EVERY_RECORD } from '@/collections/shared/familyRecordMark'
import { createdByField } from '@/collections/shared/fields'
import { requiredRelationship } from '@/collections/shared/requiredRelationship'
import { zodValidate } from '@/collections/shared/zodValidate'
import { dateText, optionalText, requiredText } from '@/contract/schemas/fields'
import { centreToday } from '@/lib/dates'
import { MAX } from '@/lib/constants'
import { familyBooksAccess } from '../access'
import { keepFamilyAccountAfterEntry } from '../hooks/keepFamilyAccount'
import { ledgerRules } from '../hooks/ledgerRules'
import { LEDGER_KINDS, PAYMENT_METHODS, billingMessages, centsField } from '../schemas'

/**
 * A family's account, append-only: every charge, payment, credit, refund, write-off, subsidy payment
 * and correction is an entry; the balance (what the family owes) is the sum of their amounts. Nobody,
 * admins included, changes or deletes an entry through any API (/api, /api/cms, GraphQL, the CMS): a
 * mistake is corrected by a new entry that names it. Each entry says who wrote it and when, and every
 * read and write of one is in the audit log. Each entry rewrites its family's account (family-accounts),
 * in the entry's own transaction. An entry stays with the family it was written for, even
 * when a child it names moves to another family.
 */
export const LedgerEntries: CollectionConfig = {
  slug: 'ledger-entries',
  labels: { singular: 'Ledger entry', plural: 'Ledger entries' },
  admin: { useAsTitle: 'description', defaultColumns: ['postedOn', 'family', 'kind', 'amountCents', 'description', 'createdBy'], group: 'Billing' },
  custom: AUDIT_EVERY_RECORD,
  access: familyBooksAccess,
  hooks: { beforeChange: [ledgerRules], afterChange: [keepFamilyAccountAfterEntry] },
  // One share charge, one subsidy payment and one write-off per authorization and month: the database
  // decides between two desks recording the same agency payment at once (service.ts, recordAgencyPayment).
  indexes: [{ fields: ['family', 'postedOn'] }, { fields: ['authorization', 'subsidyMonth', 'kind'], unique: true }],
  defaultSort: '-postedOn',
  fields: [
    { name: 'family', type: 'relationship', relationTo: 'users', required: true, index: true, validate: requiredRelationship(billingMessages.family) },
    { name: 'child', type: 'relationship', relationTo: 'children', index: true, admin: { description: 'The child the entry is for, when it is one child’s.' } },
    { name: 'kind', type: 'select', required: true, options: LEDGER_KINDS.map((value) => ({ value, label: value })) },
    {
      name: 'amountCents',
      label: 'Amount (cents)',
      type: 'number',
      required: true,
      admin: { description: 'What it does to the balance: positive for a charge or refund, negative for a payment, credit, write-off or subsidy payment.' },
      validate: zodValidate(centsField()),
    },
    {
      name: 'postedOn',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => centreToday(),
      admin: { date: { pickerAppearance: 'dayOnly' } },
      validate: zodValidate(dateText(billingMessages.postedOn)),
    },
    { name: 'description', type: 'text', required: true, validate: zodValidate(requiredText(billingMessages.description, MAX.line)) },
    {
      type: 'row',
      fields: [
        { name: 'method', type: 'select', options: PAYMENT_METHODS.map((value) => ({ value, label: value })), admin: { description: 'A payment’s method.' } },
        { name: 'reference', type: 'text', admin: { description: 'A check’s number, a transfer’s reference.' }, validate: zodValidate(optionalText(MAX.name).nullish()) },
      ],
    },
    { name: 'invoice', type: 'relationship', relationTo: 'invoices', index: true, admin: { description: 'A charge: the invoice it bills.' } },
    { name: 'corrects', type: 'relationship', relationTo: 'ledger-entries', admin: { description: 'A correction: the entry it corrects.' } },
    { name: 'authorization', type: 'relationship', relationTo: 'subsidy-authorizations', admin: { description: 'A subsidy payment: the authorization it pays.' } },
    {
      name: 'subsidyMonth',
      type: 'text',
      admin: { readOnly: true, description: 'An agency’s payment for a month (YYYY-MM): its share charged, its payment, a shortfall written off. Recorded once per authorization and month.' },
      access: { update: () => false },
    },
    { name: 'reason', type: 'text', admin: { description: 'A write-off’s reason.' }, validate: zodValidate(optionalText(MAX.line).nullish()) },
    {
      name: 'externalId',
      type: 'text',
      unique: true,
      admin: { readOnly: true, description: 'The payment processor’s event, for an online payment: an event is recorded once.' },
      access: { create: () => false, update: () => false },
    },
    { ...createdByField, label: 'Written by' } as Field,
  ],
  timestamps: true,
}
