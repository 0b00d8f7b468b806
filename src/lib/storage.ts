/**
 * Where uploaded files live, decided once from the environment: the local MEDIA_DIR (the default), or an
 * S3-compatible bucket through @payloadcms/storage-s3 when S3_BUCKET is set. payload.config.ts takes its
 * plugins from here, the media collection its directory, and the backup and restore scripts both.
 *
 * In a bucket the files stay private: no ACL is given (a bucket's objects are private by default) and no
 * bucket URL is ever handed out. Every file is still read through Payload's file endpoint
 * (/api/cms/media/file/<name>), which checks access first and streams the object, ranges included.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { APIError, type CollectionAfterChangeHook, type Config, type Plugin } from 'payload'

const dirname = path.dirname(fileURLToPath(import.meta.url))

type Env = Record<string, string | undefined>

/** The one upload collection: site media, children's videos and photos. */
export const MEDIA_COLLECTION = 'media'

export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is unavailable, so the file was not saved. Please try again shortly.'

/** The local folder of uploaded files when no bucket is configured (MEDIA_DIR, default ./media). */
export const mediaDirectory = (env: Env = process.env): string =>
  env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : path.resolve(dirname, '../../media')

export type S3Settings = {
  bucket: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

const TRUE = /^(1|true|yes)$/i
const FALSE = /^(0|false|no)$/i

/**
 * The bucket's settings, or null without S3_BUCKET. A half-given configuration is refused at start
 * with what is wrong, rather than failing on the first upload.
 */
export function s3Settings(env: Env = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  if (endpoint && !/^https?:\/\/[^/]+/i.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, e.g. https://s3.example.com (got "${endpoint}").`)
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default credentials).')
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim() ?? ''
  if (pathStyle && !TRUE.test(pathStyle) && !FALSE.test(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}").`)
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    // MinIO, s3rver and most self-hosted stores address buckets by path; AWS by host name.
    forcePathStyle: pathStyle ? TRUE.test(pathStyle) : Boolean(endpoint),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

/** The S3 client's configuration: the app's plugin and the backup scripts talk to the bucket alike. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // A store that is down is told within seconds, not after the operating system's connect timeout.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 120_000,
      httpAgent: { keepAlive: true, maxSockets: 100 },
      httpsAgent: { keepAlive: true, maxSockets: 100 },
    },
  }
}

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

function s3Plugin(settings: S3Settings): Plugin {
  return async (incoming: Config) => {
    // Loaded only when a bucket is configured: without one, nothing of the AWS SDK is loaded.
    const { s3Storage } = await import('@payloadcms/storage-s3')
    const plugin = s3Storage({
      bucket: settings.bucket,
      // The defaults, on purpose: no ACL (objects stay private), no signed downloads and Payload's access
      // control kept, so every file is streamed through the app after the access check.
      collections: { [MEDIA_COLLECTION]: true },
      config: s3ClientConfig(settings),
    })
    const mediaHooks = (config: Config) => config.collections?.find((c) => c.slug === MEDIA_COLLECTION)?.hooks?.afterChange ?? []
    const ours = new Set(mediaHooks(incoming))
    const config = await plugin(incoming)
    const media = config.collections?.find((c) => c.slug === MEDIA_COLLECTION)
    if (!media) throw new Error(`S3 storage: no "${MEDIA_COLLECTION}" collection to store.`)
    media.hooks = { ...media.hooks, afterChange: mediaHooks(config).map((hook) => (ours.has(hook) ? hook : reportStorageOutages(hook))) }
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

/** What the logs and the backup say about where files are (never a credential). */
export function describeFileStorage(env: Env = process.env): string {
  const settings = s3Settings(env)
  if (!settings) return `local folder ${mediaDirectory(env)}`
  return `bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` (AWS, ${settings.region})`}`
}
