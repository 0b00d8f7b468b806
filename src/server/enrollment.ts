import type { Payload, TypedUser } from 'payload'

import type { EnrollmentApplication } from '@/contract/schemas/application'
import type { ContactMessageInput } from '@/contract/schemas/contact'
import { listed, listWindow } from './listing'
import { requireReadAll } from './permissions'
import { wireApplication, wireContactMessage } from './wire'

type Actor = { payload: Payload; user: TypedUser | null }

export async function submitApplication({ payload, user }: Actor, application: EnrollmentApplication) {
  const doc = await payload.create({
    collection: 'applications',
    data: application,
    user,
    overrideAccess: false,
    depth: 0,
    showHiddenFields: false,
  })
  return wireApplication(doc)
}

export async function sendContactMessage({ payload, user }: Actor, message: ContactMessageInput) {
  const doc = await payload.create({ collection: 'contact-messages', data: message, user, overrideAccess: false, depth: 0 })
  return wireContactMessage(doc)
}

export async function listApplications({ payload, user }: Actor, request: Request) {
  await requireReadAll(payload, user, 'applications')
  return listed(
    await payload.find({ collection: 'applications', sort: '-submittedAt', ...listWindow(request), user, overrideAccess: false, depth: 0 }),
    wireApplication,
  )
}

export async function listContactMessages({ payload, user }: Actor, request: Request) {
  await requireReadAll(payload, user, 'contact-messages')
  return listed(
    await payload.find({
      collection: 'contact-messages',
      sort: '-submittedAt',
      ...listWindow(request),
      user,
      overrideAccess: false,
      depth: 0,
    }),
    wireContactMessage,
  )
}
