import { STILL_IMAGE_TYPES } from '@/lib/constants'
import { pickupPhotoMessages } from './operations'

/**
 * Photos of children at the centre: staff upload them and tag the children in them. The
 * messages are stated once here and used by the media collection's rules, the endpoint and the screens
 * (the upload form's schema is the feature's: src/features/photos/schemas.ts).
 */

/** Only still images, as for a pickup person's photo: what a browser shows and a parent downloads. */
export const CHILD_PHOTO_TYPES = STILL_IMAGE_TYPES

export const photoMessages = {
  /** The spec's message when the title or the children are missing. */
  required: 'Please select a child and photo title before uploading.',
  childNotFound: 'Child not found',
  missing: pickupPhotoMessages.missing,
  type: pickupPhotoMessages.type,
  tooLarge: pickupPhotoMessages.tooLarge,
  purposeFixed: 'A photo of children stays a photo of children: upload a new file instead.',
  /** A gallery (public website) may show a child photo only when every tagged child has website consent. */
  galleryConsent: (title: string) => `“${title}” cannot be on the public website: not every child in it has consent to website photos. Remove it from the gallery.`,
  /** The same refusal to someone who may not read the photo (an editor, once a consent is withdrawn): its place in the gallery, never its title. */
  galleryConsentAt: (position: number) =>
    `Photo ${position} of this gallery cannot be on the public website: not every child in it has consent to website photos. Remove it from the gallery.`,
} as const

/**
 * What a file is (site media, a child's video, a pickup person's photo, a photo of children, a message
 * image) is fixed when it is added: it decides who sees it, and a copy of a public file may already sit
 * in a cache. The media collection's rules refuse a change of kind with these.
 */
export const mediaKindMessages = {
  purposeFixed: 'What a file is for is set when it is added and never changes: upload a new file instead.',
  childOnPhoto: 'A photo of children names them under “Children in the photo”, never under “Child”: its families see it only while every child in it has portal consent.',
  childOnMessageImage: 'A message image belongs to its family’s thread and names no child.',
  siteFileStaysPublic: 'This file is on the public site: it cannot become a child’s file. Upload the child’s file on its own.',
  familyFileStaysPrivate: 'This file belongs to a child’s family: it cannot become a file of the public site. Choose another child, or delete the file.',
} as const
