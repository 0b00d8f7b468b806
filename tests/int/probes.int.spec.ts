/**
 * GET /api/health and GET /api/ready, through the real route handlers: the database and its migrations
 * always, Redis and object storage when configured, against real servers this file starts (redis-server,
 * s3rver) on free ports. A 503 says what is missing and nothing secret. (With PostgreSQL stopped:
 * tests/int/database-faults.int.spec.ts.)
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Readiness } from '@/contract/records'
import { api } from './helpers/api'
import { freePort, redisServerEnv } from '../../scripts/lib/redisServer'
import { patience } from './patience'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Readiness answers are reused for a second. */
const afterReuse = () => sleep(1100)

const ready = () => api<Readiness>('GET', '/api/ready', { origin: null })
const check = (body: Readiness, name: string) => body.checks.find((one) => one.name === name)

const SAVED = ['REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'READY_CHECK_TIMEOUT_MS'] as const
const saved = Object.fromEntries(SAVED.map((name) => [name, process.env[name]]))
// The servers answering here (s3rver in this very process) are slow on a busy machine: each check gets
// the quiet machine's 2 s stretched (READY_CHECK_TIMEOUT_MS), except where the limit itself is tried.
beforeEach(() => {
  process.env.READY_CHECK_TIMEOUT_MS = String(patience(2000))
})
afterEach(() => {
  for (const name of SAVED) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

describe('GET /api/health', () => {
  it('answers 200 { status: "ok" }, never cached, with no session', async () => {
    const result = await api('GET', '/api/health', { origin: null })
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ status: 'ok' })
    expect(result.headers.get('cache-control')).toBe('no-store')
    expect(result.headers.get('set-cookie')).toBeNull()
  })
})

describe('GET /api/ready', () => {
  it('is ready when the database answers with every migration applied (no Redis, no storage configured)', async () => {
    const result = await ready()
    expect(result.status, result.text).toBe(200)
    expect(result.headers.get('cache-control')).toBe('no-store')
    expect(result.body).toEqual({
      status: 'ready',
      checks: [
        { name: 'process', ok: true },
        { name: 'database', ok: true },
        { name: 'migrations', ok: true },
      ],
    })
  })

  it('is not ready while a committed migration is not applied', async () => {
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    const { rows } = await db.query<{ name: string }>('select name from payload_migrations order by name desc limit 1')
    const last = rows[0]!.name
    try {
      await db.query(`update payload_migrations set name = name || '-hidden' where name = $1`, [last])
      await afterReuse()
      const result = await ready()
      expect(result.status).toBe(503)
      expect(check(result.body, 'migrations')).toEqual({ name: 'migrations', ok: false, problem: '1 not applied' })
      expect(result.body.message).toBe('Not ready: migrations 1 not applied.')
    } finally {
      await db.query(`update payload_migrations set name = $1 where name = $1 || '-hidden'`, [last])
      await db.end()
    }
    await afterReuse()
    expect((await ready()).status).toBe(200)
  })

  describe('with Redis (REDIS_URL)', () => {
    let redis: ChildProcess | undefined
    let port: number

    beforeAll(async () => {
      port = await freePort()
      redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore', env: redisServerEnv() })
      for (let i = 0; i < 50; i++) {
        const open = await new Promise<boolean>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)))
          socket.on('error', () => resolve(false))
        })
        if (open) return
        await sleep(100)
      }
      throw new Error('redis-server did not start')
    })

    afterAll(() => {
      redis?.kill('SIGTERM')
    })

    it('is ready when Redis answers, and says "redis unreachable" (and no address or password) when it does not', async () => {
      process.env.REDIS_URL = `redis://127.0.0.1:${port}`
      const up = await ready()
      expect(up.status, up.text).toBe(200)
      expect(check(up.body, 'redis')).toEqual({ name: 'redis', ok: true })

      const closedPort = await freePort()
      process.env.REDIS_URL = `redis://:a-redis-secret@127.0.0.1:${closedPort}`
      const down = await ready()
      expect(down.status).toBe(503)
      expect(check(down.body, 'redis')).toEqual({ name: 'redis', ok: false, problem: 'unreachable' })
      expect(check(down.body, 'database')).toEqual({ name: 'database', ok: true })
      expect(down.body.message).toBe('Not ready: redis unreachable.')
      expect(down.text).not.toContain('a-redis-secret')
      expect(down.text).not.toContain(String(closedPort))
    })

    it('gives up on a server that never answers after about 2 s: "redis timed out"', async () => {
      // Accepts the connection and says nothing.
      const silent = net.createServer(() => undefined)
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
      try {
        process.env.REDIS_URL = `redis://127.0.0.1:${(silent.address() as net.AddressInfo).port}`
        delete process.env.READY_CHECK_TIMEOUT_MS // the default limit, 2 s
        const started = Date.now()
        const result = await ready()
        expect(Date.now() - started).toBeLessThan(patience(6000))
        expect(result.status).toBe(503)
        expect(check(result.body, 'redis')).toEqual({ name: 'redis', ok: false, problem: 'timed out' })
      } finally {
        silent.close()
      }
    })
  })

  describe('with object storage (S3_BUCKET)', () => {
    type S3rverServer = { run: () => Promise<unknown>; close: () => Promise<void> }
    const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverServer
    let s3: S3rverServer
    let directory: string
    let endpoint: string

    beforeAll(async () => {
      directory = await mkdtemp(path.join(tmpdir(), 'centre-s3-'))
      const port = await freePort()
      s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: 'centre-media' }] })
      await s3.run()
      endpoint = `http://127.0.0.1:${port}`
    })

    afterAll(async () => {
      await s3?.close()
      await rm(directory, { recursive: true, force: true })
    })

    const useStorage = (bucket: string, url = endpoint) => {
      Object.assign(process.env, {
        S3_BUCKET: bucket,
        S3_ENDPOINT: url,
        S3_REGION: 'us-east-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      })
    }

    it('is ready when the bucket answers', async () => {
      useStorage('centre-media')
      const result = await ready()
      expect(result.status, result.text).toBe(200)
      expect(check(result.body, 'storage')).toEqual({ name: 'storage', ok: true })
    })

    it('says "storage bucket not found" for a missing bucket, "storage unreachable" for a server that is not there, naming neither', async () => {
      useStorage('no-such-bucket')
      const missing = await ready()
      expect(missing.status).toBe(503)
      expect(check(missing.body, 'storage')).toEqual({ name: 'storage', ok: false, problem: 'bucket not found' })
      expect(missing.text).not.toContain('no-such-bucket')

      const closedPort = await freePort()
      useStorage('centre-media', `http://127.0.0.1:${closedPort}`)
      const away = await ready()
      expect(away.status).toBe(503)
      expect(check(away.body, 'storage')).toEqual({ name: 'storage', ok: false, problem: 'unreachable' })
      expect(away.text).not.toContain(String(closedPort))
      expect(away.text).not.toContain('S3RVER')
    })
  })
})
