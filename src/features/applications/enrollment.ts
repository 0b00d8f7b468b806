/**
 * The enrollment pipeline: where an application may go from where it stands. One table, read
 * by the Applications collection's rule (so /api, /api/cms and /cms obey it alike), by the server's
 * board and by the staff screen's buttons.
 *
 *   Received (new)  → Tour scheduled, Place offered, On the waiting list, Closed
 *   Tour scheduled  → Place offered, On the waiting list, Closed
 *   Waiting list    → Place offered, Tour scheduled, Closed
 *   Place offered   → Enrolled, On the waiting list, Closed
 *   Enrolled        → nothing (final: the family account and the child exist)
 *   Closed          → Received ("reopen")
 *
 * `declined` may be reopened (back to Received): a family declined by mistake, or one that comes back
 * months later, keeps its application and its history instead of applying again. `enrolled` is final,
 * so a family is never enrolled twice.
 */
import { APPLICATION_AGE_GROUPS, APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/constants'

export const NEXT_STATUSES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['tour-scheduled', 'offered', 'waitlisted', 'declined'],
  'tour-scheduled': ['offered', 'waitlisted', 'declined'],
  waitlisted: ['offered', 'tour-scheduled', 'declined'],
  offered: ['enrolled', 'waitlisted', 'declined'],
  enrolled: [],
  declined: ['new'],
}

/** The board's columns, left to right. */
export const BOARD_STATUSES: readonly ApplicationStatus[] = ['new', 'tour-scheduled', 'offered', 'enrolled', 'waitlisted', 'declined']

/** What the staff board's button for a move says. */
export const STEP_LABELS: Record<ApplicationStatus, string> = {
  new: 'Reopen',
  'tour-scheduled': 'Schedule tour',
  offered: 'Offer a place',
  enrolled: 'Enroll',
  waitlisted: 'Waitlist',
  declined: 'Decline',
}

/**
 * What the server hands the Applications collection when it enrolls (`req.context[ENROLLMENT_CONTEXT]`):
 * the family account and the child it has just created or found. Only server code can set a request's
 * context, so "enrolled" cannot be reached from /cms or /api/cms without them.
 */
export const ENROLLMENT_CONTEXT = 'enrollment'
export type EnrollmentLinks = { family: string; child: string }

export const isApplicationStatus = (value: unknown): value is ApplicationStatus => APPLICATION_STATUSES.some((status) => status.value === value)

export const statusLabel = (status: string | null | undefined): string =>
  APPLICATION_STATUSES.find((entry) => entry.value === status)?.label ?? String(status ?? 'none')

export const ageGroupLabel = (ageGroup: string | null | undefined): string =>
  APPLICATION_AGE_GROUPS.find((entry) => entry.value === ageGroup)?.label ?? String(ageGroup ?? '')

export const canMove = (from: ApplicationStatus, to: ApplicationStatus): boolean => from === to || NEXT_STATUSES[from].includes(to)

export const ENROLL_THROUGH_BOARD =
  'An application is enrolled with "Enroll" on the enrollment board (/admin-dashboard): it creates the family account and the child from the application.'

/**
 * Why the move is refused, in staff's words, or null when it is allowed (staying put is always allowed).
 * "An application cannot move from Received to Enrolled: offer a place first."
 */
export function refusalOf(from: ApplicationStatus, to: ApplicationStatus): string | null {
  if (canMove(from, to)) return null
  const start = `An application cannot move from ${statusLabel(from)} to ${statusLabel(to)}`
  if (from === 'enrolled') return `${start}: an enrollment is final (the family account and the child exist).`
  if (to === 'enrolled') return `${start}: offer a place first.`
  if (from === 'declined') return `${start}: reopen it first (back to ${statusLabel('new')}).`
  if (to === 'new') return `${start}: only a closed application is reopened.`
  return `${start}: its next steps are ${NEXT_STATUSES[from].map(statusLabel).join(', ')}.`
}

/** What the waiting list is ordered by: when the application was waitlisted, then when it was sent. */
export type WaitlistEntry = { id: string; childAgeGroup: string; statusChangedAt?: string | null; submittedAt?: string | null }

const instant = (value: string | null | undefined) => {
  const time = value ? Date.parse(value) : NaN
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time
}

/** Earlier first: waitlisted earlier, then submitted earlier, then by id (a stable order for equal times). */
export function compareWaitlist(a: WaitlistEntry, b: WaitlistEntry): number {
  return instant(a.statusChangedAt) - instant(b.statusChangedAt) || instant(a.submittedAt) - instant(b.submittedAt) || a.id.localeCompare(b.id)
}

/** Each waitlisted application's position (1, 2, …) within its age group. */
export function waitlistPositions(entries: readonly WaitlistEntry[]): Map<string, number> {
  const positions = new Map<string, number>()
  const byGroup = new Map<string, WaitlistEntry[]>()
  for (const entry of entries) byGroup.set(entry.childAgeGroup, [...(byGroup.get(entry.childAgeGroup) ?? []), entry])
  for (const group of byGroup.values()) [...group].sort(compareWaitlist).forEach((entry, index) => positions.set(entry.id, index + 1))
  return positions
}
