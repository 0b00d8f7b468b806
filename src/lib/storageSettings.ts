/**
 * The file storage's settings, read from the environment: the local MEDIA_DIR, or an S3-compatible
 * bucket (S3_*). Part of src/lib/storage.ts (which re-exports all of it), kept apart so the backup
 * scripts can read the settings without loading Payload.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { S3ClientConfig } from '@aws-sdk/client-s3'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export type Env = Record<string, string | undefined>

/** The upload collection of site media, children's videos and photos. */
export const MEDIA_COLLECTION = 'media'
/** The upload collection of health documents: its files live in a folder (or under a key prefix) of their own. */
export const HEALTH_DOCUMENTS_COLLECTION = 'health-documents'
export const HEALTH_DOCUMENTS_PREFIX = 'health-documents'

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
    // S3-compatible stores (MinIO, Ceph, s3rver, …) often do not take the SDK's default checksums (a
    // streamed body sent aws-chunked with a trailing CRC is stored with its chunk headers): only where required.
    ...(settings.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const } : {}),
    // A store that is down is told within seconds, not after the operating system's connect timeout.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 120_000,
      httpAgent: { keepAlive: true, maxSockets: 100 },
      httpsAgent: { keepAlive: true, maxSockets: 100 },
    },
  }
}

/** What the logs and the backup say about where files are (never a credential). */
export function describeFileStorage(env: Env = process.env): string {
  const settings = s3Settings(env)
  if (!settings) return `local folder ${mediaDirectory(env)}`
  return `bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` (AWS, ${settings.region})`}`
}
