import { beforeAll, expect, it } from 'vitest'

import { seedPasswords } from '@/seed/demoData'
import { api, apiLogin } from './helpers/api'
import { firstChildOf, loadActors, type Actors } from './helpers/payload'

let actors: Actors
beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  process.env.RATE_LIMIT_FORMS = '0'
  actors = await loadActors()
})

it('smoke: login, own children, another family’s child is 404', async () => {
  const cookie = await apiLogin('maria.garcia', seedPasswords().parent)
  const children = await api<{ id: string; parentId: string; firstName: string }[]>('GET', '/api/parent/children', { cookie })
  expect(children.status).toBe(200)
  expect(children.body.every((child) => child.parentId === actors.parentA!.id)).toBe(true)
  const childB = await firstChildOf(actors.parentB)
  const other = await api('GET', `/api/curriculum/${childB.id}`, { cookie })
  expect(other.status).toBe(404)
  const sofia = children.body.find((child) => child.firstName === 'Sofia')!
  const own = await api<unknown[]>('GET', `/api/curriculum/${sofia.id}`, { cookie })
  expect(own.status).toBe(200)
  expect(own.body.length).toBeGreaterThan(0)
  expect((await api('GET', '/api/admin/children', { cookie })).status).toBe(403)
  expect((await api('GET', '/api/admin/children')).status).toBe(401)
  expect((await api('GET', '/api/nope')).status).toBe(404)
  const application = await api('POST', '/api/contact', { body: { name: 'A', email: 'a@example.com', message: 'Hello there, friends' } })
  expect(application.status).toBe(201)
  const bad = await api<{ errors: { field: string; message: string }[] }>('POST', '/api/contact', { body: { name: '', email: 'x', message: 'short' } })
  expect(bad.status).toBe(400)
  expect(bad.body.errors.map((e) => e.message)).toEqual(['Name is required', 'Please enter a valid email address', 'Message must be at least 10 characters'])
  expect((await api('POST', '/api/logout', { cookie })).status).toBe(200)
  expect((await api('GET', '/api/parent/children', { cookie })).status).toBe(401)
})
