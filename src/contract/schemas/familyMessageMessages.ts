import { MAX_UPLOAD_BYTES, STILL_IMAGE_TYPES } from '@/lib/constants'

/**
 * Family messages: the limits and the messages people read, without zod, so the screens
 * import them without loading the schemas (src/features/messages/schemas.ts re-exports them for the
 * server). They stay in the kernel: the media collection's hooks refuse a message's image with them too
 * (src/collections/shared/hooks/messageAttachments.ts, messageFamily.ts, uploads/acceptCheckedTypes.ts).
 */
export const MESSAGE_ATTACHMENTS_MAX = 4
export const MESSAGE_IMAGE_TYPES = STILL_IMAGE_TYPES

export const familyMessageMessages = {
  empty: 'Write a message or attach an image',
  family: 'Choose the family',
  familyNotFound: 'Family not found',
  attachment: 'An attachment must be an image added to this family’s messages',
  tooManyImages: `At most ${MESSAGE_ATTACHMENTS_MAX} images per message`,
  imageType: 'Images must be JPEG, PNG or WebP.',
  imageTooLarge: `Images may be at most ${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB.`,
  unchangeable: 'A message cannot be changed once sent',
  signIn: 'Sign in to read and send messages',
} as const
