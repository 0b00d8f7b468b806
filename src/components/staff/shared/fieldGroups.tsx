'use client'

import { choicesOf, type Choice } from '@/components/forms/choices'
import type { FormFields } from '@/components/forms/formFields'
import type { ChildRecord, UserRecord } from '@/contract/records'
import type { ChildFormInput } from '@/contract/schemas/child'
import type { ParentAccountInput } from '@/contract/schemas/parent'
import { isoDate, localToday } from '@/lib/dates'
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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field.text('firstName', 'First Name', { required: true, autoComplete: 'off' })}
      {field.text('lastName', 'Last Name', { required: true, autoComplete: 'off' })}
      {field.text('email', 'Email', {
        type: 'email',
        hint: mailReady ? 'Optional, but needed to invite the parent by email' : 'Optional',
        autoComplete: 'off',
        className: 'sm:col-span-2',
      })}
      {field.text('username', 'Username', { required: true, autoComplete: 'off', hint: 'At least 3 characters: letters, digits and . _ @ -' })}
      {field.password('password', 'Password', {
        required: !mailReady,
        hint: mailReady
          ? 'At least 6 characters. Leave empty to email the parent an invitation to choose their own.'
          : 'At least 6 characters. Required: email is not set up on this server, so the parent cannot be invited to choose one.',
      })}
    </div>
  )
}

/** The creation toast's words when the parent was invited rather than given a password. */
export const invitationEmailed = (email: string | undefined) => `An invitation to choose a password was emailed to ${email}.`

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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field.text('firstName', 'First Name', { required: true, autoComplete: 'off' })}
      {field.text('lastName', 'Last Name', { required: true, autoComplete: 'off' })}
      {field.text('dateOfBirth', 'Date of Birth', { type: 'date', required: true })}
      {field.select('ageGroup', 'Age Group', ageGroups, { required: true, placeholder: 'Select an age group' })}
      {field.select('parentId', 'Parent', parentAccountChoices(parents), {
        required: true,
        placeholder: parents === undefined ? 'Loading parents...' : 'Select a parent',
        hint: noParents ? 'Create a parent account first.' : undefined,
      })}
      {field.text('enrollmentDate', 'Enrollment Date', { type: 'date', required: true })}
      {field.textarea('specialNeeds', 'Special Needs', { hint: 'Optional', className: 'sm:col-span-2' })}
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
  return (
    <>
      {field.select('childId', 'Child', childChoices(enrolled), { required: true, placeholder: enrolled ? 'Select a child' : 'Loading children...' })}
      {field.select('category', 'Category', choicesOf(categories), { required: true, placeholder: 'Select a category' })}
      {field.text('title', 'Title', { required: true, className: 'sm:col-span-2' })}
    </>
  )
}
