import { EVERYONE, defineActions } from '@/access/actions'

/**
 * Who may do what with health records (src/access/actions.ts), the most sensitive data the centre keeps:
 * a child's are read by admins, the teachers of the child's room and the child's parent, always through the
 * child (so the rule follows a child who changes room or family); admins keep them, parents sign and
 * withdraw medication authorizations and send the immunization certificate, floor staff record the doses.
 * Editors, integrations and visitors take none of these (the public immunization schedule excepted).
 */
export const healthActions = defineActions('health', {
  readRecords: {
    what: 'read a child’s health records: immunizations and their status, care plans, medication authorizations and the medication log',
    callers: { admin: 'all', teacher: 'rooms', parent: 'family' },
  },
  readDocuments: {
    what: 'read a child’s health documents and their files (certificate, exemptions’, care plans’), or one’s own certification card’s scan',
    callers: { admin: 'all', teacher: 'rooms', parent: 'family' },
  },
  keepRecords: {
    what: 'record and correct a child’s immunizations, exemptions and care plans (and, in the CMS, every health record’s versions and lock)',
    callers: { admin: 'all' },
  },
  readCentreHealth: {
    what: 'read the centre’s health lists: the children due or overdue for immunizations, the annual immunization report, the care plans due for review',
    callers: { admin: 'all' },
  },
  authorizeMedication: { what: 'sign a child’s medication authorization (an admin enters a signed paper form)', callers: { admin: 'all', parent: 'checked' } },
  withdrawMedication: { what: 'withdraw a child’s medication authorization', callers: { admin: 'all', parent: 'family' } },
  recordDose: { what: 'record a dose of medicine given, refused or missed, under a valid authorization', callers: { admin: 'all', teacher: 'checked' } },
  readToday: {
    what: 'read the day’s health list: the children with an active care plan or a medicine today, and when each next dose may be given',
    callers: { admin: 'all', teacher: 'rooms' },
  },
  uploadDocument: { what: 'send a child’s health document (a parent: their child’s immunization certificate)', callers: { admin: 'all', parent: 'checked' } },
  verifyDocument: { what: 'mark a health document checked against the record (or correct its title)', callers: { admin: 'all' } },
  removeDocument: { what: 'remove a health document (a parent: their child’s certificate until it is verified)', callers: { admin: 'all', parent: 'family' } },
  readSchedule: { what: 'read the immunization schedule the centre checks children against', callers: EVERYONE },
  keepSchedule: { what: 'edit the immunization schedule (the required vaccines and when each dose is due)', callers: { admin: 'all' } },
})
