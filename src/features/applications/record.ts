import type { ApplicationStatus } from '@/lib/constants'
import type { EnrollmentApplication } from './schemas'

export type ApplicationRecord = {
  id: string
  parentFirstName: string
  parentLastName: string
  email: string
  phone: string
  address: string
  childFirstName: string
  childLastName: string
  childDateOfBirth: string
  childAgeGroup: EnrollmentApplication['childAgeGroup']
  desiredStartDate: string
  schedulePreference: EnrollmentApplication['schedulePreference']
  servicesNeeded: NonNullable<EnrollmentApplication['servicesNeeded']>
  voucherInterested: boolean
  specialNeeds: string
  questions: string
  submittedAt: string | null
}

/** One change of an application's status, dated; `changedBy` null: the family applying from the site. */
export type ApplicationEventRecord = {
  id: string
  from: ApplicationStatus | null
  to: ApplicationStatus
  /** `name` is null when the caller may not read that account (an integration). */
  changedBy: { id: string | null; name: string | null }
  at: string
}

/** An application on the enrollment board: where it stands, what Enroll created, its history (oldest first). */
export type PipelineApplicationRecord = ApplicationRecord & {
  status: ApplicationStatus
  statusChangedAt: string | null
  /** Its place on its age group's waiting list (1: the next family), when waitlisted; else null. */
  waitlistPosition: number | null
  /** The family account and the child that Enroll created or found. */
  familyId: string | null
  childId: string | null
  history: ApplicationEventRecord[]
}

/**
 * What moving an application did, for the screen to say in its language (the answer's `message` says it
 * in English): moved, already there, or enrolled into an existing family account, a new one invited by
 * email, or a new one without an invitation (mail is not set up).
 */
export type MoveOutcome =
  | { kind: 'moved' }
  | { kind: 'unchanged' }
  | { kind: 'enrolled'; account: 'existing' | 'invited' | 'no-invitation'; email: string; child: string }

/**
 * GET /api/admin/applications/board: a column per status (`total` of the column; the final columns show
 * their most recent only) and each age group's waiting list in order.
 */
export type EnrollmentBoard = {
  columns: { status: ApplicationStatus; label: string; total: number; applications: PipelineApplicationRecord[] }[]
  waitlist: { ageGroup: EnrollmentApplication['childAgeGroup']; label: string; applications: PipelineApplicationRecord[] }[]
}
