import 'server-only'

import type { ContactMessageRecord } from '@/contract/records'
import type { ContactMessage } from '@/payload-types'

export const wireContactMessage = (message: ContactMessage): ContactMessageRecord => ({
  id: message.id,
  name: message.name,
  email: message.email,
  message: message.message,
  submittedAt: message.submittedAt ?? null,
})
