import 'server-only'

import { mediaSrc } from '@/lib/media'
import { relationId } from '@/lib/relationId'
import type { Child, Media } from '@/payload-types'
import type { PhotoChild, PhotoRecord } from './record'

export type ChildNames = Map<string, Pick<Child, 'id' | 'firstName' | 'lastName' | 'consentPortalPhotos' | 'consentWebsitePhotos'>>

/** A child photo as the wire sends it; `staff` adds its consent state. Children the caller cannot read are left out. */
export function wirePhoto(doc: Media, names: ChildNames, staff: boolean): PhotoRecord {
  const children = (doc.children ?? []).map((child) => names.get(relationId(child) ?? '')).filter((child) => child !== undefined)
  const named = (child: (typeof children)[number]): PhotoChild => ({ id: child.id, name: `${child.firstName} ${child.lastName}`.trim() })
  return {
    id: doc.id,
    title: doc.alt,
    description: doc.description ?? null,
    createdAt: doc.createdAt,
    children: children.map(named),
    // A small upload has no larger size (Payload does not enlarge): the next one that exists.
    urls: {
      thumbnail: mediaSrc(doc.sizes?.thumbnail?.url ?? doc.sizes?.card?.url ?? doc.url) ?? null,
      card: mediaSrc(doc.sizes?.card?.url ?? doc.url) ?? null,
      original: mediaSrc(doc.url) ?? null,
    },
    filename: doc.filename ?? null,
    consent: staff
      ? {
          portalOk: Boolean(doc.portalOk),
          websiteOk: Boolean(doc.websiteOk),
          onWebsite: Boolean(doc.onWebsite),
          missingPortal: children.filter((child) => !child.consentPortalPhotos).map(named),
          missingWebsite: children.filter((child) => !child.consentWebsitePhotos).map(named),
        }
      : null,
    uploadedBy: relationId(doc.uploadedBy),
  }
}
