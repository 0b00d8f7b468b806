'use client'

import { api } from '@/contract/api'
import type { UserRecord } from '@/contract/records'
import { SERVER_ADMIN_AGE_GROUPS } from '@/lib/constants'
import { childSchema } from '@/contract/schemas/child'
import { webUrl } from '@/contract/schemas/fields'
import { FieldSection } from '@/components/forms/formFields'
import { emptyChild } from './fieldGroups'
import { parentContactChoices } from './recordChoices'
import { RecordFormDialog } from './RecordFormDialog'
import { useCreateRecord } from './useCreateRecord'

/** The profile image is shown on the list, so it must be a web address or a path on this site. */
const childProfileSchema = childSchema.extend({ profileImage: webUrl('Valid image URL is required').optional() })

const blankChild = () => ({
  ...emptyChild(),
  profileImage: '',
  medicalConditions: '',
  allergies: '',
  dietaryRestrictions: '',
  emergencyContact: '',
  emergencyContactPhone: '',
  preferredNapTime: '',
  favoriteActivities: '',
  parentNotes: '',
})

export const NO_PARENT_YET = 'Add a parent first: every child belongs to a parent.'

const VARIANTS = {
  /** /admin-db: the child's basic record. */
  basic: {
    id: 'add-child',
    title: 'Add Child',
    description: 'Enroll a child under one of the parents.',
    // The kind's own: 'Child added successfully!'
    successText: undefined,
  },
  /** /secure-admin: the detailed profile (health, emergency contact, preferences). */
  profile: {
    id: 'add-child-profile',
    title: 'Create Child Profile',
    description: 'The child’s details, health needs, emergency contact and preferences.',
    successText: 'Child profile created successfully!',
  },
} as const

/** Add child (`api.records.addChild`) under a parent from the list; disabled while there is no parent. */
export function AddChildDialog({ parents, variant }: { parents: UserRecord[]; variant: keyof typeof VARIANTS }) {
  const text = VARIANTS[variant]
  const { field, dialog } = useCreateRecord({
    id: text.id,
    kind: 'child',
    schema: childProfileSchema,
    blank: blankChild,
    endpoint: api.records.addChild,
    successText: text.successText,
  })

  const basicFields = (
    <>
      {field.text('firstName', 'First Name', { required: true })}
      {field.text('lastName', 'Last Name', { required: true })}
      {field.text('dateOfBirth', 'Date of Birth', { required: true, type: 'date' })}
      {field.select('ageGroup', 'Age Group', SERVER_ADMIN_AGE_GROUPS, { placeholder: 'Select an age group' })}
      {field.select('parentId', 'Parent', parentContactChoices(parents), { required: true, placeholder: 'Select a parent' })}
      {field.text('enrollmentDate', 'Enrollment Date', { required: true, type: 'date' })}
    </>
  )

  return (
    <RecordFormDialog
      {...dialog}
      triggerLabel="Add Child"
      disabledReason={parents.length === 0 ? NO_PARENT_YET : undefined}
      title={text.title}
      description={text.description}
      submitLabel={variant === 'profile' ? 'Create Profile' : 'Add Child'}
      pendingLabel={variant === 'profile' ? 'Creating Profile...' : 'Adding Child...'}
      wide={variant === 'profile'}
    >
      {variant === 'basic' ? (
        <div className="grid gap-4 sm:grid-cols-2">{basicFields}</div>
      ) : (
        <>
          <FieldSection title="Basic Information">
            {basicFields}
            {field.text('profileImage', 'Profile Image URL', {
              type: 'url',
              hint: 'Optional: a picture on this site, e.g. from the CMS media library.',
              className: 'sm:col-span-2',
            })}
          </FieldSection>
          <FieldSection title="Health & Special Needs">
            {field.text('specialNeeds', 'Special Needs', { className: 'sm:col-span-2' })}
            {field.textarea('medicalConditions', 'Medical Conditions', { rows: 3, className: 'sm:col-span-2' })}
            {field.textarea('allergies', 'Allergies', { rows: 2 })}
            {field.textarea('dietaryRestrictions', 'Dietary Restrictions', { rows: 2 })}
          </FieldSection>
          <FieldSection title="Emergency Contact">
            {field.text('emergencyContact', 'Emergency Contact Name', { autoComplete: 'off' })}
            {field.text('emergencyContactPhone', 'Emergency Contact Phone', { type: 'tel' })}
          </FieldSection>
          <FieldSection title="Preferences">
            {field.text('preferredNapTime', 'Preferred Nap Time', { hint: 'For example 12:30 PM.' })}
            {field.text('favoriteActivities', 'Favorite Activities')}
            {field.textarea('parentNotes', 'Parent Notes', { rows: 3, className: 'sm:col-span-2' })}
          </FieldSection>
        </>
      )}
    </RecordFormDialog>
  )
}
