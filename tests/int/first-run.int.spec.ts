/**
 * First run and known passwords, on a database of this file's own: migrated, nothing seeded,
 * as a real first install is. Vitest runs each file in its own process, so this file's Payload (REST
 * handlers, /api routes, Local API) uses that database and the other files keep the seeded one.
 *
 * - the first account registered through /cms's create-first-user screen is an admin, and of two
 *   registrations at the same moment only one succeeds (decided in PostgreSQL);
 * - the production seed creates no account with a built-in password and no demo family unless asked,
 *   and says what it skipped; `--demo` with the operator's passwords works;
 * - the /secure-admin gate's account can never sign in with a password (POST /api/login, Payload's
 *   /api/cms/users/login), even with the gate's real password, while the gate itself works.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createDatabaseIfMissing, dropDatabase, withDatabase } from '../../scripts/lib/database'
import { run, tsCommand } from '../../scripts/lib/run'
import { passwordMatches } from '@/lib/auth/passwordHash'
import { patience } from './patience'

const seededUrl = process.env.DATABASE_URL!
const serverUrl = withDatabase(seededUrl, 'postgres')
const emptyName = `${new URL(seededUrl).pathname.slice(1)}_first_run`
const emptyUrl = withDatabase(seededUrl, emptyName)
// Read by payload.config when it is first imported, which happens below (dynamic imports only).
process.env.DATABASE_URL = emptyUrl
process.env.RATE_LIMIT_LOGIN = '0'

let payload: Payload
let rest: typeof import('./helpers/rest').rest
let restLogin: typeof import('./helpers/rest').restLogin
let api: typeof import('./helpers/api').api
let seed: typeof import('@/registry/seed').seed
let gate: typeof import('@/features/accounts/secureAdmin')
let DEV_PASSWORDS: typeof import('@/seed/demoData').DEV_PASSWORDS
let DEMO_FAMILIES: typeof import('@/seed/demoData').DEMO_FAMILIES

beforeAll(async () => {
  await dropDatabase(serverUrl, emptyName)
  await createDatabaseIfMissing(serverUrl, emptyName)
  const [{ default: config }, { getPayload }, { migrations }] = await Promise.all([import('@payload-config'), import('payload'), import('@/migrations')])
  payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })
  ;({ rest, restLogin } = await import('./helpers/rest'))
  ;({ api } = await import('./helpers/api'))
  ;({ seed } = await import('@/registry/seed'))
  gate = await import('@/features/accounts/secureAdmin')
  ;({ DEV_PASSWORDS, DEMO_FAMILIES } = await import('@/seed/demoData'))
}, patience(180_000))

afterAll(async () => {
  // Close this file's connections before the database goes (a dropped database cuts them).
  // Payload's destroy() leaves its pool open: the dropped database's cut connections must not throw.
  const pool = (payload?.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined)?.pool
  pool?.on('error', () => undefined)
  await payload?.destroy().catch(() => undefined)
  await dropDatabase(serverUrl, emptyName).catch(() => undefined)
})

/** Back to a first install: no account at all (and nothing that points at one). */
async function emptyDatabase() {
  const client = new pg.Client({ connectionString: emptyUrl })
  await client.connect()
  try {
    await client.query('truncate table users cascade')
  } finally {
    await client.end()
  }
}

const users = async () => (await payload.find({ collection: 'users', depth: 0, pagination: false, overrideAccess: true, sort: 'createdAt' })).docs

/** Whether Payload accepts this username and password (its own login, no session kept). */
async function canLogIn(username: string, password: string): Promise<boolean> {
  const result = await rest('POST', '/users/login', { body: { username, password } })
  return result.status === 200
}

const cookieOf = (headers: Headers) => {
  const token = /payload-token=([^;]+)/.exec(headers.get('set-cookie') ?? '')?.[1]
  return token ? `payload-token=${token}` : undefined
}

describe('the first account', () => {
  beforeEach(emptyDatabase)

  const registration = (username: string) => ({
    username,
    email: `${username}@centre.example`,
    password: 'first-admin-pw-1',
  })

  it('the first account created through /cms on an empty database is an admin who can open the CMS', async () => {
    const result = await rest('POST', '/users/first-register', { body: registration('director') })
    expect(result.status, result.text).toBe(200)
    const [account] = await users()
    expect(account).toMatchObject({ username: 'director', role: 'admin' })
    // Payload's first-register answers with an empty cookie here (sessions stay out of responses): the
    // new admin signs in, as the /cms screen then asks.
    const cookie = await restLogin('director', 'first-admin-pw-1')
    const access = await rest('GET', '/access', { cookie })
    expect(access.status).toBe(200)
    expect((access.body as { canAccessAdmin?: boolean }).canAccessAdmin).toBe(true)
  })

  it('the first account is an admin even when the registration asks for another role', async () => {
    const result = await rest('POST', '/users/first-register', { body: { ...registration('director'), role: 'parent' } })
    expect(result.status, result.text).toBe(200)
    expect((await users()).map((user) => user.role)).toEqual(['admin'])
  })

  it('two first registrations at the same moment: one admin, the other refused', async () => {
    for (let round = 0; round < 3; round++) {
      await emptyDatabase()
      const results = await Promise.all(['first-a', 'first-b'].map((username) => rest('POST', '/users/first-register', { body: registration(username) })))
      const statuses = results.map((result) => result.status).sort()
      expect(statuses, results.map((result) => result.text).join('\n')).toEqual([200, 403])
      const refused = results.find((result) => result.status === 403)!
      expect(cookieOf(refused.headers)).toBeUndefined()
      const accounts = await users()
      expect(accounts, 'exactly one account').toHaveLength(1)
      expect(accounts[0]!.role).toBe('admin')
    }
  })

  it('once an account exists, first-register is refused and creates nothing', async () => {
    expect((await rest('POST', '/users/first-register', { body: registration('director') })).status).toBe(200)
    const second = await rest('POST', '/users/first-register', { body: registration('intruder') })
    expect(second.status).toBe(403)
    expect((await users()).map((user) => user.username)).toEqual(['director'])
  })
})

describe('the production seed and known passwords', () => {
  beforeEach(emptyDatabase)

  const logOf = () => {
    const lines: string[] = []
    return { lines, log: (line: string) => void lines.push(line) }
  }

  it('the production seed creates no account with a default password and no demo family without SEED_DEMO', async () => {
    const { lines, log } = logOf()
    // DEMO_PARENT_PASSWORD alone does not ask for the demo families.
    await seed(payload, log, { production: true, env: { DEMO_PARENT_PASSWORD: 'operator-parent-pw' } })
    expect(await users()).toEqual([])
    const output = lines.join('\n')
    expect(output).toMatch(/Skipped the admin account: ADMIN_PASSWORD is not set/)
    expect(output).toMatch(/Skipped the editor account: EDITOR_PASSWORD is not set/)
    expect(output).toMatch(/Skipped the demo families and demo content: not asked for \(set SEED_DEMO=1 or pass --demo\)/)
    expect(output).toMatch(/create the first admin|open \/cms/)
    // No demo content either: the site starts from the specification's defaults.
    expect((await payload.count({ collection: 'newsletters', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('the production seed treats a built-in development password as not set', async () => {
    const { lines, log } = logOf()
    await seed(payload, log, {
      production: true,
      demo: true,
      env: { ADMIN_PASSWORD: DEV_PASSWORDS.admin, EDITOR_PASSWORD: DEV_PASSWORDS.editor, DEMO_PARENT_PASSWORD: DEV_PASSWORDS.parent },
    })
    expect(await users()).toEqual([])
    expect(lines.join('\n')).toMatch(/Skipped the admin account: ADMIN_PASSWORD is a built-in development password/)
  })

  it('the production seed creates admin and editor with the operator’s passwords, and no demo family', async () => {
    await seed(payload, () => undefined, { production: true, env: { ADMIN_PASSWORD: 'operator-admin-pw', EDITOR_PASSWORD: 'operator-editor-pw' } })
    expect((await users()).map((user) => [user.username, user.role])).toEqual([
      ['admin', 'admin'],
      ['editor', 'editor'],
    ])
    expect(await canLogIn('admin', 'operator-admin-pw')).toBe(true)
    expect(await canLogIn('admin', DEV_PASSWORDS.admin)).toBe(false)
    expect(await canLogIn('editor', 'operator-editor-pw')).toBe(true)
  })

  it('SEED_DEMO without DEMO_PARENT_PASSWORD creates no demo family', async () => {
    const { planSeed } = await import('@/seed/plan')
    for (const options of [{ env: { SEED_DEMO: '1', ADMIN_PASSWORD: 'operator-admin-pw' } }, { demo: true, env: { ADMIN_PASSWORD: 'operator-admin-pw' } }]) {
      const plan = planSeed({ production: true, ...options })
      expect(plan.families).toBeNull()
      expect(plan.skipped.join('\n')).toMatch(/the demo families: DEMO_PARENT_PASSWORD is not set/)
    }
    // Development keeps the demo data with the README's passwords.
    expect(planSeed({ production: false, env: {} })).toMatchObject({ admin: DEV_PASSWORDS.admin, families: DEV_PASSWORDS.parent, content: true })
  })

  it('`npm run seed -- --demo` in production creates the demo families with DEMO_PARENT_PASSWORD', async () => {
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'centre-first-run-media-'))
    try {
      const code = await run(...tsCommand('scripts/seed.ts', '--demo'), {
        NODE_ENV: 'production',
        DATABASE_URL: emptyUrl,
        PAYLOAD_SECRET: 'first-run-test-secret',
        MEDIA_DIR: mediaDir,
        ADMIN_PASSWORD: 'operator-admin-pw',
        EDITOR_PASSWORD: '',
        DEMO_PARENT_PASSWORD: 'operator-parent-pw',
        SEED_DEMO: '',
      })
      expect(code).toBe(0)
      const accounts = await users()
      expect(accounts.filter((user) => user.role === 'parent').map((user) => user.username).sort()).toEqual(DEMO_FAMILIES.map((family) => family.username).sort())
      expect(accounts.map((user) => user.username)).not.toContain('editor')
      expect(await canLogIn(DEMO_FAMILIES[0]!.username, 'operator-parent-pw')).toBe(true)
      expect(await canLogIn(DEMO_FAMILIES[0]!.username, DEV_PASSWORDS.parent)).toBe(false)
      expect((await payload.count({ collection: 'newsletters', overrideAccess: true })).totalDocs).toBe(1)
    } finally {
      await rm(mediaDir, { recursive: true, force: true })
    }
  }, patience(240_000))
})

describe('the /secure-admin gate’s account', () => {
  beforeAll(async () => {
    await emptyDatabase()
    // Another account, to compare the refusals with a wrong password for it.
    await payload.create({ collection: 'users', data: { username: 'someone', password: 'someone-pw-1', role: 'parent' }, overrideAccess: true })
  })

  const gatePassword = () => gate.secureAdminPassword()!

  /** Gives the gate's account a password someone knows, as a database seeded before this fix has. */
  async function giveGateAccountPassword(password: string) {
    const { docs } = await payload.find({ collection: 'users', where: { username: { equals: gate.SECURE_ADMIN_USERNAME } }, depth: 0, overrideAccess: true })
    expect(docs[0], 'the gate created its account').toBeDefined()
    await payload.update({ collection: 'users', id: docs[0]!.id, data: { password }, overrideAccess: true })
  }

  it('the gate opens an admin session without any password login (and creates its account on first use)', async () => {
    const result = await api<{ user: { username: string; role: string } }>('POST', '/api/secure-admin/login', { body: { password: gatePassword() } })
    expect(result.status, result.text).toBe(200)
    expect(result.body.user).toMatchObject({ username: gate.SECURE_ADMIN_USERNAME, role: 'admin' })
    const cookie = cookieOf(result.headers)
    expect(cookie).toBeDefined()
    const me = await api<{ role: string }>('GET', '/api/auth/user', { cookie })
    expect(me.status).toBe(200)
    expect(me.body.role).toBe('admin')
    // A second use reuses the account.
    expect((await api('POST', '/api/secure-admin/login', { body: { password: gatePassword() } })).status).toBe(200)
    expect((await users()).filter((user) => user.username === gate.SECURE_ADMIN_USERNAME)).toHaveLength(1)
  })

  it('POST /api/login as secure-admin is refused, with the gate’s real password too, exactly as a wrong password', async () => {
    await giveGateAccountPassword(gatePassword())
    const wrong = await api('POST', '/api/login', { body: { username: 'someone', password: 'not-their-pw' } })
    expect(wrong.status).toBe(401)
    for (const password of [gatePassword(), 'anything-else']) {
      const result = await api('POST', '/api/login', { body: { username: gate.SECURE_ADMIN_USERNAME, password } })
      expect(result.status).toBe(401)
      expect(result.body).toEqual(wrong.body)
      expect(cookieOf(result.headers)).toBeUndefined()
    }
  })

  it('Payload’s /api/cms/users/login as secure-admin is refused, with the gate’s real password too, exactly as a wrong password', async () => {
    await giveGateAccountPassword(gatePassword())
    const wrong = await rest('POST', '/users/login', { body: { username: 'someone', password: 'not-their-pw' } })
    expect(wrong.status).toBe(401)
    for (const body of [
      { username: gate.SECURE_ADMIN_USERNAME, password: gatePassword() },
      { username: gate.SECURE_ADMIN_USERNAME.toUpperCase(), password: gatePassword() },
    ]) {
      const result = await rest('POST', '/users/login', { body })
      expect(result.status).toBe(401)
      expect(result.body).toEqual(wrong.body)
      expect(cookieOf(result.headers)).toBeUndefined()
    }
    // …while the gate still works.
    expect((await api('POST', '/api/secure-admin/login', { body: { password: gatePassword() } })).status).toBe(200)
  })

  it('the seed gives the gate’s account a random password, so no known password opens it', async () => {
    await giveGateAccountPassword(gatePassword())
    await seed(payload, () => undefined, { production: true, env: {} })
    // The hook aside, the old known password no longer matches the account's stored hash.
    expect((await rest('POST', '/users/login', { body: { username: gate.SECURE_ADMIN_USERNAME, password: gatePassword() } })).status).toBe(401)
    const account = (await payload.find({ collection: 'users', where: { username: { equals: gate.SECURE_ADMIN_USERNAME } }, depth: 0, overrideAccess: true, showHiddenFields: true })).docs[0] as { hash?: string; salt?: string }
    expect(typeof account.hash).toBe('string')
    expect(await passwordMatches(account, gatePassword())).toBe(false)
    expect(await passwordMatches(account, gate.DEV_SECURE_ADMIN_PASSWORD)).toBe(false)
  })

  it('without SECURE_ADMIN_PASSWORD in production the gate is closed with a clear message', async () => {
    const saved = { NODE_ENV: process.env.NODE_ENV, SECURE_ADMIN_PASSWORD: process.env.SECURE_ADMIN_PASSWORD }
    const env = process.env as Record<string, string | undefined>
    env.NODE_ENV = 'production'
    delete env.SECURE_ADMIN_PASSWORD
    try {
      const result = await api<{ message: string }>('POST', '/api/secure-admin/login', { body: { password: gate.DEV_SECURE_ADMIN_PASSWORD } })
      expect(result.status).toBe(503)
      expect(result.body.message).toBe(gate.GATE_CLOSED_MESSAGE)
      expect(cookieOf(result.headers)).toBeUndefined()
    } finally {
      env.NODE_ENV = saved.NODE_ENV
      if (saved.SECURE_ADMIN_PASSWORD !== undefined) env.SECURE_ADMIN_PASSWORD = saved.SECURE_ADMIN_PASSWORD
    }
  })
})
