import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

/** The demo's files (the galleries' images, the children's videos and posters), kept under src/seed/media. */
export const SEED_MEDIA_DIR = path.resolve(import.meta.dirname, 'media')

/** Uploads a file through the media collection once; a later run finds it by file name. */
export async function uploadOnce(
  payload: Payload,
  req: PayloadRequest,
  filePath: string,
  alt: string,
  options: { child?: string; filename?: string } = {},
) {
  const filename = options.filename ?? path.basename(filePath)
  // Stored file names can change (WebP conversion, a suffix when the name is taken), so a seeded file
  // is recognised by its alt text and child.
  const found = await payload.find({
    collection: 'media',
    where: { and: [{ alt: { equals: alt } }, options.child ? { child: { equals: options.child } } : { child: { exists: false } }] },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (found.docs[0]) return found.docs[0]
  const { readFile } = await import('node:fs/promises')
  const data = await readFile(filePath)
  const mimetype = filePath.endsWith('.mp4') ? 'video/mp4' : filePath.endsWith('.webp') ? 'image/webp' : 'image/jpeg'
  return payload.create({
    collection: 'media',
    data: { alt, ...(options.child ? { child: options.child } : {}) },
    file: { data, mimetype, name: filename, size: data.length },
    req,
    overrideAccess: true,
    depth: 0,
  })
}
