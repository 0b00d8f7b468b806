import { type Access, NotFound, type PayloadRequest, type TypeWithID, type Where } from 'payload'

import { readingRows, rowsOf } from '@/access/actions'

import { lookUp } from '@/lib/auditLookups'
import { ACCEPTED_IMAGE_TYPES } from '@/lib/constants'
import { auditFileOpening, type OpenedFile } from '../hooks/auditChildRecords'

/**
 * How every uploaded file is served from Payload's file endpoints (/api/cms/media/file/<name>, image
 * sizes included, and /api/cms/health-documents/file/<name>). next.config.mjs sends the same policy for
 * those paths, because on the real server the site-wide headers are set first and Next then drops a
 * route's header of the same name.
 */
export const UPLOADED_FILE_CSP = "default-src 'none'; sandbox"
export const FAMILY_FILE_CACHE_CONTROL = 'private, no-store'
export const NO_SUCH_FILE_MESSAGE = 'File not found'

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
 * 404 for a name that is no file of the endpoint's collection, whoever asks. The bytes may still be in
 * the folder or the bucket (another collection's, in its folder; a file an upload refused after writing
 * it), but only a record's own file is ever served, so that its rule decides and its opening is
 * recorded. A NotFound, so Payload answers it as JSON and logs it as its own 404s (info, not error).
 */
function noSuchFile(): NotFound {
  const error = new NotFound()
  error.message = NO_SUCH_FILE_MESSAGE
  return error
}

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
 * A media file is served only as one of the media records, the original or one of its sizes: a name no
 * record has is 404 (`noSuchFile`), an admin's request included. A family's file (a child's video, its
 * poster, any media with a family or a purpose: photos of children, message images) must never sit in a
 * shared or browser cache: `Cache-Control: private, no-store`. Public site media keep the default.
 * Every opening of a child's file by a signed-in person is recorded in the audit log, naming the file
 * (`auditFileOpening`).
 */
export function keepFamilyFilesPrivate(sizeNames: string[]) {
  return async (req: PayloadRequest, args: FileHandlerArgs): Promise<void> => {
    const { filename, collection } = args.params
    const record = await openedRecord(req, args, byFileName(filename, sizeNames), { child: true, children: true, family: true, purpose: true })
    if (!record) throw noSuchFile()
    if (!record.family && !record.purpose) return
    keepOutOfCaches(req)
    auditFileOpening(req, record, filename, { collection })
  }
}

/**
 * A health document's file is served only as one of its records (a name no record has: 404, as above),
 * always private (never cached), and every opening by a signed-in person is in the audit log: a child's
 * document naming the child, a certification card naming none.
 */
export async function keepHealthFilesPrivate(req: PayloadRequest, args: FileHandlerArgs): Promise<void> {
  const { filename, collection } = args.params
  const record = await openedRecord(req, args, { filename: { equals: filename } }, { child: true })
  if (!record) throw noSuchFile()
  keepOutOfCaches(req)
  auditFileOpening(req, record, filename, { collection, everyRecord: true })
}

/**
 * What no stored file's name holds: a slash or a backslash (Payload decodes `%2F` in the name, and the
 * local folder would read `health-documents%2F<name>` as a file of that folder inside MEDIA_DIR), or a
 * control character (which the bucket's adapter strips from the key, so another name than the record's
 * would read the record's object). Uploaded names never hold them (Payload's sanitize-filename).
 */
const NEVER_IN_A_STORED_NAME = /[/\\\u0000-\u001f\u0080-\u009f]/

/**
 * An upload collection's file endpoint serves the files of its own records only. A name no stored file
 * can have is 404 whoever asks, before the read rule and any look-up (so it tells nobody anything); a
 * name that is no record's is 404 to a reader who sees every record (the file handlers above) and the
 * 403 of any file they may not have to everyone else (Payload's look-up finds none).
 */
export function storedFileNamesOnly(read: Access): Access {
  return readingRows([{ actions: rowsOf(read) }], (args) => {
    const filename = (args.data as { filename?: unknown } | undefined)?.filename
    if (args.isReadingStaticFile && (typeof filename !== 'string' || NEVER_IN_A_STORED_NAME.test(filename))) throw noSuchFile()
    return read(args)
  })
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
