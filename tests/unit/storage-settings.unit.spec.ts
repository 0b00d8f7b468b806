/**
 * Where uploads go, read from the environment (src/lib/storageSettings.ts): MEDIA_DIR unless S3_BUCKET
 * is set, and a half-given bucket configuration refused at start with what is wrong.
 */
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { describeFileStorage, mediaDirectory, s3ClientConfig, s3Settings } from '@/lib/storageSettings'

describe('file storage settings', () => {
  it('without S3_BUCKET: no bucket, files in MEDIA_DIR (default ./media)', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBeNull()
    expect(mediaDirectory({})).toBe(path.resolve('media'))
    expect(mediaDirectory({ MEDIA_DIR: '/srv/centre/media' })).toBe('/srv/centre/media')
    expect(describeFileStorage({ MEDIA_DIR: '/srv/centre/media' })).toBe('local folder /srv/centre/media')
  })

  it('with S3_BUCKET and an endpoint: path-style addressing and only the required checksums, unless told otherwise', () => {
    const settings = s3Settings({ S3_BUCKET: 'centre', S3_ENDPOINT: 'https://minio.internal:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' })!
    expect(settings).toEqual({
      bucket: 'centre',
      region: 'us-east-1',
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    })
    expect(s3ClientConfig(settings)).toMatchObject({ forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' })
    expect(s3Settings({ S3_BUCKET: 'centre', S3_ENDPOINT: 'https://minio.internal:9000', S3_FORCE_PATH_STYLE: 'false' })!.forcePathStyle).toBe(false)
    expect(describeFileStorage({ S3_BUCKET: 'centre', S3_ENDPOINT: 'https://minio.internal:9000', S3_SECRET_ACCESS_KEY: 'secret', S3_ACCESS_KEY_ID: 'id' })).toBe(
      'bucket centre at https://minio.internal:9000',
    )
  })

  it('on AWS (no endpoint): host-style addressing, the SDK’s default credentials and checksums, the given region', () => {
    const settings = s3Settings({ S3_BUCKET: 'centre', S3_REGION: 'eu-west-3' })!
    expect(settings).toEqual({ bucket: 'centre', region: 'eu-west-3', endpoint: undefined, forcePathStyle: false, credentials: undefined })
    expect(s3ClientConfig(settings)).not.toHaveProperty('requestChecksumCalculation')
  })

  it('refuses a half-given or malformed configuration, saying what is wrong (and no secret)', () => {
    expect(() => s3Settings({ S3_BUCKET: 'centre', S3_ACCESS_KEY_ID: 'id' })).toThrow('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither')
    expect(() => s3Settings({ S3_BUCKET: 'centre', S3_SECRET_ACCESS_KEY: 'hunter2' })).toThrow(/^(?!.*hunter2)Set both/)
    expect(() => s3Settings({ S3_BUCKET: 'centre', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) URL')
    expect(() => s3Settings({ S3_BUCKET: 'centre', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow('S3_FORCE_PATH_STYLE must be true or false')
  })
})
