import { z } from '@/contract/schemas/z'

import { MAX } from '@/lib/constants'
import { dateText, idText, optionalText, requiredText } from './fields'

const optionalProfile = {
  specialNeeds: optionalText().optional(),
  medicalConditions: optionalText().optional(),
  allergies: optionalText().optional(),
  dietaryRestrictions: optionalText().optional(),
  emergencyContact: optionalText(MAX.line).optional(),
  emergencyContactPhone: optionalText(MAX.phone).optional(),
  preferredNapTime: optionalText(MAX.line).optional(),
  favoriteActivities: optionalText().optional(),
  parentNotes: optionalText().optional(),
  profileImage: optionalText(MAX.url).optional(),
}

/** The add-child form of /admin (client messages of docs/spec.md §5). */
export const childFormSchema = z.object({
  firstName: requiredText('First name is required', MAX.name),
  lastName: requiredText('Last name is required', MAX.name),
  dateOfBirth: dateText('Date of birth is required'),
  ageGroup: requiredText('Age group is required', MAX.name),
  parentId: idText('Parent is required'),
  enrollmentDate: dateText('Enrollment date is required'),
  ...optionalProfile,
})

export const childServerMessages = {
  firstName: "Child's first name is required",
  lastName: "Child's last name is required",
  dateOfBirth: 'Date of birth is required',
  parentId: 'Parent ID is required',
  enrollmentDate: 'Enrollment date is required',
} as const

/** What the server requires of a child (server messages of docs/spec.md §5). */
export const childSchema = z.object({
  firstName: requiredText(childServerMessages.firstName, MAX.name),
  lastName: requiredText(childServerMessages.lastName, MAX.name),
  dateOfBirth: dateText(childServerMessages.dateOfBirth),
  ageGroup: optionalText(MAX.name).optional(),
  parentId: idText(childServerMessages.parentId),
  enrollmentDate: dateText(childServerMessages.enrollmentDate),
  ...optionalProfile,
})

export type ChildFormInput = z.input<typeof childFormSchema>
export type ChildInput = z.input<typeof childSchema>
