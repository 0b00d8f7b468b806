import 'server-only'

import { relationId } from '@/lib/relationId'
import type { Application, ApplicationEvent } from '@/payload-types'
import type { ApplicationEventRecord, ApplicationRecord, PipelineApplicationRecord } from './record'

export const wireApplication = (application: Application): ApplicationRecord => ({
  id: application.id,
  parentFirstName: application.parentFirstName,
  parentLastName: application.parentLastName,
  email: application.email,
  phone: application.phone,
  address: application.address,
  childFirstName: application.childFirstName,
  childLastName: application.childLastName,
  childDateOfBirth: application.childDateOfBirth,
  childAgeGroup: application.childAgeGroup,
  desiredStartDate: application.desiredStartDate,
  schedulePreference: application.schedulePreference,
  servicesNeeded: application.servicesNeeded ?? [],
  voucherInterested: application.voucherInterested ?? false,
  specialNeeds: application.specialNeeds ?? '',
  questions: application.questions ?? '',
  submittedAt: application.submittedAt ?? null,
})

/** An account's name for the history ("Centre Director"), or null when the caller may not read it. */
export type NameOf = (userId: string | null) => string | null

export const wireApplicationEvent = (event: ApplicationEvent, nameOf: NameOf): ApplicationEventRecord => {
  const changedBy = relationId(event.changedBy)
  return { id: event.id, from: event.from ?? null, to: event.to, changedBy: { id: changedBy, name: nameOf(changedBy) }, at: event.createdAt }
}

/** An application on the enrollment board, with its history, oldest first. */
export const wirePipelineApplication = (
  application: Application,
  history: ApplicationEventRecord[],
  waitlistPosition: number | null,
): PipelineApplicationRecord => ({
  ...wireApplication(application),
  status: application.status ?? 'new',
  statusChangedAt: application.statusChangedAt ?? null,
  waitlistPosition: application.status === 'waitlisted' ? waitlistPosition : null,
  familyId: relationId(application.enrolledFamily),
  childId: relationId(application.enrolledChild),
  history,
})
