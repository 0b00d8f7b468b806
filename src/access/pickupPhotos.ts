import type { Access, FieldAccess } from 'payload'

import { isAdminUser, isContentManagerUser, isParentUser, isTeacherUser } from './roles'
import { publicMediaForEditors } from './publicMediaForEditors'

const purposeOf = (data: unknown) => (data as { purpose?: unknown } | undefined)?.purpose ?? null
const isPickupPhoto = (data: unknown) => purposeOf(data) === 'pickup-photo'

/**
 * Who adds media, by its purpose:
 * - admins: any;
 * - editors: public site media only (no purpose);
 * - a parent: a photo of a person they authorize to collect their child (`pickup-photo`), or an image
 *   attached to their family's messages (`message-attachment`);
 * - a teacher: a photo of children of their classrooms (`child-photo`), or an image attached to a
 *   message to a family of their classrooms (`message-attachment`).
 * That the child, children or family are the caller's own is checked by the hooks that derive the
 * family from them, which read with the caller's rights ("Child not found").
 */
export const mediaCreators: Access = ({ req: { user }, data }) => {
  if (isAdminUser(user)) return true
  const purpose = purposeOf(data)
  if (isContentManagerUser(user)) return purpose === null
  if (isParentUser(user)) return purpose === 'pickup-photo' || purpose === 'message-attachment'
  if (isTeacherUser(user)) return purpose === 'child-photo' || purpose === 'message-attachment'
  return false
}

/**
 * Who removes media: as who changes it (admins all, editors public media, a teacher the child photos
 * they uploaded), and a parent their own family's pickup photos.
 */
export const mediaRemovers: Access = (args) => {
  const { user } = args.req
  if (user && isParentUser(user)) return { and: [{ purpose: { equals: 'pickup-photo' } }, { family: { equals: user.id } }] }
  return publicMediaForEditors(args)
}

/** The children tagged in a photo (`media.children`): set by admins and teachers (a teacher's own classrooms' children: the hook reads them with the teacher's rights). */
export const mediaChildrenTaggers: FieldAccess = ({ req: { user } }) => isAdminUser(user) || isTeacherUser(user)

/** A media's child: set by admins; by a parent only on the pickup photo they add (for their own child, see above). */
export const mediaChildSetters: FieldAccess = ({ req: { user }, siblingData }) => isAdminUser(user) || (isParentUser(user) && isPickupPhoto(siblingData))
