import type { CollectionConfig } from 'payload'

import { zodValidate } from '@/collections/shared/zodValidate'
import { optionalText, requiredText } from '@/contract/schemas/fields'
import { MAX } from '@/lib/constants'
import { billingTermsAccess } from '../access'
import { billingMessages } from '../schemas'

/**
 * The agencies that pay part of some families' fees through North Carolina's child care subsidy
 * programme (a county's Department of Social Services). Admins only; an authorization keeps its
 * agency's name for the family to read.
 */
export const SubsidyAgencies: CollectionConfig = {
  slug: 'subsidy-agencies',
  labels: { singular: 'Subsidy agency', plural: 'Subsidy agencies' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'county', 'email', 'phone'], group: 'Billing' },
  access: billingTermsAccess,
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, validate: zodValidate(requiredText(billingMessages.agencyName, MAX.line)) },
    { name: 'county', type: 'text', validate: zodValidate(optionalText(MAX.name).nullish()) },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'text', validate: zodValidate(optionalText(MAX.email).nullish()) },
        { name: 'phone', type: 'text', validate: zodValidate(optionalText(MAX.name).nullish()) },
      ],
    },
    { name: 'notes', type: 'textarea', validate: zodValidate(optionalText().nullish()) },
  ],
  timestamps: true,
}
