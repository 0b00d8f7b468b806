import { get, post } from '@/contract/endpoint'
import { contactActions } from './actions'
import type { ContactMessageRecord } from './record'

/** The body's schema, in a chunk of its own, fetched when something validates (see src/contract/endpoint.ts). */
const schemas = () => import('./schemas')

/** Anyone's Quick Contact message from /contact: spread into `api.public` (src/registry/api.ts). */
export const contactEndpoints = {
  contact: post('/api/contact', async () => (await schemas()).contactMessageSchema, contactActions.writeToCentre).returns<ContactMessageRecord>(),
} as const

/** The admin's list of them, newest first: spread into `api.admin`. */
export const contactAdminEndpoints = {
  messages: get('/api/admin/messages', contactActions.readMessages).returns<ContactMessageRecord[]>(),
} as const
