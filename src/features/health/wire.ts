import 'server-only'

import { relationId } from '@/lib/relationId'
import type { CarePlan, ImmunizationRecord } from '@/payload-types'
import { reviewState } from './carePlans'
import type { CarePlanRecord, ImmunizationEntryRecord } from './record'

/** A row of the immunization record as the /api sends it, its vaccine named by code (`codes`: id → code). */
export const wireImmunizationEntry = (row: ImmunizationRecord, codes: ReadonlyMap<string, string>): ImmunizationEntryRecord => ({
  id: row.id,
  vaccine: codes.get(typeof row.vaccine === 'string' ? row.vaccine : row.vaccine.id) ?? '',
  kind: row.kind,
  givenOn: row.givenOn ? row.givenOn.slice(0, 10) : null,
  exemptionKind: row.exemptionKind ?? null,
  note: row.note ?? null,
  createdAt: row.createdAt,
})

/** A care plan as the /api sends it, its review's state on `today`. */
export const wireCarePlan = (plan: CarePlan, today: string): CarePlanRecord => ({
  id: plan.id,
  childId: relationId(plan.child) ?? '',
  kind: plan.kind,
  name: plan.name,
  reaction: plan.reaction ?? null,
  severity: plan.severity,
  whatToDo: plan.whatToDo,
  medicines: plan.medicines ?? null,
  lastReviewedOn: plan.lastReviewedOn.slice(0, 10),
  reviewDueOn: (plan.reviewDueOn ?? '').slice(0, 10),
  review: reviewState(plan.lastReviewedOn, today),
  active: plan.active !== false,
})
