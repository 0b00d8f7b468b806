import type { CollectionConfig, Field } from 'payload'

import { canOpenCms } from '@/access/contentManagers'
import { nobody } from '@/access/nobody'
import { ratioAlertReaders, ratioAlertReviewers } from './access'

const systemSet = { readOnly: true } as const
const count = (name: string, label: string): Field => ({ name, label, type: 'number', admin: systemSet })

/**
 * A classroom that went over the NC ratio: one row per episode, opened when the room first has fewer
 * staff than its children need and closed (`endedAt`) when it is within ratio again. Written by the
 * server only (ratioAlerts.ts), never through an API: no one may create, change
 * or delete one, admins included. It is the centre's record of when it was out of ratio, and the
 * admins are told when one opens. A partial unique index keeps one open alert per classroom.
 */
export const RatioAlerts: CollectionConfig = {
  slug: 'ratio-alerts',
  labels: { singular: 'Ratio alert', plural: 'Ratio alerts' },
  admin: {
    useAsTitle: 'date',
    defaultColumns: ['classroom', 'startedAt', 'endedAt', 'childrenPresent', 'staffPresent', 'staffRequired'],
    group: 'Daily operations',
  },
  access: {
    admin: canOpenCms,
    create: nobody,
    read: ratioAlertReaders,
    readVersions: ratioAlertReviewers,
    update: nobody,
    delete: nobody,
    unlock: ratioAlertReviewers,
  },
  defaultSort: '-startedAt',
  indexes: [{ fields: ['classroom', 'startedAt'] }],
  fields: [
    { name: 'classroom', type: 'relationship', relationTo: 'classrooms', index: true, admin: systemSet },
    { name: 'date', type: 'text', index: true, admin: { ...systemSet, description: 'The centre’s calendar day (YYYY-MM-DD).' } },
    {
      type: 'row',
      fields: [
        { name: 'startedAt', type: 'date', required: true, admin: { ...systemSet, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'endedAt', type: 'date', index: true, admin: { ...systemSet, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        count('childrenPresent', 'Children present (at the start)'),
        count('staffPresent', 'Staff present (at the start)'),
        count('staffRequired', 'Staff required (at the start)'),
      ],
    },
    { name: 'ratio', type: 'text', admin: systemSet },
    { name: 'notifiedAt', type: 'date', admin: { ...systemSet, description: 'When the admins were sent the alert.' } },
  ],
  timestamps: true,
}
