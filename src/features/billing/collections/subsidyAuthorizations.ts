import type { CollectionConfig } from 'payload'

import { FAMILY_RECORD } from '@/collections/shared/familyRecordMark'
import { childField, familyField } from '@/collections/shared/fields'
import { setFamilyFromChild } from '@/collections/shared/hooks/setFamilyFromChild'
import { requiredRelationship } from '@/collections/shared/requiredRelationship'
import { zodValidate } from '@/collections/shared/zodValidate'
import { dateText, optionalText, requiredText } from '@/contract/schemas/fields'
import { MAX } from '@/lib/constants'
import { familyBillingAccess } from '../access'
import { authorizationRules } from '../hooks/billingRules'
import { billingMessages, nonNegativeCents } from '../schemas'

/**
 * A subsidy agency's authorization for one child: the case, the days it covers, what the agency pays
 * the centre a month and the parent fee the family pays instead of tuition (src/features/billing/tuition.ts).
 * Admins write it; the child's family reads it.
 */
export const SubsidyAuthorizations: CollectionConfig = {
  slug: 'subsidy-authorizations',
  labels: { singular: 'Subsidy authorization', plural: 'Subsidy authorizations' },
  admin: { useAsTitle: 'caseNumber', defaultColumns: ['child', 'agency', 'caseNumber', 'startDate', 'endDate'], group: 'Billing' },
  custom: FAMILY_RECORD,
  access: familyBillingAccess,
  hooks: { beforeChange: [setFamilyFromChild({ required: true }), authorizationRules] },
  indexes: [{ fields: ['agency', 'startDate'] }],
  defaultSort: '-startDate',
  fields: [
    childField('Choose the child'),
    familyField,
    {
      type: 'row',
      fields: [
        { name: 'agency', type: 'relationship', relationTo: 'subsidy-agencies', required: true, index: true, validate: requiredRelationship(billingMessages.agency) },
        { name: 'agencyName', type: 'text', admin: { readOnly: true, description: 'Copied from the agency.' } },
        { name: 'caseNumber', type: 'text', required: true, validate: zodValidate(requiredText(billingMessages.caseNumber, MAX.name)) },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } }, validate: zodValidate(dateText(billingMessages.authorizationDates)) },
        { name: 'endDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } }, validate: zodValidate(dateText(billingMessages.authorizationDates)) },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'agencyRateCents', label: 'Agency rate a month (cents)', type: 'number', required: true, validate: zodValidate(nonNegativeCents()) },
        { name: 'parentFeeCents', label: 'Parent fee a month (cents)', type: 'number', required: true, validate: zodValidate(nonNegativeCents()) },
      ],
    },
    { name: 'notes', type: 'textarea', validate: zodValidate(optionalText().nullish()) },
  ],
  timestamps: true,
}
