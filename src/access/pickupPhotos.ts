import type { Access, FieldAccess } from 'payload'

import { isAdminUser, isContentManagerUser, isParentUser } from './roles'
import { publicMediaForEditors } from './publicMediaForEditors'

const isPickupPhoto = (data: unknown) => (data as { purpose?: unknown } | undefined)?.purpose === 'pickup-photo'

/**
 * Who adds media: admins and editors; a parent only a photo of a person they authorize to collect their
 * child (`purpose: pickup-photo`). That it is their own child is checked when the family is derived
 * from it (setFamilyFromChild reads the child with the parent's rights: "Child not found").
 */
export const mediaCreators: Access = ({ req: { user }, data }) => isContentManagerUser(user) || (isParentUser(user) && isPickupPhoto(data))

/** Who removes media: as who changes it (admins all, editors public media), and a parent their own family's pickup photos. */
export const mediaRemovers: Access = (args) => {
  const { user } = args.req
  if (user && isParentUser(user)) return { and: [{ purpose: { equals: 'pickup-photo' } }, { family: { equals: user.id } }] }
  return publicMediaForEditors(args)
}

/** A media's child: set by admins; by a parent only on the pickup photo they add (for their own child, see above). */
export const mediaChildSetters: FieldAccess = ({ req: { user }, siblingData }) => isAdminUser(user) || (isParentUser(user) && isPickupPhoto(siblingData))
