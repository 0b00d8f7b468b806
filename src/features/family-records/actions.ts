import { defineActions } from '@/access/actions'

/**
 * Who may do what with the records the centre keeps of a child's days and growth (src/access/actions.ts):
 * the family reads its children's, the centre's programs read and add daily reports for the centre, the
 * director keeps them all. Teachers, editors and visitors take none of these.
 */
export const familyRecordsActions = defineActions('family-records', {
  readRecords: { what: 'read a child’s curriculum activities, development videos, daily reports and milestones', callers: { admin: 'all', integration: 'all', parent: 'family' } },
  listRecords: { what: 'list every child’s curriculum activities and development videos (the staff lists)', callers: { admin: 'all', integration: 'all' } },
  reportDay: { what: 'add a child’s daily report or milestone (a program too, such as a classroom app)', callers: { admin: 'all', integration: 'all' } },
  keepRecords: { what: 'add a child’s curriculum activity or development video; change or remove any record of a child’s days and growth', callers: { admin: 'all' } },
})
