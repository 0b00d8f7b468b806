import { defineActions } from '@/access/actions'

/**
 * Who may do what with staff:child ratios (src/access/actions.ts): the floor staff watch the board (a
 * teacher their classrooms), the programs (integrations) read it for the centre. The alerts are written by
 * the server only: no one creates, changes or removes one. Parents, editors and visitors take none of these.
 */
export const ratiosActions = defineActions('ratios', {
  readRatios: { what: 'read the live ratio board and the over-ratio alerts', callers: { admin: 'all', integration: 'all', teacher: 'rooms' } },
  reviewAlerts: { what: 'read an over-ratio alert’s earlier versions (the CMS)', callers: { admin: 'all' } },
})
