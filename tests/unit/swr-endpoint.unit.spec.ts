/**
 * Screens read the contract with `useEndpoint(entry, query)` (src/components/swr.tsx): the SWR key is the
 * entry's path with its query, written by `withQuery` alone, so a screen's read and a mutation of the same
 * path meet on one key; the data is the entry's answer type, never restated by the screen. The keys are
 * caught with an SWR middleware while the hooks render on the server (no fetch happens there).
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { SWRConfig, type Middleware } from 'swr'
import { describe, expect, expectTypeOf, it } from 'vitest'

import { useEndpoint } from '@/components/swr'
import { api } from '@/registry/api'
import { at, type Query, withQuery } from '@/contract/endpoint'
import type { MessageThreads } from '@/features/messages/record'
import type { PhotoRecord } from '@/features/photos/record'

type Read = Parameters<typeof useEndpoint>[0]

/** The key each `useEndpoint(read, query)` gives SWR, in order. */
function keysOf(reads: [Read, Query?][]): unknown[] {
  const keys: unknown[] = []
  const catchKey: Middleware = (next) => (key, fetcher, config) => {
    keys.push(key)
    return next(key, fetcher, config)
  }
  function ReadOne({ read, query }: { read: Read; query?: Query }) {
    useEndpoint(read, query)
    return null
  }
  const readers = reads.map(([read, query], index) => createElement(ReadOne, { key: index, read, query }))
  renderToString(createElement(SWRConfig, { value: { use: [catchKey], fetcher: () => new Promise(() => undefined) } }, ...readers))
  return keys
}

describe('withQuery', () => {
  it('writes a list’s childId, limit and page in that order, whatever order they are given in', () => {
    expect(withQuery('/api/photos', { page: 2, limit: 10, childId: 'c1' })).toBe('/api/photos?childId=c1&limit=10&page=2')
  })

  it('writes an endpoint’s other filters after them, in the order given, and leaves out undefined and empty ones', () => {
    expect(withQuery('/api/admin/audit', { userId: 'u7', from: '', to: undefined, page: 3, limit: 50 })).toBe('/api/admin/audit?limit=50&page=3&userId=u7')
    expect(withQuery('/api/ratio-alerts', { open: true })).toBe('/api/ratio-alerts?open=true')
  })

  it('is the bare path with no query, and encodes what it writes', () => {
    expect(withQuery('/api/messages', {})).toBe('/api/messages')
    expect(withQuery('/api/messages', { familyId: 'a b&c' })).toBe('/api/messages?familyId=a+b%26c')
  })
})

describe('useEndpoint', () => {
  it('keys a read by its path, its path with the query, or an at() path; null waits', () => {
    expect(
      keysOf([
        [api.family.ownChildren],
        [api.photos.list, { childId: 'c1' }],
        [at(api.family.curriculumOfChild, 'child-9')],
        [api.operations.today, { classroomId: undefined }],
        [api.operations.today, { classroomId: 'room-2' }],
        [null],
      ]),
    ).toEqual(['/api/parent/children', '/api/photos?childId=c1', '/api/curriculum/child-9', '/api/attendance/today', '/api/attendance/today?classroomId=room-2', null])
  })

  it('gives the same key a mutation of the path uses', () => {
    expect(keysOf([[api.messages.unread], [api.photos.list, { childId: 'c1' }]])).toEqual([api.messages.unread.path, withQuery(api.photos.list.path, { childId: 'c1' })])
  })

  it('types the data as the entry’s answer (checked by the type check)', () => {
    expectTypeOf<ReturnType<typeof useEndpoint<typeof api.photos.list>>['data']>().toEqualTypeOf<PhotoRecord[] | undefined>()
    expectTypeOf<ReturnType<typeof useEndpoint<typeof api.messages.threads>>['data']>().toEqualTypeOf<MessageThreads | undefined>()
  })
})
