/**
 * Who may do what, as one table (src/access/actions.ts, each feature's actions.ts): the rows the
 * endpoints, the collections' access functions and docs/security.md all read. An endpoint naming an action
 * that is no registered row fails here, a row nothing reads fails here, and so does a document whose table
 * is not the rows'.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { AccessArgs, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { CALLERS, EVERYONE, accessFor, actionsReadByAccess, callerOf, defineActions, may, mayFor, reachOf, readingRows, rowsOf } from '@/access/actions'
import type { Endpoint } from '@/contract/endpoint'
import { collections, globals } from '@/registry'
import payloadConfig from '@payload-config'
import { ACTIONS, ACTIONS_BY_KEY } from '@/registry/actions'
import { actionTable, withActionTable } from '@/registry/actionTable'
import { api } from '@/registry/api'
import { FEATURE_LIST } from '@/registry/features'

const ENDPOINTS = Object.entries(api).flatMap(([group, entries]) =>
  Object.entries(entries as Record<string, Endpoint>).map(([name, endpoint]) => ({ key: `${group}.${name}`, endpoint })),
)

/**
 * Collections whose rules are not yet rows: the kernel's media collection, five uses in one with rules by
 * `purpose` (site content, children's photos, message images, pickup photos, family-record files), which
 * issue 48's step 2 splits into one upload collection per use, each with its feature's rows.
 */
const NOT_YET = new Set(['media'])

type User = PayloadRequest['user']
const as = (role: string | null, id = 'u1') => (role ? ({ id, role, collection: 'users' } as unknown as User) : null)
const args = (user: User) => ({ req: { user } }) as unknown as AccessArgs

describe('the table of who may do what', () => {
  it('every endpoint of the contract names an action that is a row of the registered tables', () => {
    // The Payload config is built: its collections' access functions have read their rows.
    expect(collections.length + globals.length).toBeGreaterThan(0)
    const unknown = ENDPOINTS.filter(({ endpoint }) => ACTIONS_BY_KEY.get(endpoint.action?.key ?? '') !== endpoint.action).map(({ key }) => key)
    expect(unknown).toEqual([])
  })

  it('every row is read: by an endpoint, or by a collection’s or a field’s access function', () => {
    const named = new Set(ENDPOINTS.map(({ endpoint }) => endpoint.action.key))
    const read = actionsReadByAccess()
    expect(ACTIONS.filter((action) => !named.has(action.key) && !read.has(action.key)).map((action) => action.key)).toEqual([])
  })

  it('every operation of every collection and global is decided by rows of the table, or by nobody', async () => {
    const config = await payloadConfig
    const OPERATIONS = ['admin', 'create', 'read', 'readVersions', 'update', 'delete', 'unlock'] as const
    const GLOBAL_OPERATIONS = ['read', 'update', 'readVersions', 'readDrafts'] as const
    const decided = (rule: unknown) => (rule as { nobody?: boolean } | undefined)?.nobody === true || rowsOf(rule).every((action) => ACTIONS_BY_KEY.get(action.key) === action) && rowsOf(rule).length > 0
    const undecided = [
      // Payload's own collections (`payload-*`: jobs, locks, preferences, migrations, the key-value store) keep Payload's rules.
      ...config.collections.filter(({ slug }) => !slug.startsWith('payload-') && !NOT_YET.has(slug)).flatMap(({ slug, access }) =>
        OPERATIONS.filter((operation) => !decided((access as Record<string, unknown>)[operation])).map((operation) => `${slug}.${operation}`),
      ),
      ...config.globals.filter(({ slug }) => !slug.startsWith('payload-')).flatMap(({ slug, access }) =>
        GLOBAL_OPERATIONS.filter((operation) => operation !== 'readDrafts' || (access as Record<string, unknown>).readDrafts).filter((operation) => !decided((access as Record<string, unknown>)[operation])).map((operation) => `${slug}.${operation}`),
      ),
    ]
    expect(undecided, 'operations whose rule is no row of the table').toEqual([])
  })

  it('each action is named once, under the feature that declares it', () => {
    const keys = ACTIONS.map((action) => action.key)
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
    for (const feature of FEATURE_LIST) {
      for (const action of Object.values(feature.actions)) expect(action.key, `${feature.name}'s actions.ts`).toBe(`${feature.name}.${action.name}`)
    }
  })

  it('every row says what it is and lets someone in (a token row excepted)', () => {
    for (const action of ACTIONS) {
      expect(action.what.length, action.key).toBeGreaterThan(10)
      if (!action.token) expect(CALLERS.some((caller) => action.callers[caller]), action.key).toBe(true)
    }
  })

  it('docs/security.md holds the table as the rows say it (npm run access:table writes it)', () => {
    const document = readFileSync(path.join(import.meta.dirname, '../../docs/security.md'), 'utf8')
    expect(withActionTable(document), 'docs/security.md has no table markers').not.toBeNull()
    expect(withActionTable(document)).toBe(document)
    expect(actionTable().split('\n').length).toBe(ACTIONS.length + 2)
  })
})

describe('an action’s access function', () => {
  const rows = defineActions('example', {
    readNotes: { what: 'read the example’s notes', callers: { admin: 'all', parent: 'family', teacher: 'rooms', editor: 'checked' } },
    everyone: { what: 'anything anyone may do', callers: EVERYONE },
    betweenProcesses: { what: 'something only a token opens', callers: {}, token: true },
  })
  const notes = accessFor(rows.readNotes, {
    family: ({ req: { user } }) => ({ family: { equals: user!.id } }),
    rooms: () => ({ classroom: { in: ['room-1'] } }),
  })

  it('is false for a caller the row leaves out, a visitor included', () => {
    expect(notes(args(as('integration')))).toBe(false)
    expect(notes(args(as(null)))).toBe(false)
    expect(may(rows.readNotes, as('integration'))).toBe(false)
  })

  it('is true for `all` and `checked`, and the scope’s filter for a reach that has one', () => {
    expect(notes(args(as('admin')))).toBe(true)
    expect(notes(args(as('editor')))).toBe(true)
    expect(notes(args(as('parent', 'p7')))).toEqual({ family: { equals: 'p7' } })
    expect(notes(args(as('teacher')))).toEqual({ classroom: { in: ['room-1'] } })
  })

  it('a token’s row lets no caller in by role; an account of no known role is a visitor', () => {
    expect(CALLERS.map((caller) => reachOf(rows.betweenProcesses, as(caller === 'visitor' ? null : caller)))).toEqual(CALLERS.map(() => null))
    expect(callerOf(as('visitor'))).toBe('visitor')
    expect(callerOf(as('principal'))).toBe('visitor')
    expect(mayFor(rows.everyone)({ req: { user: as(null) } })).toBe(true)
  })

  it('names the rows it reads, and so does a rule that chooses between rows', () => {
    expect(rowsOf(notes)).toEqual([rows.readNotes])
    const either = readingRows([notes, mayFor(rows.everyone)], () => true)
    expect(rowsOf(either)).toEqual([rows.readNotes, rows.everyone])
    expect(rowsOf(() => true)).toEqual([])
  })

  it('refuses to answer for a reach whose scope is missing, rather than letting the caller in', () => {
    const unscoped = accessFor(rows.readNotes, {} as never)
    expect(() => unscoped(args(as('parent')))).toThrow(/no scope for the reach "family"/)
  })
})
