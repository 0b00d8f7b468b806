import { MAX_UPLOAD_BYTES, STILL_IMAGE_TYPES } from '@/lib/constants'

/**
 * Daily operations, what the kernel's collections check: classrooms (shared by every feature of the
 * centre's day), and a pickup person's photo, which the media collection takes (attendance and authorized
 * pickups are a feature folder of their own: src/features/attendance/schemas.ts; incident reports too:
 * src/features/incidents/schemas.ts). The messages are stated once here and used by the collections, the
 * endpoints and the screens.
 */

export const classroomMessages = {
  name: 'Classroom name is required',
  ageFromMonths: 'The youngest age (in months) is required',
  ageToMonths: 'The oldest age (in months) must be above the youngest',
  capacity: 'Capacity must be a whole number of children, at least 1',
} as const

/** A pickup person's photo: a face to recognise at check-out, so a still image only, as the bytes show it. */
export const PICKUP_PHOTO_TYPES = STILL_IMAGE_TYPES
export const pickupPhotoMessages = {
  missing: 'Please choose a photo.',
  type: 'The photo must be a JPEG, PNG or WebP image.',
  tooLarge: `Photos may be at most ${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB.`,
  child: 'A pickup person’s photo belongs to one child: the child is required.',
  sameChild: 'The photo must be a pickup photo of this child.',
} as const
