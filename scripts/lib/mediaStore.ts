/**
 * The uploaded files where the app keeps them, for the backup scripts: the local MEDIA_DIR, or the
 * bucket of S3_BUCKET (the same settings as the app's, src/lib/storage.ts). A file is known by its key:
 * its path under MEDIA_DIR, or its object key, which are the same (the media's file names).
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { fileTypeFromFile } from 'file-type'

import { describeFileStorage, mediaDirectory, s3ClientConfig, s3Settings } from '../../src/lib/storageSettings'

export type MediaStore = {
  /** Where, in words, without any credential. */
  description: string
  kind: 'local' | 's3'
  /** Every key, in a stable order. */
  keys: () => Promise<string[]>
  /** Copies one file to `target`; returns its content type as the store knows it. */
  download: (key: string, target: string) => Promise<string>
  upload: (key: string, source: string, contentType: string) => Promise<void>
  close: () => void
}

/** A key that stays inside the store: relative, forward slashes, no `.`/`..` segment. */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && !key.startsWith('/') && !key.includes('\\') && key.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
}

function localStore(directory: string): MediaStore {
  return {
    description: describeFileStorage({ ...process.env, S3_BUCKET: '' }),
    kind: 'local',
    keys: async () => {
      let entries
      try {
        entries = await readdir(directory, { recursive: true, withFileTypes: true })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort()
    },
    download: async (key, target) => {
      const source = path.join(directory, ...key.split('/'))
      await pipeline(createReadStream(source), createWriteStream(target))
      // What Payload's local file endpoint serves it as (told from the bytes).
      return (await fileTypeFromFile(source))?.mime ?? 'application/octet-stream'
    },
    upload: async (key, source) => {
      const target = path.join(directory, ...key.split('/'))
      await mkdir(path.dirname(target), { recursive: true })
      await pipeline(createReadStream(source), createWriteStream(target))
    },
    close: () => undefined,
  }
}

function bucketStore(settings: NonNullable<ReturnType<typeof s3Settings>>): MediaStore {
  const client = new S3Client(s3ClientConfig(settings))
  const Bucket = settings.bucket
  return {
    description: describeFileStorage(),
    kind: 's3',
    keys: async () => {
      const keys: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return keys.sort()
    },
    download: async (key, target) => {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
      await pipeline(object.Body as Readable, createWriteStream(target))
      return object.ContentType ?? 'application/octet-stream'
    },
    upload: async (key, source, contentType) => {
      // No ACL: the object stays private, like every upload of the app.
      const { size } = await stat(source)
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(source), ContentLength: size, ContentType: contentType }))
    },
    close: () => client.destroy(),
  }
}

/** The store the app uses with this environment. */
export function openMediaStore(): MediaStore {
  const settings = s3Settings()
  return settings ? bucketStore(settings) : localStore(mediaDirectory())
}

