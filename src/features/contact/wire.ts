import 'server-only'

import type { ContactMessage } from '@/payload-types'
import type { ContactMessageRecord } from './record'

export const wireContactMessage = (message: ContactMessage): ContactMessageRecord => ({
  id: message.id,
  name: message.name,
  email: message.email,
  message: message.message,
  submittedAt: message.submittedAt ?? null,
})
