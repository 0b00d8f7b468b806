import type { CollectionConfig } from 'payload'

import { FAMILY_RECORD } from '@/collections/shared/familyRecordMark'
import { childField, familyField } from '@/collections/shared/fields'
import { setFamilyFromChild } from '@/collections/shared/hooks/setFamilyFromChild'
import { zodValidate } from '@/collections/shared/zodValidate'
import { dateText, optionalText, requiredText } from '@/contract/schemas/fields'
import { MAX } from '@/lib/constants'
import { familyBillingAccess } from '../access'
import { planRules } from '../hooks/billingRules'
import { basisPoints, billingMessages } from '../schemas'

/**
 * What a child is billed: a rate of the fee schedule (by its code, so a new schedule changes the amount
 * from its start), from a day to a day (open while it runs), with a discount of its own and its reason.
 * One plan a day per child. The plan follows its child to another family (`FAMILY_RECORD`): the
 * invoices already issued stay with the family that owed them.
 */
export const BillingPlans: CollectionConfig = {
  slug: 'billing-plans',
  labels: { singular: 'Billing plan', plural: 'Billing plans' },
  admin: { useAsTitle: 'rateCode', defaultColumns: ['child', 'rateCode', 'from', 'to', 'discountBasisPoints'], group: 'Billing' },
  custom: FAMILY_RECORD,
  access: familyBillingAccess,
  hooks: { beforeChange: [setFamilyFromChild({ required: true }), planRules] },
  indexes: [{ fields: ['child', 'from'] }],
  defaultSort: '-from',
  fields: [
    childField('Choose the child'),
    familyField,
    {
      name: 'rateCode',
      label: 'Rate',
      type: 'text',
      required: true,
      admin: { description: 'The code of a rate in the fee schedule ("toddler-full-time").' },
      validate: zodValidate(requiredText(billingMessages.rateCode, 64)),
    },
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } }, validate: zodValidate(dateText(billingMessages.planFrom)) },
        { name: 'to', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Empty while the plan runs.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'discountBasisPoints', label: 'Discount (basis points)', type: 'number', required: true, defaultValue: 0, admin: { description: '10 % is 1000.' }, validate: zodValidate(basisPoints) },
        { name: 'discountReason', type: 'text', validate: zodValidate(optionalText(MAX.line).nullish()) },
      ],
    },
    {
      name: 'chargeRegistrationFee',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Charge the schedule’s registration fee on the invoice of the month this plan starts.' },
    },
  ],
  timestamps: true,
}
