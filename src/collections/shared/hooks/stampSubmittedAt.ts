import type { CollectionBeforeChangeHook } from 'payload'

import type { Application, ContactMessage } from '@/payload-types'

/** The server's clock decides when a form was submitted. */
export const stampSubmittedAt: CollectionBeforeChangeHook<Application | ContactMessage> = ({ data, operation, originalDoc }) => {
  data.submittedAt = operation === 'create' ? new Date().toISOString() : originalDoc?.submittedAt
  return data
}
