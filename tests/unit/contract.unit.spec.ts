/**
 * The /api contract (src/registry/api.ts) and the route handlers (src/app/api) describe the same API:
 * every endpoint of the contract has a handler exporting its method at its path, every handler's path
 * and method is an endpoint of the contract, and every POST names the schema its body is read with.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { api } from '@/registry/api'
import type { Endpoint } from '@/contract/endpoint'
import { withQuery } from '@/contract/endpoint'

const API_DIR = path.join(import.meta.dirname, '../../src/app/api')
/** The JSON 404 for any other /api path: not an endpoint. */
const FALLBACK = '[...path]'

/** Every route file below src/app/api as `METHOD /api/path/:param`, read from what it exports. */
function handlers(): Set<string> {
  const found = new Set<string>()
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== FALLBACK) walk(path.join(dir, entry.name), [...segments, entry.name.replace(/^\[\w+\]$/, ':param')])
      } else if (entry.name === 'route.ts') {
        const source = readFileSync(path.join(dir, entry.name), 'utf8')
        const methods = [...source.matchAll(/export (?:const (GET|POST|PATCH|DELETE)\b|\{ (GET|POST|PATCH|DELETE) \})/g)].map((m) => m[1] ?? m[2])
        for (const method of methods) found.add(`${method} /api/${segments.join('/')}`)
      }
    }
  }
  walk(API_DIR, [])
  return found
}

const endpoints = (): Endpoint[] => Object.values(api).flatMap((group) => Object.values(group) as Endpoint[])
const pathPattern = (endpoint: Endpoint) => (typeof endpoint.path === 'function' ? (endpoint.path as (id: string) => string)(':param') : endpoint.path).replace('%3A', ':')

describe('the /api contract', () => {
  it('has a handler for every endpoint, and an endpoint for every handler', () => {
    const inContract = new Set(endpoints().map((endpoint) => `${endpoint.method} ${pathPattern(endpoint)}`))
    const inRoutes = handlers()
    expect([...inRoutes].filter((entry) => !inContract.has(entry)), 'handlers the contract does not describe').toEqual([])
    expect([...inContract].filter((entry) => !inRoutes.has(entry)), 'endpoints no handler answers').toEqual([])
  })

  it('gives every POST a body schema (null only where the endpoint takes no body) and no GET a body', async () => {
    for (const endpoint of endpoints()) {
      if (endpoint.method === 'GET') expect(endpoint.body, pathPattern(endpoint)).toBeNull()
      else if (endpoint.body !== null) expect(typeof (await endpoint.body()).safeParse, pathPattern(endpoint)).toBe('function')
    }
    const bodiless = endpoints().filter((endpoint) => endpoint.method === 'POST' && endpoint.body === null).map(pathPattern)
    expect(bodiless.sort()).toEqual(['/api/admin/parents/:param/invitation', '/api/attendance/staff/check-out', '/api/create-example', '/api/health-documents/:param/remove', '/api/health-documents/:param/verify', '/api/logout', '/api/medications/:param/withdraw', '/api/pickups/:param/photo/remove', '/api/pickups/:param/remove'])
  })

  it('builds paths with parameters and queries safely', () => {
    expect(api.family.curriculumOfChild.path('a/b?c')).toBe('/api/curriculum/a%2Fb%3Fc')
    expect(withQuery(api.records.milestones.path, { childId: 'x y' })).toBe('/api/milestones?childId=x+y')
    expect(withQuery(api.admin.children.path, { limit: 1 })).toBe('/api/admin/children?limit=1')
    expect(withQuery(api.admin.children.path)).toBe('/api/admin/children')
  })
})
