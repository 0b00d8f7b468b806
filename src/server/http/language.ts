import 'server-only'

import { createTranslator } from 'next-intl'

import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/routing'
import { LANGUAGE_HEADER, textKey } from '@/i18n/serverText'

const catalogues = { en, es } as const
type Translate = { has: (key: string) => boolean } & ((key: string, values: Record<string, string>) => string)
const translators = new Map<Locale, Translate>()

/** The language a screen asked the API to answer in (src/i18n/serverText.ts LANGUAGE_HEADER); English otherwise. */
export function requestLanguage(headers: Headers): Locale {
  const asked = headers.get(LANGUAGE_HEADER)?.trim().toLowerCase()
  return isLocale(asked) ? asked : DEFAULT_LOCALE
}

/** An English message of the API in `locale`, when the catalogue has it; otherwise as it is. */
export function translateServerText(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !message) return message
  let translate = translators.get(locale)
  if (!translate) {
    translate = createTranslator({ locale, messages: catalogues[locale], namespace: 'serverText' }) as unknown as Translate
    translators.set(locale, translate)
  }
  const { key, values } = textKey(message)
  return translate.has(key) ? translate(key, values) : message
}

/** What is translated: answers that are a JSON object (never lists), up to this size. */
const MAX_TRANSLATED_BYTES = 64 * 1024

/**
 * A JSON answer of our /api in the language the screen asked for: its `message` and each of its
 * `errors[].message`. Everything else (data, lists, streams, files) passes untouched, and English
 * answers are not even read.
 */
export async function inRequestLanguage(request: Request, response: Response): Promise<Response> {
  const locale = requestLanguage(request.headers)
  if (locale === DEFAULT_LOCALE || !response.headers.get('content-type')?.includes('application/json')) return response
  const length = Number(response.headers.get('content-length') ?? 0)
  if (length > MAX_TRANSLATED_BYTES) return response
  const text = await response.text()
  let body: unknown
  try {
    body = text.startsWith('{') ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  if (!body || typeof body !== 'object') return new Response(text, { status: response.status, statusText: response.statusText, headers })
  const answer = body as { message?: unknown; errors?: unknown }
  if (typeof answer.message === 'string') answer.message = translateServerText(answer.message, locale)
  if (Array.isArray(answer.errors)) {
    answer.errors = answer.errors.map((entry: unknown) =>
      entry && typeof entry === 'object' && typeof (entry as { message?: unknown }).message === 'string'
        ? { ...entry, message: translateServerText((entry as { message: string }).message, locale) }
        : entry,
    )
  }
  headers.set('content-language', locale)
  return new Response(JSON.stringify(answer), { status: response.status, statusText: response.statusText, headers })
}
