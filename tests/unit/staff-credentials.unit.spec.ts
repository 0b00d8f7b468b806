/**
 * Staff certifications' rules (src/features/staff-credentials/credentialRules.ts, docs/spec.md §15): a
 * card's state on a day, who holds current CPR and first aid, which card of a line counts and the order
 * of the expiring list; the body of POST /api/admin/credentials and its messages in Spanish.
 */
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import {
  type CredentialFacts,
  addDays,
  credentialState,
  expiringList,
  holdsCprAndFirstAid,
  holdsOn,
  newestOfEachLine,
  staffWithCprAndFirstAid,
} from '@/features/staff-credentials/credentialRules'
import { credentialMessages, credentialSchema } from '@/features/staff-credentials/schemas'
import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import { textKey } from '@/i18n/serverText'

const DAY = '2026-11-28'
const card = (facts: Partial<CredentialFacts> & Pick<CredentialFacts, 'kind'>): CredentialFacts => ({ staffId: 'ana', issuedOn: '2025-01-10', expiresOn: '2027-01-10', ...facts })

describe('a card’s state on a day', () => {
  it('is current until 30 days before it expires, expiring within them (its expiry day included), expired the day after', () => {
    expect(credentialState('2026-12-29', DAY)).toBe('current')
    expect(credentialState('2026-12-28', DAY)).toBe('expiring')
    expect(credentialState('2026-11-28', DAY)).toBe('expiring')
    expect(credentialState('2026-11-27', DAY)).toBe('expired')
    expect(credentialState('2026-12-28T00:00:00.000Z', DAY)).toBe('expiring')
  })

  it('holds from the day it was issued to the day it expires, both included', () => {
    expect(holdsOn({ issuedOn: DAY, expiresOn: '2027-01-01' }, DAY)).toBe(true)
    expect(holdsOn({ issuedOn: '2025-01-01', expiresOn: DAY }, DAY)).toBe(true)
    expect(holdsOn({ issuedOn: '2026-11-29', expiresOn: '2028-11-29' }, DAY)).toBe(false)
    expect(holdsOn({ issuedOn: '2024-01-01', expiresOn: '2026-11-27' }, DAY)).toBe(false)
  })

  it('counts days across months and years', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('current CPR and first aid', () => {
  it('needs both kinds, each holding on the day', () => {
    expect(holdsCprAndFirstAid([card({ kind: 'cpr' }), card({ kind: 'first-aid' })], DAY)).toBe(true)
    expect(holdsCprAndFirstAid([card({ kind: 'cpr' })], DAY)).toBe(false)
    expect(holdsCprAndFirstAid([card({ kind: 'cpr' }), card({ kind: 'other', name: 'First aid' })], DAY)).toBe(false)
    expect(holdsCprAndFirstAid([card({ kind: 'cpr' }), card({ kind: 'first-aid', expiresOn: '2026-11-27' })], DAY)).toBe(false)
    expect(holdsCprAndFirstAid([card({ kind: 'cpr', issuedOn: '2026-11-29', expiresOn: '2028-11-29' }), card({ kind: 'first-aid' })], DAY)).toBe(false)
    expect(holdsCprAndFirstAid([], DAY)).toBe(false)
  })

  it('an expired card beside a renewed one: the renewed one holds', () => {
    expect(holdsCprAndFirstAid([card({ kind: 'cpr', expiresOn: '2026-10-01' }), card({ kind: 'cpr', issuedOn: '2026-09-20' }), card({ kind: 'first-aid' })], DAY)).toBe(true)
  })

  it('tells, among several people’s cards, who holds both', () => {
    const cards = [
      card({ staffId: 'ana', kind: 'cpr' }),
      card({ staffId: 'ana', kind: 'first-aid' }),
      card({ staffId: 'david', kind: 'cpr' }),
      card({ staffId: 'priya', kind: 'cpr', expiresOn: '2026-11-01' }),
      card({ staffId: 'priya', kind: 'first-aid' }),
      card({ staffId: 'david', kind: 'first-aid', expiresOn: DAY }),
    ]
    expect([...staffWithCprAndFirstAid(cards, DAY)].sort()).toEqual(['ana', 'david'])
    expect([...staffWithCprAndFirstAid(cards, '2026-11-29')]).toEqual(['ana'])
  })
})

describe('which card of a line counts, and the expiring list', () => {
  it('the newest card of each person and kind (another credential: and name) is the one that expires last', () => {
    const old = card({ kind: 'cpr', expiresOn: '2026-12-01' })
    const renewed = card({ kind: 'cpr', issuedOn: '2026-11-20', expiresOn: '2028-11-20' })
    const food = card({ kind: 'other', name: 'Food handler', expiresOn: '2026-12-05' })
    const driving = card({ kind: 'other', name: 'Driving licence', expiresOn: '2026-12-06' })
    const foodRenewed = card({ kind: 'other', name: ' food HANDLER ', expiresOn: '2029-01-01' })
    const davids = card({ staffId: 'david', kind: 'cpr', expiresOn: '2026-12-01' })
    expect(newestOfEachLine([old, renewed, food, driving, davids, foodRenewed])).toEqual([renewed, foodRenewed, driving, davids])
  })

  it('lists the newest cards expired or expiring within 30 days, the earliest first, then by name and kind; a renewed card takes its line off', () => {
    const named = (staffName: string, facts: Partial<CredentialFacts> & Pick<CredentialFacts, 'kind'>) => ({ ...card({ staffId: staffName, ...facts }), staffName })
    const list = expiringList(
      [
        named('Tom Baker', { kind: 'first-aid', expiresOn: '2026-12-10' }),
        named('Ana Lopez', { kind: 'first-aid', expiresOn: '2026-12-10' }),
        named('Ana Lopez', { kind: 'cpr', expiresOn: '2026-12-10' }),
        named('David Kim', { kind: 'cpr', expiresOn: '2026-10-01' }),
        named('Priya Nair', { kind: 'cpr', expiresOn: '2026-11-30' }),
        named('Priya Nair', { kind: 'cpr', issuedOn: '2026-11-25', expiresOn: '2028-11-25' }),
        named('Priya Nair', { kind: 'first-aid', expiresOn: '2026-12-29' }),
        named('Tom Baker', { kind: 'other', name: 'Food handler', expiresOn: '2026-12-28' }),
      ],
      DAY,
    )
    expect(list.map((row) => [row.staffName, row.kind, row.expiresOn, row.state])).toEqual([
      ['David Kim', 'cpr', '2026-10-01', 'expired'],
      ['Ana Lopez', 'cpr', '2026-12-10', 'expiring'],
      ['Ana Lopez', 'first-aid', '2026-12-10', 'expiring'],
      ['Tom Baker', 'first-aid', '2026-12-10', 'expiring'],
      ['Tom Baker', 'other', '2026-12-28', 'expiring'],
    ])
  })
})

describe('the body of a credential', () => {
  const valid = { staffId: '8a3c2f6e-1b2d-4c5e-9f80-1234567890ab', kind: 'cpr', issuedOn: '2026-01-15', expiresOn: '2028-01-15' }
  const errorsOf = (body: unknown) => {
    const result = credentialSchema.safeParse(body)
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  }

  it('takes a staff member, a kind, the day issued and the day it expires (another credential with its name), a note', () => {
    expect(errorsOf(valid)).toEqual([])
    expect(errorsOf({ ...valid, kind: 'other', name: 'Food handler', note: 'Card in the office file' })).toEqual([])
    expect(errorsOf({ ...valid, kind: 'first-aid', name: 'Pediatric first aid' })).toEqual([])
  })

  it('refuses each missing or wrong field with its message', () => {
    expect(errorsOf({ ...valid, staffId: undefined })).toEqual([`staffId: ${credentialMessages.staff}`])
    expect(errorsOf({ ...valid, kind: 'lifeguard' })).toEqual([`kind: ${credentialMessages.kind}`])
    expect(errorsOf({ ...valid, issuedOn: '2026-02-30' })).toEqual([`issuedOn: ${credentialMessages.issuedOn}`])
    expect(errorsOf({ ...valid, expiresOn: undefined })).toEqual([`expiresOn: ${credentialMessages.expiresOn}`])
  })

  it('another credential needs its name; a card cannot expire on or before the day it was issued', () => {
    expect(errorsOf({ ...valid, kind: 'other' })).toEqual([`name: ${credentialMessages.name}`])
    expect(errorsOf({ ...valid, kind: 'other', name: '  ' })).toEqual([`name: ${credentialMessages.name}`])
    expect(errorsOf({ ...valid, expiresOn: valid.issuedOn })).toEqual([`expiresOn: ${credentialMessages.expiresOn}`])
    expect(errorsOf({ ...valid, expiresOn: '2025-12-31' })).toEqual([`expiresOn: ${credentialMessages.expiresOn}`])
  })

  it('every message is in the serverText catalogue, in Spanish on a Spanish screen', () => {
    const spanish = createTranslator({ locale: 'es', messages: es, namespace: 'serverText' }) as unknown as (key: string) => string
    for (const message of Object.values(credentialMessages)) {
      expect(Object.hasOwn(en.serverText, textKey(message).key), message).toBe(true)
      expect((en.serverText as Record<string, string>)[textKey(message).key]).toBe(message)
    }
    expect(spanish(textKey(credentialMessages.issuedOn).key)).toBe('Indique el día en que se emitió la tarjeta (AAAA-MM-DD), no posterior a hoy')
  })
})
