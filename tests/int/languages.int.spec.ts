/**
 * A person's language: kept on the account (`users.language`, empty until chosen), set by
 * the account holder through POST /api/account/language, sent with the account from then on, and never
 * another account's to change.
 */
import { randomInt } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'

import { LANGUAGE_MESSAGE } from '@/features/accounts/schemas'
import { api, apiLogin } from './helpers/api'
import { USERNAMES, loadActors, testPayload, type Actors } from './helpers/payload'
import { seedPasswords } from '@/seed/demoData'

let actors: Actors
let parentA: string
let parentB: string

const languageOf = async (id: string) => (await (await testPayload()).findByID({ collection: 'users', id, depth: 0 })).language

beforeAll(async () => {
  actors = await loadActors()
  const passwords = seedPasswords()
  parentA = await apiLogin(USERNAMES.parentA, passwords.parent)
  parentB = await apiLogin(USERNAMES.parentB, passwords.parent)
})

afterAll(async () => {
  const payload = await testPayload()
  for (const actor of [actors.parentA, actors.parentB]) await payload.update({ collection: 'users', id: actor!.id, data: { language: null }, overrideAccess: true })
})

describe('POST /api/account/language', () => {
  it('an account has no language until its holder chooses one (its mails are English meanwhile), and GET /api/auth/user says so', async () => {
    expect(await languageOf(actors.parentA!.id)).toBeFalsy()
    expect(((await api('GET', '/api/auth/user', { cookie: parentA })).body as { language: string | null }).language).toBeNull()
  })

  it('saves the caller’s own language only', async () => {
    const saved = await api('POST', '/api/account/language', { cookie: parentA, body: { language: 'es' } })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ success: true, message: 'Your language is saved.', language: 'es' })
    expect(await languageOf(actors.parentA!.id)).toBe('es')
    expect(await languageOf(actors.parentB!.id)).toBeFalsy()
    expect(((await api('GET', '/api/auth/user', { cookie: parentA })).body as { language: string }).language).toBe('es')
  })

  it('a language the site does not have is refused with a clear message, and nothing changes', async () => {
    const before = await languageOf(actors.parentB!.id)
    for (const body of [{ language: 'fr' }, { language: '' }, {}, { language: ['es'] }]) {
      const refused = await api<{ message: string; errors: { field: string; message: string }[] }>('POST', '/api/account/language', { cookie: parentB, body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.errors).toContainEqual({ field: 'language', message: LANGUAGE_MESSAGE })
    }
    expect(await languageOf(actors.parentB!.id)).toBe(before)
  })

  it('nobody signed in gets 401 before the body is read', async () => {
    const refused = await api('POST', '/api/account/language', { raw: '{not json', headers: { 'Content-Type': 'application/json' } })
    expect(refused.status).toBe(401)
  })
})

describe('the API’s messages in the screen’s language (X-Centre-Language)', () => {
  const emptyContact = (headers?: Record<string, string>) =>
    // An address of its own: the forms limit is shared by the suites' one address, and is not this test's subject.
    api<{ message: string; errors: { field: string; message: string }[] }>('POST', '/api/contact', { body: {}, headers: { ...headers, [CLIENT_ADDRESS_HEADER]: `10.78.${randomInt(256)}.${randomInt(256)}` } })

  it('without the header, or with English or a language the site does not have: the specification’s English, untouched', async () => {
    const plain = await emptyContact()
    expect(plain.status).toBe(400)
    expect(plain.body.errors).toContainEqual({ field: 'name', message: 'Name is required' })
    for (const language of ['en', 'fr', '']) {
      const again = await emptyContact({ 'X-Centre-Language': language })
      expect(again.body).toEqual(plain.body)
      expect(again.headers.get('content-language')).toBeNull()
    }
  })

  it('with es: the message and every field’s message in Spanish, the same fields, nothing written', async () => {
    const plain = await emptyContact()
    const spanish = await emptyContact({ 'X-Centre-Language': 'es' })
    expect(spanish.status).toBe(400)
    expect(spanish.headers.get('content-language')).toBe('es')
    expect(spanish.body.errors.map((error) => error.field)).toEqual(plain.body.errors.map((error) => error.field))
    expect(spanish.body.errors).toContainEqual({ field: 'name', message: 'El nombre es obligatorio' })
    expect(spanish.body.errors).toContainEqual({ field: 'message', message: 'El mensaje debe tener al menos 10 caracteres' })
    expect(spanish.body.message).not.toBe(plain.body.message)
  })

  it('a refusal and a success alike: 401 and the saved language’s message in Spanish; data is never translated', async () => {
    const refused = await api<{ message: string }>('GET', '/api/parent/children', { headers: { 'X-Centre-Language': 'es' } })
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe('Inicie sesión.')
    const saved = await api<{ message: string; language: string }>('POST', '/api/account/language', { cookie: parentB, body: { language: 'en' }, headers: { 'X-Centre-Language': 'es' } })
    expect(saved.body).toEqual({ success: true, message: 'Su idioma quedó guardado.', language: 'en' })
    const children = await api<{ firstName: string }[]>('GET', '/api/parent/children', { cookie: parentB, headers: { 'X-Centre-Language': 'es' } })
    const english = await api<{ firstName: string }[]>('GET', '/api/parent/children', { cookie: parentB })
    expect(children.text).toBe(english.text)
  })
})
