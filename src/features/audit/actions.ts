import { defineActions } from '@/access/actions'

/**
 * Who may do what with the audit log of children's records (src/access/actions.ts): the director reads it
 * all, a family sees which staff accounts opened its child's record. Writing it is the kernel's, never a
 * caller's: no one creates, changes or deletes an entry through any API, admins included.
 */
export const auditActions = defineActions('audit', {
  readLog: { what: 'read the audit log of children’s records, and the accounts it can be filtered by', callers: { admin: 'all' } },
  seeRecordViews: { what: 'see which staff accounts opened a child’s record (a parent: their own child’s)', callers: { admin: 'all', parent: 'family' } },
})
