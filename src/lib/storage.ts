/**
 * Where uploaded files live, decided once from the environment: the local MEDIA_DIR (the default), or an
 * S3-compatible bucket through @payloadcms/storage-s3 when S3_BUCKET is set. payload.config.ts takes its
 * plugins from here, the media collection its directory, and the backup and restore scripts both.
 *
 * In a bucket the files stay private: no ACL is given (a bucket's objects are private by default) and no
 * bucket URL is ever handed out. Every file is still read through Payload's file endpoint
 * (/api/cms/media/file/<name>, /api/cms/health-documents/file/<name>), which checks access first and
 * streams the object, ranges included. Health documents live in a `health-documents` folder of MEDIA_DIR,
 * or under that key prefix in the bucket.
 */
import { access, constants, mkdir } from 'node:fs/promises'

import { APIError, type CollectionAfterChangeHook, type CollectionConfig, type Config, type Plugin } from 'payload'

import { type Env, HEALTH_DOCUMENTS_COLLECTION, HEALTH_DOCUMENTS_PREFIX, MEDIA_COLLECTION, mediaDirectory, type S3Settings, s3ClientConfig, s3Settings } from './storageSettings'

export * from './storageSettings'

export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is unavailable, so the file was not saved. Please try again shortly.'
export const STORAGE_READ_UNAVAILABLE_MESSAGE = 'File storage is unavailable. Please try again shortly.'

/** An upload refused because the bucket could not take the file: 503, and the record is rolled back. */
export class FileStorageUnavailable extends APIError {
  constructor() {
    super(STORAGE_UNAVAILABLE_MESSAGE, 503, null, true)
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'EPIPE', 'ECONNABORTED'])

/** An error from the bucket or the way to it (the AWS SDK marks its errors with `$metadata`). */
export function isStorageError(error: unknown): boolean {
  for (let current = error as { code?: string; name?: string; $metadata?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    if (typeof current !== 'object') return false
    if (current.$metadata !== undefined) return true
    if (NETWORK_CODES.has(String(current.code ?? '')) || current.name === 'TimeoutError') return true
  }
  return false
}

/**
 * storage-s3 writes the files in an afterChange hook, inside the operation's transaction: when the
 * bucket refuses, the hook throws and Payload rolls the record back, so no record points at a missing
 * file. Its error would reach the client as a bare 500; wrapped, it is a 503 that says what happened.
 */
function reportStorageOutages(hook: CollectionAfterChangeHook): CollectionAfterChangeHook {
  return async (args) => {
    try {
      return await hook(args)
    } catch (error) {
      throw isStorageError(error) ? new FileStorageUnavailable() : error
    }
  }
}

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * storage-s3 answers a file it could not read from the bucket (store down, refused) with a bare 500
 * (and logs why); a missing object stays its 404. Here that 500 says what happened: 503, as JSON.
 */
function reportReadOutages(handler: UploadHandler): UploadHandler {
  return (async (req, args) => {
    const response = await handler(req, args)
    if (!(response instanceof Response) || response.status !== 500) return response
    return Response.json({ errors: [{ message: STORAGE_READ_UNAVAILABLE_MESSAGE }] }, { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } })
  }) as UploadHandler
}

/** The upload collections a bucket keeps, each at its keys: media at the top, health documents under their prefix. */
const STORED_COLLECTIONS = { [MEDIA_COLLECTION]: true, [HEALTH_DOCUMENTS_COLLECTION]: { prefix: HEALTH_DOCUMENTS_PREFIX } } as const

function s3Plugin(settings: S3Settings): Plugin {
  return async (incoming: Config) => {
    // Loaded only when a bucket is configured: without one, nothing of the AWS SDK is loaded.
    const { s3Storage } = await import('@payloadcms/storage-s3')
    const plugin = s3Storage({
      bucket: settings.bucket,
      // The defaults, on purpose: no ACL (objects stay private), no signed downloads and Payload's access
      // control kept, so every file is streamed through the app after the access check.
      collections: STORED_COLLECTIONS,
      config: s3ClientConfig(settings),
    })
    const collectionOf = (config: Config, slug: string) => config.collections?.find((c) => c.slug === slug)
    const handlersOf = (collection: CollectionConfig | undefined) => {
      const upload = collection?.upload
      return (typeof upload === 'object' ? upload.handlers : undefined) ?? []
    }
    const ours = Object.keys(STORED_COLLECTIONS).map((slug) => {
      const collection = collectionOf(incoming, slug)
      return { slug, hooks: new Set(collection?.hooks?.afterChange ?? []), handlers: new Set(handlersOf(collection)) }
    })
    const config = await plugin(incoming)
    for (const { slug, hooks, handlers } of ours) {
      const collection = collectionOf(config, slug)
      if (!collection || typeof collection.upload !== 'object') throw new Error(`S3 storage: no "${slug}" upload collection to store.`)
      // The plugin's own hook and handler (after ours) get the clear answers above.
      collection.hooks = { ...collection.hooks, afterChange: (collection.hooks?.afterChange ?? []).map((hook) => (hooks.has(hook) ? hook : reportStorageOutages(hook))) }
      collection.upload = { ...collection.upload, handlers: handlersOf(collection).map((handler) => (handlers.has(handler) ? handler : reportReadOutages(handler))) }
    }
    return config
  }
}

/**
 * storage-s3 puts its upload provider in the CMS's import map. It is declared whatever the storage, so
 * the committed map (src/app/(payload)/cms/importMap.js) fits both and `npm run generate` keeps it.
 */
export const FILE_STORAGE_ADMIN_DEPENDENCIES = {
  s3ClientUploadHandler: { type: 'function' as const, path: '@payloadcms/storage-s3/client#S3ClientUploadHandler' },
}

/** Payload plugins for file storage: none for the local MEDIA_DIR, storage-s3 for a bucket. */
export function fileStoragePlugins(env: Env = process.env): Plugin[] {
  const settings = s3Settings(env)
  return settings ? [s3Plugin(settings)] : []
}

/**
 * Whether uploads can be stored now: the bucket answers (HeadBucket), or the local folder is writable
 * (created when missing). Resolves to null when it can, else to what is wrong (no credential in it).
 */
export async function fileStorageProblem(env: Env = process.env): Promise<string | null> {
  const settings = s3Settings(env)
  if (!settings) {
    const directory = mediaDirectory(env)
    try {
      await mkdir(directory, { recursive: true })
      await access(directory, constants.W_OK)
      return null
    } catch {
      return `The media folder ${directory} is not writable.`
    }
  }
  try {
    await headBucket(settings, 5_000)
    return null
  } catch (error) {
    const status = httpStatusOf(error)
    return `The bucket ${settings.bucket} cannot be reached${status ? ` (HTTP ${status})` : ''}.`
  }
}

/** The HTTP status of the bucket's refusal, when it answered. */
export const httpStatusOf = (error: unknown): number | undefined => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode

/** HEAD on the bucket, one try within `timeoutMs`: resolves when it exists and these credentials may use it, else throws the SDK's error. */
export async function headBucket(settings: S3Settings, timeoutMs: number): Promise<void> {
  const { S3Client, HeadBucketCommand } = await import('@aws-sdk/client-s3')
  const client = new S3Client({ ...s3ClientConfig(settings), maxAttempts: 1 })
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) })
  } finally {
    client.destroy()
  }
}
