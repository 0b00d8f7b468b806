import { addDays, addMonths } from './immunizationStatus'

/**
 * Care plans for a child's allergy or chronic condition (10A NCAC 09 .0801: reviewed every year): what
 * a plan is, and when its yearly review falls due. Pure, no clock: the caller passes today.
 */

export const CARE_PLAN_KINDS = ['allergy', 'condition'] as const
export type CarePlanKind = (typeof CARE_PLAN_KINDS)[number]
export const SEVERITIES = ['mild', 'moderate', 'severe', 'life-threatening'] as const
export type Severity = (typeof SEVERITIES)[number]

/** A plan is reviewed every year: due a year after its last review (or after it was written). */
export const REVIEW_MONTHS = 12
/** How far ahead the review list looks. */
export const REVIEW_SOON_DAYS = 30

/** The day a plan's next yearly review falls due, from the day it was last reviewed (or written). */
export const reviewDueOn = (lastReviewedOn: string) => addMonths(lastReviewedOn.slice(0, 10), REVIEW_MONTHS)

/** Whether a plan reviewed last on `lastReviewedOn` is overdue for review, due within 30 days, or not yet. */
export function reviewState(lastReviewedOn: string, today: string): 'overdue' | 'due' | 'current' {
  const due = reviewDueOn(lastReviewedOn)
  if (due < today) return 'overdue'
  return due <= addDays(today, REVIEW_SOON_DAYS) ? 'due' : 'current'
}
