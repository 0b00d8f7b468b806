import type { Access } from 'payload'

import { accessFor, mayFor, readingRows } from '@/access/actions'
import { ownFamily, ownRooms } from '@/access/scopes'
import { incidentsActions } from './actions'

/**
 * Incident reports carry the child's `classroom` and `family` (./actions.ts): admins and integrations read
 * all; a teacher reads their classrooms' reports; a parent their own family's. One indexed equality or
 * `in` on the row itself, never a join.
 */
export const incidentReaders: Access = accessFor(incidentsActions.readReports, { rooms: ownRooms('classroom'), family: ownFamily('family') })

/**
 * Who files a report: admins, and teachers (a report not written yet has no row to filter: hooks/incidentRules.ts
 * looks the child up with the teacher's rights, a child of another classroom is not found).
 */
export const incidentFilers: Access = accessFor(incidentsActions.fileReport, { rooms: () => true })

const amendsReports = accessFor(incidentsActions.fileReport, { rooms: ownRooms('classroom') })
const mayAcknowledge = mayFor(incidentsActions.acknowledgeReport)
const acknowledgesReports = accessFor(incidentsActions.acknowledgeReport, { family: ownFamily('family') })

/**
 * Who may write to an incident report: admins; teachers their classrooms' reports (addenda); a parent
 * their own family's (only to acknowledge it: the collection's rules decide which fields each may change).
 */
export const incidentEditors: Access = readingRows([acknowledgesReports, amendsReports], (args) => (mayAcknowledge(args) ? acknowledgesReports(args) : amendsReports(args)))

const removesReports = mayFor(incidentsActions.removeReport)

/** A report is a record kept for licensing: admins may delete one filed by mistake, never once the parent acknowledged it. */
export const incidentRemovers: Access = readingRows([removesReports], (args) => (removesReports(args) ? { acknowledgedAt: { exists: false } } : false))

/** A report's earlier versions, and unlocking one in the CMS: admins. */
export const incidentKeepers: Access = accessFor(incidentsActions.removeReport)
