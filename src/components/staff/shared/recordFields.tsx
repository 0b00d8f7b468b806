'use client'

import type { FieldErrors, UseFormRegister } from 'react-hook-form'

import { isoDate, localToday } from '@/lib/dates'
import type { ChildFormInput } from '@/contract/schemas/child'
import type { ParentAccountInput } from '@/contract/schemas/parent'
import { categoryOptions, ChoiceField, childOptions, PasswordField, TextAreaField, TextField, parentOptions, type Option } from './fields'
import type { ChildRecord, UserRecord } from '@/contract/records'

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

/** A parent login account's fields (both admin screens send the same account). */
export function ParentAccountFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string
  register: UseFormRegister<ParentAccountInput>
  errors: FieldErrors<ParentAccountInput>
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField id={`${idPrefix}-firstName`} label="First Name" required autoComplete="off" control={register('firstName')} error={errors.firstName?.message} />
      <TextField id={`${idPrefix}-lastName`} label="Last Name" required autoComplete="off" control={register('lastName')} error={errors.lastName?.message} />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        hint="Optional"
        autoComplete="off"
        className="sm:col-span-2"
        control={register('email')}
        error={errors.email?.message}
      />
      <TextField
        id={`${idPrefix}-username`}
        label="Username"
        required
        autoComplete="off"
        hint="At least 3 characters: letters, digits and . _ @ -"
        control={register('username')}
        error={errors.username?.message}
      />
      <PasswordField id={`${idPrefix}-password`} label="Password" required hint="At least 6 characters" control={register('password')} error={errors.password?.message} />
    </div>
  )
}

/** A child's enrollment fields; each admin screen has its own age-group list. */
export function ChildFields({
  idPrefix,
  register,
  errors,
  ageGroups,
  parents,
}: {
  idPrefix: string
  register: UseFormRegister<ChildFormInput>
  errors: FieldErrors<ChildFormInput>
  ageGroups: readonly Option[]
  parents: readonly UserRecord[] | undefined
}) {
  const noParents = parents !== undefined && parents.length === 0
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField id={`${idPrefix}-firstName`} label="First Name" required autoComplete="off" control={register('firstName')} error={errors.firstName?.message} />
      <TextField id={`${idPrefix}-lastName`} label="Last Name" required autoComplete="off" control={register('lastName')} error={errors.lastName?.message} />
      <TextField id={`${idPrefix}-dateOfBirth`} label="Date of Birth" type="date" required control={register('dateOfBirth')} error={errors.dateOfBirth?.message} />
      <ChoiceField
        id={`${idPrefix}-ageGroup`}
        label="Age Group"
        required
        placeholder="Select an age group"
        options={ageGroups}
        control={register('ageGroup')}
        error={errors.ageGroup?.message}
      />
      <ChoiceField
        id={`${idPrefix}-parentId`}
        label="Parent"
        required
        placeholder={parents === undefined ? 'Loading parents...' : 'Select a parent'}
        hint={noParents ? 'Create a parent account first.' : undefined}
        options={parentOptions(parents)}
        control={register('parentId')}
        error={errors.parentId?.message}
      />
      <TextField id={`${idPrefix}-enrollmentDate`} label="Enrollment Date" type="date" required control={register('enrollmentDate')} error={errors.enrollmentDate?.message} />
      <TextAreaField
        id={`${idPrefix}-specialNeeds`}
        label="Special Needs"
        hint="Optional"
        className="sm:col-span-2"
        control={register('specialNeeds')}
        error={errors.specialNeeds?.message}
      />
    </div>
  )
}

type ChildRecordStart = { childId: string; category: string; title: string }

/** The child, category and title that every child record (activity, video) starts with, in the form of `register`. */
export function ChildRecordFields<T extends ChildRecordStart>({
  idPrefix,
  enrolled,
  categories,
  register,
  errors,
}: {
  idPrefix: string
  /** The children to choose from (undefined while loading). */
  enrolled: readonly ChildRecord[] | undefined
  categories: readonly string[]
  register: UseFormRegister<T>
  errors: FieldErrors<T>
}) {
  // These three names are fields of every T here; TypeScript cannot see that through the generic form types.
  const field = register as unknown as UseFormRegister<ChildRecordStart>
  const { childId, category, title } = errors as FieldErrors<ChildRecordStart>
  return (
    <>
      <ChoiceField
        id={`${idPrefix}-childId`}
        label="Child"
        required
        placeholder={enrolled ? 'Select a child' : 'Loading children...'}
        options={childOptions(enrolled)}
        control={field('childId')}
        error={childId?.message}
      />
      <ChoiceField
        id={`${idPrefix}-category`}
        label="Category"
        required
        placeholder="Select a category"
        options={categoryOptions(categories)}
        control={field('category')}
        error={category?.message}
      />
      <TextField id={`${idPrefix}-title`} label="Title" required className="sm:col-span-2" control={field('title')} error={title?.message} />
    </>
  )
}
