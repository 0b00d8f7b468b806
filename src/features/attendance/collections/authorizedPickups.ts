import type { CollectionConfig, Field } from 'payload'

import { canOpenCms } from '@/access/contentManagers'
import { MAX } from '@/lib/constants'
import { requiredText } from '@/contract/schemas/fields'
import { childField, createdByField, familyField } from '@/collections/shared/fields'
import { FAMILY_RECORD } from '@/collections/shared/familyRecordMark'
import { changesTakeTurns } from '@/collections/shared/lockedRow'
import { setCreatedBy } from '@/collections/shared/hooks/setCreatedBy'
import { setFamilyFromChild } from '@/collections/shared/hooks/setFamilyFromChild'
import { zodValidate } from '@/collections/shared/zodValidate'
import { attendanceCorrectors, pickupAuthorizers, pickupEditors, pickupReaders } from '../access'
import { deletePhotoWithPickup, deleteReplacedPhoto, photoOfSameChild } from '../hooks/pickupPhotos'
import { pickupMessages } from '../schemas'

/**
 * The people a parent authorizes to collect a child (NC 10A NCAC 09 .0801: the centre releases a child
 * only to people the parent authorized in writing). `createdBy` (who authorized, from the session) and
 * `createdAt` are that written authorization. Staff see the list at check-out; a parent manages it in
 * the portal, for their own children only (the child is looked up with the parent's rights).
 */
export const AuthorizedPickups: CollectionConfig = {
  slug: 'authorized-pickups',
  labels: { singular: 'Authorized pickup', plural: 'Authorized pickups' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'child', 'relation', 'phone', 'createdBy'], group: 'Families' },
  access: {
    admin: canOpenCms,
    create: pickupAuthorizers,
    read: pickupReaders,
    readVersions: attendanceCorrectors,
    update: pickupEditors,
    delete: pickupEditors,
    unlock: attendanceCorrectors,
  },
  hooks: {
    // A change and a removal of one person take turns (the row locked before Payload reads it): a removal
    // after a new photo reads the pickup with it and takes it along; a change after a removal is not found.
    beforeOperation: [changesTakeTurns('authorized-pickups')],
    beforeChange: [setCreatedBy('Sign in to authorize a pickup person') as never, setFamilyFromChild({ required: true }) as never, photoOfSameChild],
    afterChange: [deleteReplacedPhoto],
    afterDelete: [deletePhotoWithPickup],
  },
  indexes: [{ fields: ['child', 'name'] }],
  defaultSort: 'name',
  custom: FAMILY_RECORD,
  fields: [
    childField(pickupMessages.childId),
    { name: 'name', type: 'text', required: true, validate: zodValidate(requiredText(pickupMessages.name, MAX.name)) },
    {
      type: 'row',
      fields: [
        { name: 'relation', type: 'text', required: true, validate: zodValidate(requiredText(pickupMessages.relation, MAX.name)) },
        { name: 'phone', type: 'text', required: true, validate: zodValidate(requiredText(pickupMessages.phone, MAX.phone)) },
      ],
    },
    {
      // A private family file (media with `purpose: pickup-photo`): the family, admins and the child's
      // teachers see it, no one else (src/access/mediaVisibility.ts).
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Optional: a photo of the person, shown to staff at check-out.' },
    },
    { ...createdByField, label: 'Authorized by', required: true } as Field,
    familyField,
  ],
  timestamps: true,
}
