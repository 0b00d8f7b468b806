/**
 * A real S3-compatible server for the tests: s3rver (npm), on a free port of 127.0.0.1, with its own
 * temporary directory, stopped (and removed) by the test that started it.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

import { s3ClientConfig, s3Settings } from '@/lib/storageSettings'

/** s3rver accepts any well-formed signature with these (its built-in account). */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }

export type TestS3 = {
  /** The S3_* variables that point the app at this server and bucket. */
  env: Record<string, string>
  port: number
  /** Stops the server (connections cut): the store is then unreachable, as in an outage. */
  stop: () => Promise<void>
  /** Stops the server if it runs, and removes its directory. */
  remove: () => Promise<void>
}

export async function startS3(buckets: string[] = ['centre-media']): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'centre-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: buckets.map((name) => ({ name })) })
  const { port } = await server.run()
  let running = true
  const stop = async () => {
    if (!running) return
    running = false
    const closed = server.close()
    server.httpServer?.closeAllConnections()
    await closed
  }
  return {
    env: {
      S3_BUCKET: buckets[0]!,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      ...CREDENTIALS,
    },
    port,
    stop,
    remove: async () => {
      await stop()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

/** A client for the bucket an env points at, the way the app makes its own. */
export function bucketClient(env: Record<string, string | undefined>): { client: S3Client; bucket: string } {
  const settings = s3Settings(env)
  if (!settings) throw new Error('no S3_BUCKET in this env')
  return { client: new S3Client(s3ClientConfig(settings)), bucket: settings.bucket }
}

/** Every object of the bucket: key → bytes. */
export async function bucketContents(env: Record<string, string | undefined>): Promise<Map<string, Buffer>> {
  const { client, bucket } = bucketClient(env)
  const objects = new Map<string, Buffer>()
  try {
    let token: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
      for (const { Key } of page.Contents ?? []) {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }))
        objects.set(Key!, Buffer.from(await object.Body!.transformToByteArray()))
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  } finally {
    client.destroy()
  }
  return objects
}
