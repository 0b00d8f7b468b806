import type { Field } from 'payload'

import { requiredRelationship } from './requiredRelationship'

/** The child a record is about (required, indexed). */
export const childField = (message: string): Field => ({
  name: 'child',
  type: 'relationship',
  relationTo: 'children',
  required: true,
  index: true,
  validate: requiredRelationship(message),
})

/** The family (parent user) a record belongs to: derived from the child by setFamilyFromChild. */
export const familyField: Field = {
  name: 'family',
  type: 'relationship',
  relationTo: 'users',
  index: true,
  admin: { readOnly: true, position: 'sidebar', description: 'Set from the child’s parent.' },
}

export const createdByField: Field = {
  name: 'createdBy',
  type: 'relationship',
  relationTo: 'users',
  index: true,
  admin: { readOnly: true, position: 'sidebar' },
}

/** A date defaulting to now, indexed because lists sort by it. */
export const dateDefaultNow = (name: string, label?: string): Field => ({
  name,
  label,
  type: 'date',
  index: true,
  defaultValue: () => new Date().toISOString(),
})
