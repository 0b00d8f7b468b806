import type { CollectionConfig, Field } from 'payload'

import { accessFor } from '@/access/actions'
import { canOpenCms } from '@/access/contentManagers'
import { createdByField } from '@/collections/shared/fields'
import { drillsActions } from './actions'
import { DRILL_KINDS } from './drillRules'
import { drillRecordRules } from './hooks/drillRecordRules'
import { drillMessages } from './schemas'

const LABELS: Record<string, string> = { fire: 'Fire (evacuation)', 'shelter-in-place': 'Shelter in place', lockdown: 'Lockdown' }

const readsDrills = accessFor(drillsActions.readDrills)
const recordsDrills = accessFor(drillsActions.recordDrill)

/**
 * The centre's emergency drills (10A NCAC 09 .0607: a fire drill every month, a shelter-in-place or
 * lockdown drill every quarter; ./drillRules.ts): when, which kind, how long the evacuation took, the
 * children and staff present (taken by the server from attendance at that time), notes. Admins record
 * and read them; nobody else reads them (./actions.ts).
 */
export const Drills: CollectionConfig = {
  slug: 'drills',
  labels: { singular: 'Drill', plural: 'Drills' },
  custom: { auditEveryRecord: true },
  admin: { useAsTitle: 'kind', defaultColumns: ['heldAt', 'kind', 'evacuationSeconds', 'childrenPresent', 'staffPresent'], group: 'Health and safety' },
  access: { admin: canOpenCms, create: recordsDrills, read: readsDrills, readVersions: readsDrills, update: recordsDrills, delete: recordsDrills, unlock: recordsDrills },
  hooks: { beforeChange: [drillRecordRules] },
  defaultSort: '-heldAt',
  fields: [
    { name: 'kind', type: 'select', required: true, options: DRILL_KINDS.map((value) => ({ value, label: LABELS[value]! })) },
    { name: 'heldAt', label: 'Held at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } }, custom: { dayMessage: drillMessages.heldAt } },
    { name: 'evacuationSeconds', label: 'Evacuation took (seconds)', type: 'number', min: 0, max: 7200 },
    { name: 'childrenPresent', label: 'Children present', type: 'number', min: 0, admin: { readOnly: true, description: 'From attendance at the drill’s time: set by the server.' } },
    { name: 'staffPresent', label: 'Staff present', type: 'number', min: 0, admin: { readOnly: true, description: 'From staff attendance at the drill’s time: set by the server.' } },
    { name: 'notes', type: 'textarea', maxLength: 2000 },
    { ...createdByField, label: 'Recorded by' } as Field,
  ],
  timestamps: true,
}
