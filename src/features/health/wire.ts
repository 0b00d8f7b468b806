import 'server-only'

import type { ImmunizationRecord } from '@/payload-types'
import type { ImmunizationEntryRecord } from './record'

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
