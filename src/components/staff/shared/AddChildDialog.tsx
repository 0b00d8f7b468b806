'use client'

import { useTranslations } from 'next-intl'

import type { Endpoint } from '@/contract/endpoint'
import type { ChildRecord, UserRecord } from '@/contract/records'
import { childSchema } from '@/contract/schemas/child'
import { webUrl } from '@/contract/schemas/fields'
import { FieldSection } from '@/components/forms/formFields'
import { useServerAdminAgeGroups } from './displayLabels'
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

/** Why Add Child is disabled, in English (the catalogue's `staff.shared.addChild.noParentYet`). */
export const NO_PARENT_YET = 'Add a parent first: every child belongs to a parent.'

/** Each variant's texts: keys of the catalogue's `staff.shared.addChild`. */
const VARIANTS = {
  /** /admin-db: the child's basic record. */
  basic: {
    id: 'add-child',
    title: 'basicTitle',
    description: 'basicDescription',
    // The kind's own: 'Child added successfully!'
    successText: undefined,
  },
  /** /secure-admin: the detailed profile (health, emergency contact, preferences). */
  profile: {
    id: 'add-child-profile',
    title: 'profileTitle',
    description: 'profileDescription',
    successText: 'profileCreated',
  },
} as const

/** Where a child is added: the families' `familyListEndpoints.addChild`, which the screen holding the dialog passes (the kernel imports no feature). */
export type AddChildEndpoint = Endpoint<'POST', string, () => Promise<typeof childSchema>, ChildRecord>

/** Add child (at `endpoint`) under a parent from the list; disabled while there is no parent. */
export function AddChildDialog({ parents, variant, endpoint }: { parents: UserRecord[]; variant: keyof typeof VARIANTS; endpoint: AddChildEndpoint }) {
  const text = VARIANTS[variant]
  const t = useTranslations('staff.shared.addChild')
  const fields = useTranslations('staff.shared.fields')
  const ageGroups = useServerAdminAgeGroups()
  const { field, dialog } = useCreateRecord({
    id: text.id,
    kind: 'child',
    schema: childProfileSchema,
    blank: blankChild,
    endpoint,
    successText: text.successText && t(text.successText),
  })

  const basicFields = (
    <>
      {field.text('firstName', fields('firstName'), { required: true })}
      {field.text('lastName', fields('lastName'), { required: true })}
      {field.text('dateOfBirth', fields('dateOfBirth'), { required: true, type: 'date' })}
      {field.select('ageGroup', fields('ageGroup'), ageGroups, { placeholder: fields('selectAgeGroup') })}
      {field.select('parentId', fields('parent'), parentContactChoices(parents), { required: true, placeholder: fields('selectParent') })}
      {field.text('enrollmentDate', fields('enrollmentDate'), { required: true, type: 'date' })}
    </>
  )

  return (
    <RecordFormDialog
      {...dialog}
      triggerLabel={t('trigger')}
      disabledReason={parents.length === 0 ? t('noParentYet') : undefined}
      title={t(text.title)}
      description={t(text.description)}
      submitLabel={variant === 'profile' ? t('createProfile') : t('addChild')}
      pendingLabel={variant === 'profile' ? t('creatingProfile') : t('addingChild')}
      wide={variant === 'profile'}
    >
      {variant === 'basic' ? (
        <div className="grid gap-4 sm:grid-cols-2">{basicFields}</div>
      ) : (
        <>
          <FieldSection title={t('basicInformation')}>
            {basicFields}
            {field.text('profileImage', t('profileImage'), {
              type: 'url',
              hint: t('profileImageHint'),
              className: 'sm:col-span-2',
            })}
          </FieldSection>
          <FieldSection title={t('health')}>
            {field.text('specialNeeds', t('specialNeeds'), { className: 'sm:col-span-2' })}
            {field.textarea('medicalConditions', t('medicalConditions'), { rows: 3, className: 'sm:col-span-2' })}
            {field.textarea('allergies', t('allergies'), { rows: 2 })}
            {field.textarea('dietaryRestrictions', t('dietaryRestrictions'), { rows: 2 })}
          </FieldSection>
          <FieldSection title={t('emergencyContact')}>
            {field.text('emergencyContact', t('emergencyContactName'), { autoComplete: 'off' })}
            {field.text('emergencyContactPhone', t('emergencyContactPhone'), { type: 'tel' })}
          </FieldSection>
          <FieldSection title={t('preferences')}>
            {field.text('preferredNapTime', t('preferredNapTime'), { hint: t('napTimeHint') })}
            {field.text('favoriteActivities', t('favoriteActivities'))}
            {field.textarea('parentNotes', t('parentNotes'), { rows: 3, className: 'sm:col-span-2' })}
          </FieldSection>
        </>
      )}
    </RecordFormDialog>
  )
}
