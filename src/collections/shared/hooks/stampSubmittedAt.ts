import type { CollectionBeforeChangeHook } from 'payload'

/** The server's clock decides when a form was submitted. */
export const stampSubmittedAt: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  data.submittedAt = operation === 'create' ? new Date().toISOString() : originalDoc?.submittedAt
  return data
}
