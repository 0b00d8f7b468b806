/**
 * English messages of the API and of the forms' schemas shown in Spanish (src/i18n/serverText.ts):
 * the key made from a message finds its catalogue entry, the numbers in it come back in place, every
 * message the public forms and the sign-in can show is in the catalogue, and English stays as it came.
 */
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { contactMessageSchema } from '@/features/contact/schemas'
import { enrollmentApplicationSchema } from '@/features/applications/schemas'
import { loginSchema } from '@/features/accounts/schemas'
import { billingMessages } from '@/features/billing/schemas'
import { fill, medicationMessages } from '@/features/health/medication'
import { carePlanMessages, healthDocumentMessages, immunizationMessages } from '@/features/health/schemas'
import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import { textKey } from '@/i18n/serverText'
import { DATABASE_UNAVAILABLE_MESSAGE, REMOVED_MEANWHILE_MESSAGE, STILL_NAMED_MESSAGE } from '@/lib/databaseErrors'

const english = createTranslator({ locale: 'en', messages: en, namespace: 'serverText' }) as unknown as (key: string, values?: Record<string, string>) => string
const spanish = createTranslator({ locale: 'es', messages: es, namespace: 'serverText' }) as unknown as (key: string, values?: Record<string, string>) => string
const known = (message: string) => Object.hasOwn(en.serverText, textKey(message).key)

/** What `useServerText` shows on a page of `locale` (src/components/i18n/useServerText.ts). */
function shown(message: string, locale: 'en' | 'es'): string {
  if (locale === 'en' || !known(message)) return message
  const { key, values } = textKey(message)
  return spanish(key, values)
}

/** Every message a schema gives for the inputs tried. */
function messagesOf(schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [])
}

describe('textKey', () => {
  it('makes a readable key from the words, and values from the numbers', () => {
    expect(textKey('Name is required')).toEqual({ key: 'nameIsRequired', values: {} })
    expect(textKey('Must be at most 200 characters')).toEqual({ key: 'mustBeAtMostNCharacters', values: { n0: '200' } })
  })

  it('keeps a long message’s key short and tells two long messages apart', () => {
    const one = textKey('This account is locked after too many failed attempts. Please try again in 15 minutes.').key
    const other = textKey('This account is locked after too many failed attempts. Please try again in 1 minute.').key
    expect(one).toMatch(/^thisAccountIsLockedAfterTooManyFailed_[0-9a-f]{6}$/)
    expect(other).not.toBe(one)
  })
})

describe('the serverText catalogue', () => {
  it('each English entry is found again from the text it says: its key is the key of its own text', () => {
    for (const [key, template] of Object.entries(en.serverText)) {
      let index = 0
      const text = template.replace(/\{n\d+\}/g, () => String(7 + index++))
      expect(textKey(text).key, template).toBe(key)
      expect(english(key, textKey(text).values)).toBe(text)
    }
  })

  it('shows a message in Spanish with its numbers, and in English exactly as it came', () => {
    expect(shown('Must be at most 120 characters', 'es')).toBe('Debe tener como máximo 120 caracteres')
    expect(shown('Name is required', 'es')).toBe('El nombre es obligatorio')
    expect(shown(DATABASE_UNAVAILABLE_MESSAGE, 'es')).toBe('El servicio no está disponible por el momento. Inténtelo de nuevo en unos momentos.')
    expect(shown('Name is required', 'en')).toBe('Name is required')
    expect(shown('A message nobody translated', 'es')).toBe('A message nobody translated')
  })

  it('shows a foreign key’s refusals in Spanish: a record removed meanwhile, a record still named', () => {
    expect(shown(REMOVED_MEANWHILE_MESSAGE, 'es')).toBe('Un registro al que se refiere este cambio se eliminó mientras tanto. Vuelva a cargar e inténtelo de nuevo.')
    expect(shown(STILL_NAMED_MESSAGE, 'es')).toBe('Otros registros todavía se refieren a este, así que no se puede eliminar.')
    expect(shown(STILL_NAMED_MESSAGE, 'en')).toBe(STILL_NAMED_MESSAGE)
  })

  it('knows every message of the contact form, the application form and the sign-in', () => {
    const messages = [
      ...messagesOf(contactMessageSchema, [{}, { name: ' ', email: 'x', message: 'short' }, { name: 'x'.repeat(500), email: 'a@b.co', message: 'x'.repeat(20), extra: 1 }]),
      ...messagesOf(enrollmentApplicationSchema, [{}, { servicesNeeded: ['nope'], voucherInterested: 'maybe' }, { parentFirstName: 'x'.repeat(500), phone: '1' }]),
      ...messagesOf(loginSchema, [{}, { username: ' ', password: '' }, { username: 'a', password: 'x'.repeat(1000) }]),
    ]
    expect(messages.length).toBeGreaterThan(20)
    expect([...new Set(messages)].filter((message) => !known(message))).toEqual([])
  })

  it('knows every message of the immunization records and care plans, and says a refused dose’s day in Spanish', () => {
    expect([...Object.values(immunizationMessages), ...Object.values(carePlanMessages)].filter((message) => !known(message))).toEqual([])
    expect(shown(immunizationMessages.givenOn, 'es')).toBe('Indique el día en que se puso la dosis (AAAA-MM-DD), no posterior a hoy')
  })

  it('knows every message of the health documents, and says a refused file in Spanish with its limit', () => {
    expect(Object.values(healthDocumentMessages).filter((message) => !known(message))).toEqual([])
    expect(shown(healthDocumentMessages.type, 'es')).toBe('Aquí solo se puede subir un PDF o una imagen JPEG, PNG o WebP.')
    expect(shown(healthDocumentMessages.tooLarge, 'es')).toBe('El archivo pesa más de 20 MB.')
  })

  it('knows every message of medication and its hard stop, and says a dose refused as too early in Spanish with its times', () => {
    const filled = Object.values(medicationMessages).map((message) => fill(message, { day: '2026-12-01', last: '10:05', next: '14:05', count: 2 }))
    expect(filled.filter((message) => !known(message))).toEqual([])
    expect(shown(fill(medicationMessages.tooEarly, { last: '10:05', next: '14:05' }), 'es')).toBe('Demasiado pronto: la última dosis se dio a las 10:05; la próxima se puede dar desde las 14:05')
    expect(shown(fill(medicationMessages.withdrawn, { day: '2026-12-01' }), 'es')).toBe('Autorización retirada el 2026-12-01: no se puede dar ninguna dosis')
  })

  it('knows every refusal a parent reads when paying online, in Spanish with its amount', () => {
    const messages = [billingMessages.invoicePaid, billingMessages.onlinePaymentsOff, billingMessages.onlinePaymentTooSmall, billingMessages.onlinePaymentUnavailable]
    expect(messages.filter((message) => !known(message))).toEqual([])
    expect(shown(billingMessages.onlinePaymentTooSmall, 'es')).toBe('En esta factura se debe menos de 0.50 US$, demasiado poco para pagar en línea. Páguelo en la recepción del centro.')
  })
})
