/** What the photos' endpoints answer (src/features/photos/endpoints.ts). */

/** A child tagged in a photo, by name. */
export type PhotoChild = { id: string; name: string }

/**
 * A photo of children at the centre, newest first in GET /api/photos. The URLs are paths on
 * this site, served access-checked (`/api/cms/media/file/…`, never cached). Staff (admins and teachers)
 * also get the consent state: `consent` is null for parents.
 */
export type PhotoRecord = {
  id: string
  title: string
  description: string | null
  /** When it was uploaded (the photos carry no separate "taken" date). */
  createdAt: string
  children: PhotoChild[]
  urls: { thumbnail: string | null; card: string | null; original: string | null }
  /** The original file's name, for the download. */
  filename: string | null
  consent: {
    /** Every tagged child has portal-photo consent: the families see it. */
    portalOk: boolean
    /** Every tagged child has website-photo consent: a gallery may show it. */
    websiteOk: boolean
    /** Shown in a public gallery now. */
    onWebsite: boolean
    /** The tagged children without portal-photo consent, and those without website-photo consent (as far as the caller may see them). */
    missingPortal: PhotoChild[]
    missingWebsite: PhotoChild[]
  } | null
  uploadedBy: string | null
}
