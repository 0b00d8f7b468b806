import 'server-only'

import { relationId } from '@/lib/relationId'
import type { Consent } from '@/payload-types'
import type { ConsentRecord } from './record'

/** `names`: the recorders' names the caller may read (./service.ts, through `accountNamesOf` of src/features/accounts/names.ts). */
export const wireConsent = (row: Consent, names: Map<string, string>): ConsentRecord => {
  const recorder = relationId(row.createdBy)
  return {
    id: row.id,
    childId: relationId(row.child)!,
    kind: row.kind,
    granted: Boolean(row.granted),
    onPaper: Boolean(row.onPaper),
    recordedBy: { id: recorder, name: (recorder && names.get(recorder)) || null },
    createdAt: row.createdAt,
  }
}
