import { defineActions } from '@/access/actions'

/**
 * Who may do what with emergency drills (src/access/actions.ts): the director's record for licensing
 * (10A NCAC 09 .0607). Teachers, parents, editors, integrations and visitors take none of these.
 */
export const drillsActions = defineActions('drills', {
  readDrills: { what: 'read the emergency drills and the year’s drill board', callers: { admin: 'all' } },
  recordDrill: { what: 'record an emergency drill, correct or remove one', callers: { admin: 'all' } },
})
