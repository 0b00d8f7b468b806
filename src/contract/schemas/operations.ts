import { z } from '@/contract/schemas/z'

import { CLOCK_SKEW_MINUTES, MAX, MAX_UPLOAD_BYTES, STILL_IMAGE_TYPES } from '@/lib/constants'
import { dateText, idText, optionalText, requiredText } from './fields'
import { CHILD_ID_REQUIRED } from './records'

/**
 * Daily operations (issue 16): classrooms, authorized pickups, attendance and incident reports. The
 * messages are stated once here and used by the collections, the endpoints and the screens.
 */

export const classroomMessages = {
  name: 'Classroom name is required',
  ageFromMonths: 'The youngest age (in months) is required',
  ageToMonths: 'The oldest age (in months) must be above the youngest',
  capacity: 'Capacity must be a whole number of children, at least 1',
} as const

export const pickupMessages = {
  childId: CHILD_ID_REQUIRED,
  name: 'Name is required',
  relation: 'Relationship to the child is required',
  phone: 'Phone number is required',
} as const

/** A person a parent authorizes, in writing, to collect their child (NC 10A NCAC 09 .0801). */
export const pickupSchema = z.object({
  childId: idText(pickupMessages.childId),
  name: requiredText(pickupMessages.name, MAX.name),
  relation: requiredText(pickupMessages.relation, MAX.name),
  phone: requiredText(pickupMessages.phone, MAX.phone),
})

/** A pickup person's photo: a face to recognise at check-out, so a still image only, as the bytes show it. */
export const PICKUP_PHOTO_TYPES = STILL_IMAGE_TYPES
export const pickupPhotoMessages = {
  missing: 'Please choose a photo.',
  type: 'The photo must be a JPEG, PNG or WebP image.',
  tooLarge: `Photos may be at most ${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB.`,
  child: 'A pickup person’s photo belongs to one child: the child is required.',
  sameChild: 'The photo must be a pickup photo of this child.',
} as const
/** The photo upload's form carries the file only: no text fields. */
export const pickupPhotoFields = z.object({})

export const attendanceMessages = {
  childId: CHILD_ID_REQUIRED,
  pickupId: 'Choose who is collecting the child',
  noClassroom: 'This child is not assigned to a classroom yet. An admin assigns children to classrooms.',
  alreadyIn: 'This child is already checked in.',
  notIn: 'This child is not checked in.',
  alreadyOut: 'This child has already been checked out.',
  notAuthorized: 'This person is not on the child’s authorized pickup list. Do not release the child: only an admin may override, with a reason.',
  overrideReason: 'An override needs a reason (at least 10 characters)',
  overrideAdminsOnly: 'Only an admin may release a child to someone who is not on the authorized pickup list.',
  collectedBy: 'Name the person collecting the child',
  pickupOrOverride: 'Choose a person on the list, or an override: not both',
  staffClassroom: 'Choose the classroom you are working in',
  staffAlreadyIn: 'You are already checked in.',
  staffNotIn: 'You are not checked in.',
  forgottenOpen: 'This child was not checked out on a previous day. An admin closes that stay first, with the time the child left.',
  forgottenCheckOut: 'This stay began on a previous day: an admin closes it with the time the child left and a reason.',
  forgottenAdminsOnly: 'Only an admin may close a forgotten check-out.',
  notForgotten: 'This child has no forgotten check-out to close.',
  leftAt: 'Enter the date and time the child left',
  leftBeforeArrival: 'The time the child left must be after the check-in',
  leftInFuture: 'The time the child left cannot be in the future',
  forgottenReason: 'Give a reason (at least 10 characters)',
} as const

/** A time people enter that must have passed, allowing for a device's clock being a few minutes fast. */
export const notInFuture = (value: string, now: number = Date.now()) => Date.parse(value) <= now + CLOCK_SKEW_MINUTES * 60_000

export const checkInSchema = z.object({ childId: idText(attendanceMessages.childId) })

/**
 * Check-out: `pickupId` names a person on the child's list. An admin may instead release the child to
 * someone else: `override` with the person's name and a reason, kept on the record.
 */
export const checkOutSchema = z
  .object({
    childId: idText(attendanceMessages.childId),
    pickupId: idText(attendanceMessages.pickupId).optional(),
    override: z
      .object({
        collectedBy: requiredText(attendanceMessages.collectedBy, MAX.name),
        reason: requiredText(attendanceMessages.overrideReason, MAX.line).refine((value) => value.trim().length >= 10, attendanceMessages.overrideReason),
      })
      .optional(),
  })
  .superRefine((value, context) => {
    if (!value.pickupId && !value.override) context.addIssue({ code: 'custom', path: ['pickupId'], message: attendanceMessages.pickupId })
    if (value.pickupId && value.override) context.addIssue({ code: 'custom', path: ['override'], message: attendanceMessages.pickupOrOverride })
  })

/**
 * An admin closes a stay left open past the centre's midnight (a forgotten check-out): when the child
 * left, and why it is recorded late (kept on the record). That the time is after the check-in is the
 * collection's rule (src/collections/Attendance/hooks/attendanceRules.ts), which knows the stay.
 */
export const closeForgottenSchema = z.object({
  childId: idText(attendanceMessages.childId),
  checkedOutAt: dateText(attendanceMessages.leftAt).refine((value) => notInFuture(value), attendanceMessages.leftInFuture),
  reason: requiredText(attendanceMessages.forgottenReason, MAX.line).refine((value) => value.trim().length >= 10, attendanceMessages.forgottenReason),
})

export const staffCheckInSchema = z.object({ classroomId: idText(attendanceMessages.staffClassroom) })

export const incidentMessages = {
  childId: CHILD_ID_REQUIRED,
  occurredAt: 'When it happened must be a valid date and time',
  occurredInFuture: 'When it happened cannot be in the future',
  place: 'Where it happened is required',
  description: 'Describe what happened',
  staffSignature: 'Sign the report with your full name',
  parentSignature: 'Type your full name to acknowledge the report',
  locked: 'This report was acknowledged by the parent and is locked: add an addendum instead.',
  alreadyAcknowledged: 'This report has already been acknowledged.',
  addendum: 'The addendum is empty',
  parentsOnlyAcknowledge: 'Only the child’s parent acknowledges a report.',
} as const

/** When an incident happened: a valid time that has passed (a few minutes of clock difference allowed). */
export const incidentTime = () => dateText(incidentMessages.occurredAt).refine((value) => notInFuture(value), incidentMessages.occurredInFuture)

export const incidentSchema = z.object({
  childId: idText(incidentMessages.childId),
  occurredAt: incidentTime(),
  place: requiredText(incidentMessages.place, MAX.line),
  description: requiredText(incidentMessages.description, MAX.text),
  firstAid: optionalText().optional(),
  witnesses: optionalText(MAX.line).optional(),
  staffSignature: requiredText(incidentMessages.staffSignature, MAX.name),
})

export const acknowledgeSchema = z.object({ signature: requiredText(incidentMessages.parentSignature, MAX.name) })

export const addendumSchema = z.object({ text: requiredText(incidentMessages.addendum, MAX.text) })
