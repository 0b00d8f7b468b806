import 'server-only'

import { centreToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import type { Drill } from '@/payload-types'
import type { DrillRecord } from './record'

/** A drill as the /api sends it, with the centre's day it was held. */
export const wireDrill = (drill: Drill): DrillRecord => ({
  id: drill.id,
  kind: drill.kind,
  heldAt: drill.heldAt,
  day: centreToday(new Date(drill.heldAt)),
  evacuationSeconds: drill.evacuationSeconds ?? null,
  childrenPresent: drill.childrenPresent ?? 0,
  staffPresent: drill.staffPresent ?? 0,
  notes: drill.notes ?? null,
  createdBy: relationId(drill.createdBy),
  createdAt: drill.createdAt,
})
