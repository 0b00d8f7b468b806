import { defineActions } from '@/access/actions'

/**
 * Who may do what with incident reports (src/access/actions.ts): floor staff file them and add addenda,
 * the child's parent acknowledges them, the programs (integrations) read them for the centre. Editors and
 * visitors take none of these.
 */
export const incidentsActions = defineActions('incidents', {
  readReports: { what: 'read a child’s incident reports', callers: { admin: 'all', integration: 'all', teacher: 'rooms', parent: 'family' } },
  // A teacher's report is of a child of their rooms (the rules look the child up with the teacher's rights).
  fileReport: { what: 'file an incident report about a child, and add an addendum to one (also once it is locked)', callers: { admin: 'all', teacher: 'rooms' } },
  // The parent's typed signature: nobody signs for them, admins included.
  acknowledgeReport: { what: 'acknowledge a child’s incident report with a typed signature (it is then locked)', callers: { parent: 'family' }, refusedMessage: 'Only the child’s parent acknowledges a report.' },
  // A record kept for licensing: the rule reads each report's acknowledgement.
  removeReport: { what: 'remove an incident report filed by mistake (never once the parent acknowledged it), read a report’s earlier versions', callers: { admin: 'checked' } },
})
