import type { Access, Where } from 'payload'

import { inTeachersClassrooms, teacherFamilyIds } from './classrooms'
import { isAdminUser, isContentManagerUser, isParentUser, isTeacherUser } from './roles'

/**
 * Public media (site images, hero and showcase videos) have no `family` and no `purpose`. Every other
 * media record is private:
 * - a child's development video and a pickup person's photo belong to the child's family (`family`);
 *   the teachers of the child's classroom also see a pickup photo, which they check at check-out;
 * - a photo of children at the centre (`purpose: child-photo`) is seen by the families of
 *   the tagged children only when every tagged child has portal-photo consent (`portalOk`, kept by the
 *   server), by the teachers of a tagged child's classroom, by editors when every tagged child has
 *   website consent (`websiteOk`: the photos they may put in a gallery), and by anyone once it is also
 *   in a public gallery (`onWebsite`);
 * - an image attached to a family message (`purpose: message-attachment`) is the family's; the teachers
 *   of the family's children read it as they read the thread.
 */
export const PUBLIC_MEDIA: Where = { and: [{ family: { exists: false } }, { purpose: { exists: false } }] }

const childPhoto = (...rest: Where[]): Where => ({ and: [{ purpose: { equals: 'child-photo' } }, ...rest] })

/** A child photo the public website may show: every tagged child has website consent and a gallery shows it. */
export const PUBLISHED_CHILD_PHOTO: Where = childPhoto({ websiteOk: { equals: true } }, { onWebsite: { equals: true } })

/**
 * A family's own files: its children's videos, its pickup people's photos, its message images. Never a
 * photo of children, whatever its `family` says: a family sees one of those only through the consent
 * rule (`families` and `portalOk`). The media rules never give such a photo a family
 * (src/collections/shared/hooks/mediaKinds.ts); this holds even for a row written around them.
 */
const ownFamilyFile = (userId: string | number): Where => ({
  and: [{ family: { equals: userId } }, { or: [{ purpose: { exists: false } }, { purpose: { in: ['pickup-photo', 'message-attachment'] } }] }],
})

/** A photo of children a family sees: it is one of the families of the tagged children, and every tagged child has portal consent. */
export const familyChildPhoto = (userId: string | number): Where => childPhoto({ families: { equals: userId } }, { portalOk: { equals: true } })

/**
 * The query that marks a file address as one Next's image optimizer may fetch and keep (next.config.mjs
 * `images.localPatterns` allows `/api/cms/media/file/**` only with exactly this search, `?public`). Read
 * with it, a file is served only when it is public site media, whoever asks: the optimizer keeps copies
 * for hours on each instance, so a file whose showing depends on a consent (a photo of children, even one
 * a gallery shows) or on who asks (a family's file) must never reach it. Those are served as they are,
 * checked on every request.
 */
export const OPTIMIZABLE_FILE_QUERY = 'public'

export const mediaVisibility: Access = async ({ req, isReadingStaticFile }) => {
  const { user } = req
  if (isReadingStaticFile && req.searchParams?.has(OPTIMIZABLE_FILE_QUERY)) return PUBLIC_MEDIA
  if (isAdminUser(user)) return true
  const everyone: Where[] = [PUBLIC_MEDIA, PUBLISHED_CHILD_PHOTO]
  if (user && isParentUser(user)) return { or: [...everyone, ownFamilyFile(user.id), familyChildPhoto(user.id)] }
  if (isTeacherUser(user)) {
    const families = await teacherFamilyIds(req)
    return {
      or: [
        ...everyone,
        { and: [{ purpose: { equals: 'pickup-photo' } }, inTeachersClassrooms('child.classroom', user)] },
        childPhoto(inTeachersClassrooms('children.classroom', user)),
        { and: [{ purpose: { equals: 'message-attachment' } }, families.length > 0 ? { family: { in: families } } : { id: { exists: false } }] },
      ],
    }
  }
  if (isContentManagerUser(user)) return { or: [...everyone, childPhoto({ websiteOk: { equals: true } })] }
  return { or: everyone }
}
