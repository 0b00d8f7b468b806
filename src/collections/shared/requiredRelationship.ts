import type { RelationshipFieldSingleValidation } from 'payload'
import { validations } from 'payload'

/** A required relationship whose missing value gives the spec's message instead of Payload's generic one. */
export const requiredRelationship =
  (message: string): RelationshipFieldSingleValidation =>
  (value, options) => {
    if (value === null || value === undefined || value === '') return message
    return validations.relationship(value, options)
  }
