'use client'

import { useTranslations } from 'next-intl'

import type { Choice } from '@/components/forms/choices'
import type { FormFields } from '@/components/forms/formFields'
import type { ChildRecord, UserRecord } from '@/contract/records'
import type { ChildFormInput } from '@/contract/schemas/child'
import type { ParentAccountInput } from '@/contract/schemas/parent'
import { isoDate, localToday } from '@/lib/dates'
import { useCategoryLabel } from './displayLabels'
import { childChoices, parentAccountChoices } from './recordChoices'

/** The field groups several staff forms share: a parent's login account, a child, the start of a child's record. */

export const EMPTY_PARENT_ACCOUNT: ParentAccountInput = { firstName: '', lastName: '', email: '', username: '', password: '' }

/** A blank child; the enrollment date defaults to today where the admin is (SPEC §9). */
export const emptyChild = (): ChildFormInput => ({
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  ageGroup: '',
  parentId: '',
  enrollmentDate: isoDate(localToday()),
  specialNeeds: '',
})

/**
 * A parent login account's fields (both admin screens send the same account). Without a password the
 * parent is invited by email to choose one, which needs mail on the server (`mailReady`).
 */
export function ParentAccountFields({ field, mailReady }: { field: FormFields<ParentAccountInput>; mailReady: boolean }) {
  const t = useTranslations('staff.shared.fields')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field.text('firstName', t('firstName'), { required: true, autoComplete: 'off' })}
      {field.text('lastName', t('lastName'), { required: true, autoComplete: 'off' })}
      {field.text('email', t('email'), {
        type: 'email',
        hint: mailReady ? t('emailHintInvite') : t('optional'),
        autoComplete: 'off',
        className: 'sm:col-span-2',
      })}
      {field.text('username', t('username'), { required: true, autoComplete: 'off', hint: t('usernameHint') })}
      {field.password('password', t('password'), {
        required: !mailReady,
        hint: mailReady ? t('passwordHintInvite') : t('passwordHintRequired'),
      })}
    </div>
  )
}

/** The creation toast's words when the parent was invited rather than given a password (English; `useInvitationEmailed` in the page's language). */
export const invitationEmailed = (email: string | undefined) => `An invitation to choose a password was emailed to ${email}.`

/** `invitationEmailed` in the page's language. */
export function useInvitationEmailed(): (email: string | undefined) => string {
  const t = useTranslations('staff.shared.fields')
  return (email) => t('invitationEmailed', { email: String(email) })
}

/** A child's enrollment fields; each admin screen has its own age-group list. */
export function ChildFields({
  field,
  ageGroups,
  parents,
}: {
  field: FormFields<ChildFormInput>
  ageGroups: readonly Choice[]
  parents: readonly UserRecord[] | undefined
}) {
  const noParents = parents !== undefined && parents.length === 0
  const t = useTranslations('staff.shared.fields')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field.text('firstName', t('firstName'), { required: true, autoComplete: 'off' })}
      {field.text('lastName', t('lastName'), { required: true, autoComplete: 'off' })}
      {field.text('dateOfBirth', t('dateOfBirth'), { type: 'date', required: true })}
      {field.select('ageGroup', t('ageGroup'), ageGroups, { required: true, placeholder: t('selectAgeGroup') })}
      {field.select('parentId', t('parent'), parentAccountChoices(parents), {
        required: true,
        placeholder: parents === undefined ? t('loadingParents') : t('selectParent'),
        hint: noParents ? t('createParentFirst') : undefined,
      })}
      {field.text('enrollmentDate', t('enrollmentDate'), { type: 'date', required: true })}
      {field.textarea('specialNeeds', t('specialNeeds'), { hint: t('optional'), className: 'sm:col-span-2' })}
    </div>
  )
}

/** The child, category and title that every child record (activity, video) starts with. */
export function ChildRecordFields({
  field,
  enrolled,
  categories,
}: {
  field: FormFields<{ childId: string; category: string; title: string }>
  /** The children to choose from (undefined while loading). */
  enrolled: readonly ChildRecord[] | undefined
  categories: readonly string[]
}) {
  const t = useTranslations('staff.shared.fields')
  const categoryLabel = useCategoryLabel()
  // The stored value is sent as it is; only its label is the page's language (`choicesOf` in English).
  const categoryChoices = categories.map((value) => ({ value, label: categoryLabel(value) }))
  return (
    <>
      {field.select('childId', t('child'), childChoices(enrolled), { required: true, placeholder: enrolled ? t('selectChild') : t('loadingChildren') })}
      {field.select('category', t('category'), categoryChoices, { required: true, placeholder: t('selectCategory') })}
      {field.text('title', t('title'), { required: true, className: 'sm:col-span-2' })}
    </>
  )
}
