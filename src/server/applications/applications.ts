import 'server-only'

import type { EnrollmentApplication } from '@/contract/schemas/application'
import { type Actor, asUser, requireReadAll } from '../actor'
import { type ListWindow, listed } from '../http/listing'
import { wireApplication } from './wire'

/** An enrollment application from /apply (anyone may send one; only admins read them). */
export async function submitApplication(actor: Actor, application: EnrollmentApplication) {
  const doc = await actor.payload.create({ collection: 'applications', data: application, showHiddenFields: false, ...asUser(actor) })
  return wireApplication(doc)
}

export async function listApplications(actor: Actor, window: ListWindow) {
  await requireReadAll(actor, 'applications')
  return listed(await actor.payload.find({ collection: 'applications', sort: '-submittedAt', ...window, ...asUser(actor) }), wireApplication)
}
