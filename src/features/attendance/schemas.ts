import { z } from '@/contract/schemas/z'

import { CHILD_ID_REQUIRED, dateText, idText, notInFuture, requiredText } from '@/contract/schemas/fields'
import { MAX } from '@/lib/constants'

/**
 * Attendance and authorized pickups: check-in and check-out, staff shifts, a forgotten check-out's
 * closing, the people a parent authorizes. The messages are stated once here and used by the collections,
 * the endpoints and the screens (a pickup person's photo, which the media collection checks too:
 * src/contract/schemas/operations.ts).
 */

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
 * collection's rule (hooks/attendanceRules.ts), which knows the stay.
 */
export const closeForgottenSchema = z.object({
  childId: idText(attendanceMessages.childId),
  checkedOutAt: dateText(attendanceMessages.leftAt).refine((value) => notInFuture(value), attendanceMessages.leftInFuture),
  reason: requiredText(attendanceMessages.forgottenReason, MAX.line).refine((value) => value.trim().length >= 10, attendanceMessages.forgottenReason),
})

export const staffCheckInSchema = z.object({ classroomId: idText(attendanceMessages.staffClassroom) })
