import type { Access, PayloadRequest, TypeWithID, Where } from 'payload'

import { lookUp } from '@/lib/auditLookups'
import { ACCEPTED_IMAGE_TYPES } from '@/lib/constants'
import { auditFileOpening, type OpenedFile } from '../hooks/auditChildRecords'

/**
 * How every uploaded file is served from Payload's file endpoint (/api/cms/media/file/<name>, image
 * sizes included). next.config.mjs sends the same policy for that path, because on the real server the
 * site-wide headers are set first and Next then drops a route's header of the same name.
 */
export const UPLOADED_FILE_CSP = "default-src 'none'; sandbox"
export const FAMILY_FILE_CACHE_CONTROL = 'private, no-store'

const RASTER_IMAGES: readonly string[] = ACCEPTED_IMAGE_TYPES

/**
 * A file opened on its own is never a page of this site: no script, no plugin, no form, in a sandbox
 * (`default-src 'none'; sandbox`), its type taken as sent (`nosniff`), and anything but a raster image
 * downloaded rather than shown (`Content-Disposition: attachment`; a <video src> still plays it).
 */
export function uploadedFileHeaders({ headers }: { headers: Headers }): Headers {
  headers.set('Content-Security-Policy', UPLOADED_FILE_CSP)
  headers.set('X-Content-Type-Options', 'nosniff')
  const type = (headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!RASTER_IMAGES.includes(type)) headers.set('Content-Disposition', 'attachment')
  return headers
}

type MediaDoc = TypeWithID & OpenedFile

/** The media record a stored file name belongs to: the original or one of its image sizes. */
function byFileName(filename: string, sizeNames: string[]): Where {
  return { or: [{ filename: { equals: filename } }, ...sizeNames.map((size) => ({ [`sizes.${size}.filename`]: { equals: filename } }))] }
}

type FileHandlerArgs = { doc?: TypeWithID; params: { collection: string; filename: string } }

/**
 * The record an opened file belongs to. Runs in an upload `handler`, after Payload's access check and
 * before it streams the file: Payload hands over the record it matched when the reader's access is a
 * filter (parents, teachers, visitors); for readers who see everything (admins) it is looked up by
 * `where`, as that reader (a look-up: the opening itself is what the log records).
 */
async function openedRecord(req: PayloadRequest, { doc, params }: FileHandlerArgs, where: Where, select: Record<string, true>): Promise<MediaDoc | undefined> {
  if (doc) return doc as MediaDoc
  const { docs } = await lookUp(() =>
    req.payload.find({ collection: params.collection as 'media', where, select, limit: 1, depth: 0, pagination: false, overrideAccess: false, user: req.user, req }),
  )
  return docs[0] as MediaDoc | undefined
}

/** Never in a shared or browser cache. */
function keepOutOfCaches(req: PayloadRequest): void {
  const headers = req.responseHeaders ?? new Headers()
  headers.set('Cache-Control', FAMILY_FILE_CACHE_CONTROL)
  req.responseHeaders = headers
}

/**
 * A family's file (a child's video, its poster, any media with a family or a purpose: photos of
 * children, message images) must never sit in a shared or browser cache: `Cache-Control: private,
 * no-store`. Public site media keep the default. When the record cannot be told (it should always be
 * found: Payload has just allowed the read), the file is treated as private. Every opening of a child's
 * file by a signed-in person is recorded in the audit log, naming the file (`auditFileOpening`).
 */
export function keepFamilyFilesPrivate(sizeNames: string[]) {
  return async (req: PayloadRequest, args: FileHandlerArgs): Promise<void> => {
    const { filename, collection } = args.params
    const record = await openedRecord(req, args, byFileName(filename, sizeNames), { child: true, children: true, family: true, purpose: true })
    if (record && !record.family && !record.purpose) return
    keepOutOfCaches(req)
    if (record) auditFileOpening(req, record, filename, { collection })
  }
}

/**
 * Health documents are always private (never cached), and every opening by a signed-in person is in the
 * audit log: a child's document naming the child, a certification card naming none.
 */
export async function keepHealthFilesPrivate(req: PayloadRequest, args: FileHandlerArgs): Promise<void> {
  keepOutOfCaches(req)
  const { filename, collection } = args.params
  const record = await openedRecord(req, args, { filename: { equals: filename } }, { child: true })
  if (record) auditFileOpening(req, record, filename, { collection, everyRecord: true })
}

/**
 * Payload's file endpoint narrows its lookup to `?prefix=` whenever a request names one, for storage
 * plugins that keep files under prefixes in a `prefix` column. Media has no prefixes (and no such
 * column: the query failed with a 500). A file request naming a prefix matches no file: 403, like any
 * file the reader may not have.
 */
export function refusePrefixedFileReads(read: Access): Access {
  return (args) => (args.isReadingStaticFile && args.req.searchParams?.has('prefix') ? false : read(args))
}
