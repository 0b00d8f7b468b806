import type { CollectionConfig } from 'payload'

import { canOpenCms } from '@/access/contentManagers'
import { childKeepers, familyChildren } from './access'
import { MAX } from '@/lib/constants'
import { childServerMessages } from '@/contract/schemas/child'
import { dateText, optionalText, requiredText } from '@/contract/schemas/fields'
import { zodValidate } from '@/collections/shared/zodValidate'
import { requiredRelationship } from '@/collections/shared/requiredRelationship'
import { serverKept } from '@/access/serverKept'
import { CONSENT_KINDS } from '@/lib/constants'
import { ensureParentRole } from './hooks/ensureParentRole'
import { moveRecordsWithChild } from './hooks/moveRecordsWithChild'
import { keepChildPhotosInStep, keepPhotosOfDeletedChild, rememberChildPhotos } from '@/collections/shared/hooks/childPhotos'

const optionalTextarea = (name: string, label?: string) =>
  ({ name, label, type: 'textarea', validate: zodValidate(optionalText().nullish()) }) as const

export const Children: CollectionConfig = {
  slug: 'children',
  admin: {
    useAsTitle: 'firstName',
    defaultColumns: ['firstName', 'lastName', 'dateOfBirth', 'classroom', 'parent'],
    group: 'Families',
  },
  access: {
    admin: canOpenCms,
    create: childKeepers,
    read: familyChildren,
    readVersions: childKeepers,
    update: childKeepers,
    delete: childKeepers,
    unlock: childKeepers,
  },
  hooks: {
    beforeChange: [ensureParentRole],
    afterChange: [moveRecordsWithChild, keepChildPhotosInStep],
    // A deleted child's photo tags go with it: the photos' families and consent flags follow.
    beforeDelete: [rememberChildPhotos],
    afterDelete: [keepPhotosOfDeletedChild],
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['parent', 'createdAt'] }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, validate: zodValidate(requiredText(childServerMessages.firstName, MAX.name)) },
        { name: 'lastName', type: 'text', required: true, validate: zodValidate(requiredText(childServerMessages.lastName, MAX.name)) },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'dateOfBirth',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
          validate: zodValidate(dateText(childServerMessages.dateOfBirth)),
        },
        { name: 'ageGroup', type: 'text', validate: zodValidate(optionalText(MAX.name).nullish()) },
        {
          name: 'enrollmentDate',
          type: 'date',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          admin: { date: { pickerAppearance: 'dayOnly' } },
          validate: zodValidate(dateText(childServerMessages.enrollmentDate)),
        },
      ],
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      filterOptions: { role: { equals: 'parent' } },
      validate: requiredRelationship(childServerMessages.parentId),
    },
    {
      // The room the child is in: teachers of that room see and record the child.
      name: 'classroom',
      type: 'relationship',
      relationTo: 'classrooms',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      // The child's consents now: the latest row of each kind in `consents`, copied here by the
      // server so photo visibility is one indexed filter. Changed only by recording a consent.
      type: 'collapsible',
      label: 'Consents (from the consent history)',
      admin: { position: 'sidebar' },
      fields: CONSENT_KINDS.map(({ field, label }) => ({
        name: field,
        label,
        type: 'checkbox' as const,
        defaultValue: false,
        index: true,
        access: { create: serverKept, update: serverKept },
        admin: { readOnly: true },
      })),
    },
    { name: 'profileImage', type: 'text', label: 'Profile image URL', validate: zodValidate(optionalText(MAX.url).nullish()) },
    {
      type: 'collapsible',
      label: 'Health and special needs',
      fields: [
        optionalTextarea('specialNeeds'),
        optionalTextarea('medicalConditions'),
        optionalTextarea('allergies'),
        optionalTextarea('dietaryRestrictions'),
      ],
    },
    {
      type: 'collapsible',
      label: 'Emergency contact',
      fields: [
        { name: 'emergencyContact', type: 'text', validate: zodValidate(optionalText(MAX.line).nullish()) },
        { name: 'emergencyContactPhone', type: 'text', validate: zodValidate(optionalText(MAX.phone).nullish()) },
      ],
    },
    {
      type: 'collapsible',
      label: 'Preferences',
      fields: [
        { name: 'preferredNapTime', type: 'text', validate: zodValidate(optionalText(MAX.line).nullish()) },
        optionalTextarea('favoriteActivities'),
        optionalTextarea('parentNotes'),
      ],
    },
  ],
  timestamps: true,
}
