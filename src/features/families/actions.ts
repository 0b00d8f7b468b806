import { defineActions } from '@/access/actions'

/**
 * Who may do what with families (src/access/actions.ts): the children's records and the parents' accounts
 * as staff list and add them, and a parent's own children. Editors and visitors take none of these.
 */
export const familiesActions = defineActions('families', {
  readChildren: { what: 'read a child’s record: a parent their own children, a teacher their rooms’ children', callers: { admin: 'all', integration: 'all', parent: 'family', teacher: 'rooms' } },
  listChildren: { what: 'list every child (the staff lists of /admin, /admin-db and /secure-admin)', callers: { admin: 'all', integration: 'all' } },
  listParents: { what: 'list every parent account', callers: { admin: 'all' } },
  keepFamilies: { what: 'add a parent or a child, change or remove a child’s record, add the example family, invite a parent again', callers: { admin: 'all' } },
})
