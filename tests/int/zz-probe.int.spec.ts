import { readFile } from 'node:fs/promises'
import { beforeAll, it } from 'vitest'

import { seedPasswords } from '@/seed/demoData'
import { api, apiLogin } from './helpers/api'
import { countAll, firstChildOf, loadActors, type Actors } from './helpers/payload'

let actors: Actors
let admin: string
beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  process.env.RATE_LIMIT_FORMS = '0'
  actors = await loadActors()
  admin = await apiLogin('admin', seedPasswords().admin)
})

const show = (label: string, r: { status: number; text: string; headers: Headers }) => console.log(label, r.status, r.text.slice(0, 400), r.headers.get('retry-after'))

it('probe', async () => {
  const childA = await firstChildOf(actors.parentA)
  for (const childId of ["'; drop table users; --", '00000000-0000-4000-8000-000000000000', 'abc']) {
    show('curr ' + childId, await api('POST', '/api/admin/curriculum', { cookie: admin, body: { childId, title: 't', description: 'd', category: 'learning' } }))
    show('daily ' + childId, await api('POST', '/api/daily-activities', { cookie: admin, body: { childId, date: '2026-01-01' } }))
    show('child ' + childId, await api('POST', '/api/children', { cookie: admin, body: { firstName: 'a', lastName: 'b', dateOfBirth: '2022-01-01', enrollmentDate: '2026-01-01', parentId: childId } }))
    show('curriculum GET ' + childId, await api('GET', `/api/curriculum/${encodeURIComponent(childId)}`, { cookie: admin }))
  }
  show('nul', await api('POST', '/api/contact', { body: { name: 'a\u0000b', email: 'a@example.com', message: 'hello there friends' } }))
  const lone = await api<{ id: string; name: string }>('POST', '/api/contact', { body: { name: 'a\uD800b', email: 'a@example.com', message: 'hello there friends' } })
  show('lone', lone)
  show('dup user', await api('POST', '/api/admin/users', { cookie: admin, body: { username: 'maria.garcia', password: 'secret-123', firstName: 'a', lastName: 'b' } }))
  show('dup user case', await api('POST', '/api/admin/users', { cookie: admin, body: { username: 'Maria.Garcia', password: 'secret-123', firstName: 'a', lastName: 'b' } }))
  show('dup email', await api('POST', '/api/admin/users', { cookie: admin, body: { username: 'someone.new', password: 'secret-123', firstName: 'a', lastName: 'b', email: 'maria.garcia@example.com' } }))
  show('dup email parents', await api('POST', '/api/parents', { cookie: admin, body: { firstName: 'a', lastName: 'b', email: 'MARIA.garcia@example.com' } }))
  show('parent editor', await api('POST', '/api/children', { cookie: admin, body: { firstName: 'a', lastName: 'b', dateOfBirth: '2022-01-01', enrollmentDate: '2026-01-01', parentId: actors.editor!.id } }))
  // lockout
  await api('POST', '/api/admin/users', { cookie: admin, body: { username: 'probe.lock', password: 'secret-123', firstName: 'a', lastName: 'b' } })
  for (let i = 0; i < 7; i++) show('lock ' + i, await api('POST', '/api/login', { body: { username: 'probe.lock', password: i === 6 ? 'secret-123' : 'wrong-pass' } }))
  const mp4 = await readFile('src/seed/media/videos/dev-1.mp4')
  const before = await countAll('media')
  for (const [type, childId] of [['video/x-matroska', childA.id], ['video/mp4', '00000000-0000-4000-8000-000000000000'], ['video/mp4', 'nope'], ['text/plain', childA.id]]) {
    const form = new FormData()
    form.set('childId', childId!)
    form.set('title', 'Probe')
    form.set('category', 'activity')
    form.set('video', new File([mp4], 'probe.mkv', { type }))
    show('upload ' + type + ' ' + childId, await api('POST', '/api/admin/videos', { cookie: admin, raw: form }))
    console.log('media', before, await countAll('media'))
  }
  const big = 'x'.repeat(1024 * 1024 + 10)
  show('big', await api('POST', '/api/contact', { raw: JSON.stringify({ name: big }), headers: { 'content-type': 'application/json' } }))
  show('text', await api('POST', '/api/contact', { raw: JSON.stringify({ name: 'a' }) }))
})
