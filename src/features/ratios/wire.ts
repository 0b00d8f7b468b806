import 'server-only'

import { relationId } from '@/lib/relationId'
import type { RatioAlert } from '@/payload-types'
import type { RatioAlertRecord } from './record'

/** An over-ratio episode as the wire sends it; `names`: the classrooms' names the caller may read, by id. */
export const wireRatioAlert = (alert: RatioAlert, names: Map<string, string>): RatioAlertRecord => {
  const classroomId = relationId(alert.classroom)
  return {
    id: alert.id,
    classroomId,
    classroomName: (classroomId && names.get(classroomId)) ?? null,
    date: alert.date ?? null,
    startedAt: alert.startedAt,
    endedAt: alert.endedAt ?? null,
    childrenPresent: alert.childrenPresent ?? 0,
    staffPresent: alert.staffPresent ?? 0,
    staffRequired: alert.staffRequired ?? 0,
    ratio: alert.ratio ?? null,
    notifiedAt: alert.notifiedAt ?? null,
  }
}
