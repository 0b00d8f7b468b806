/**
 * The browser's client for our /api (SPEC §7): cookies always sent, a JSON body only when there is a
 * payload, and any non-ok response thrown as `Error("<status>: <body text or status text>")`.
 * Screens call an endpoint of the contract (`send(contactEndpoints.contact, message)`): its path, its body's
 * type and its answer's type come from that one entry (its feature's endpoints.ts, or the kernel's in src/contract).
 */
import { LANGUAGE_HEADER } from '@/i18n/serverText'
import type { BodyOf, Endpoint, ResponseOf } from './endpoint'

export type FieldError = { field: string; message: string }

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
  }

  /** The per-field messages of a 400 (`{ message, errors: [{ field, message }] }`), if any. */
  get fieldErrors(): FieldError[] {
    try {
      const parsed = JSON.parse(this.body) as { errors?: unknown }
      if (!Array.isArray(parsed.errors)) return []
      return parsed.errors.filter(
        (e): e is FieldError => typeof e === 'object' && e !== null && typeof e.field === 'string' && typeof e.message === 'string',
      )
    } catch {
      return []
    }
  }

  /** The server's own explanation (`{ message }` of the JSON body), if it gave one. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown }
      return typeof parsed.message === 'string' && parsed.message.trim() !== '' ? parsed.message : null
    } catch {
      return null
    }
  }
}

/**
 * The page's language for the API's messages (src/server/http/language.ts): a Spanish page asks for
 * Spanish; an English page, or no page at all, sends nothing and gets English.
 */
function languageHeaders(): Record<string, string> | undefined {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang
  return lang && lang !== 'en' ? { [LANGUAGE_HEADER]: lang } : undefined
}

/** `init` with the page's language header added when there is one (an English page's requests are as before). */
function inPageLanguage(init: RequestInit): RequestInit {
  const language = languageHeaders()
  return language ? { ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...language } } : init
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const body = await response.text().catch(() => '')
  const error = new ApiError(response.status, body, response.statusText)
  console.error('API Error', error.message)
  throw error
}

/** Sends a request; resolves with the response when it is ok, throws ApiError otherwise. */
export async function apiRequest(method: string, url: string, payload?: unknown): Promise<Response> {
  const hasBody = payload !== undefined
  const response = await fetch(
    url,
    inPageLanguage({
      method,
      credentials: 'include',
      headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
      body: hasBody ? JSON.stringify(payload) : undefined,
    }),
  )
  await throwIfNotOk(response)
  return response
}

/** Sends a multipart form (a file upload: the browser sets the content type and boundary); throws ApiError like apiRequest. */
export async function apiUpload(method: string, url: string, form: FormData): Promise<Response> {
  const response = await fetch(url, inPageLanguage({ method, credentials: 'include', body: form }))
  await throwIfNotOk(response)
  return response
}

/** What a GET does with 401: throw (the default) or resolve with null (a screen that shows a login). */
export type On401 = 'throw' | 'returnNull'

/** A GET that parses JSON. */
export async function getJson<T>(url: string, { on401 = 'throw' }: { on401?: On401 } = {}): Promise<T | null> {
  const response = await fetch(url, inPageLanguage({ credentials: 'include' }))
  if (on401 === 'returnNull' && response.status === 401) {
    // Read to the end all the same: a body left unread keeps the request open in the browser (its
    // connection busy, the page never idle).
    await response.text().catch(() => '')
    return null
  }
  await throwIfNotOk(response)
  return (await response.json()) as T
}

/** How many records a list holds: its `X-Total-Count` (the array is only one window of it). */
export async function getTotal(url: string): Promise<number> {
  const response = await fetch(url, inPageLanguage({ credentials: 'include' }))
  await throwIfNotOk(response)
  const total = Number(response.headers.get('X-Total-Count') ?? NaN)
  // Counting the array instead would quietly show the size of one window again.
  if (!Number.isInteger(total) || total < 0) throw new Error(`${url}: no X-Total-Count in the response`)
  return total
}

/** The body a POST (or PATCH) endpoint takes: none when its schema is null. */
type BodyArgs<E> = E extends Endpoint<'POST' | 'PATCH' | 'DELETE', string, null, unknown> ? [] : [body: BodyOf<E>]

/** Calls a POST (or PATCH) endpoint of the contract with its JSON body; resolves with its typed answer, throws ApiError otherwise. */
export async function send<E extends Endpoint<'POST' | 'PATCH' | 'DELETE', string>>(endpoint: E, ...body: BodyArgs<E>): Promise<ResponseOf<E>> {
  const response = await apiRequest(endpoint.method, endpoint.path, body[0])
  return (await response.json()) as ResponseOf<E>
}

/** Calls a POST endpoint with a multipart form (a file upload); resolves with its typed answer. */
export async function sendForm<E extends Endpoint<'POST', string>>(endpoint: E, form: FormData): Promise<ResponseOf<E>> {
  const response = await apiUpload(endpoint.method, endpoint.path, form)
  return (await response.json()) as ResponseOf<E>
}
