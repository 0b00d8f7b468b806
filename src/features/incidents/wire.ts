import 'server-only'

import { relationId } from '@/lib/relationId'
import type { Incident } from '@/payload-types'
import type { IncidentRecord } from './record'

/** A stored report as the /api sends it: `locked` once the parent acknowledged it. */
export const wireIncident = (report: Incident): IncidentRecord => ({
  id: report.id,
  childId: relationId(report.child)!,
  classroomId: relationId(report.classroom),
  occurredAt: report.occurredAt,
  place: report.place,
  description: report.description,
  firstAid: report.firstAid || null,
  witnesses: report.witnesses || null,
  reportedBy: relationId(report.reportedBy),
  staffSignature: report.staffSignature,
  staffSignedAt: report.staffSignedAt ?? null,
  parentSignature: report.parentSignature ?? null,
  acknowledgedAt: report.acknowledgedAt ?? null,
  locked: Boolean(report.acknowledgedAt),
  addenda: (report.addenda ?? []).map((entry) => ({ id: entry.id ?? '', text: entry.text, addedBy: relationId(entry.addedBy), addedAt: entry.addedAt ?? null })),
  createdAt: report.createdAt,
})
