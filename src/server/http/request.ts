import 'server-only'

import type { z } from 'zod'

import { clientAddressOf } from '@/lib/clientAddress'
import { allowedOrigins } from '@/lib/runtimeConfig'
import { fieldErrors } from '@/contract/schemas/fields'
import { HttpError, badRequest, forbidden } from './errors'

/** Largest JSON body we read (uploads have their own limit, MAX_UPLOAD_BYTES). */
export const MAX_JSON_BYTES = 1024 * 1024

export const tooLarge = (message = 'Request body is too large.') => new HttpError(413, message)

/** Refuses (413) a body whose declared Content-Length is over `maxBytes`, before reading any of it. */
export function refuseDeclaredOver(request: Request, maxBytes: number, message?: string): void {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(message)
}

/** Reads the body, refusing (413) as soon as it passes `maxBytes` (declared or counted, chunked too). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  refuseDeclaredOver(request, maxBytes)
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** Reads the body as text, refusing (413) as soon as it passes `maxBytes`. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return (await readBodyBytes(request, maxBytes)).toString('utf8')
}

/**
 * The same request with its body counted as it streams: past `maxBytes` the stream fails (the reader,
 * e.g. a multipart parser, stops there) and `exceeded()` turns true, so the caller answers 413 whatever
 * the reader made of the failure. A declared Content-Length over the limit is refused at once.
 */
export function withBodyLimit(request: Request, maxBytes: number, message?: string): { request: Request; exceeded: () => boolean } {
  refuseDeclaredOver(request, maxBytes, message)
  if (!request.body) return { request, exceeded: () => false }
  let size = 0
  let over = false
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size > maxBytes) {
          over = true
          controller.error(tooLarge(message))
          return
        }
        controller.enqueue(chunk)
      },
    }),
  )
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: counted,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' })
  return { request: limited, exceeded: () => over }
}

/** A JSON object body (415 for another content type, 400 when it is not valid JSON or not an object). */
export async function readJsonObject(request: Request, { optional = false } = {}): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? ''
  const text = await readBodyText(request, MAX_JSON_BYTES)
  if (text.trim() === '' && optional) return {}
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Send the body as application/json.')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest('Malformed JSON body.')
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('The body must be a JSON object.')
  refuseUnstorableText(value)
  return value as Record<string, unknown>
}

export const UNSTORABLE_TEXT = 'Text contains characters that cannot be stored'

/**
 * PostgreSQL cannot keep a NUL character, and an unpaired UTF-16 surrogate would be stored as U+FFFD:
 * text with either is refused (400, per field) rather than failing in the database or changed silently.
 * Walks the value without recursion, so a deeply nested body cannot overflow the stack.
 */
export function refuseUnstorableText(value: unknown): void {
  const errors: { field: string; message: string }[] = []
  const pending: [path: string, value: unknown][] = [['', value]]
  while (pending.length > 0 && errors.length < 20) {
    const [path, current] = pending.pop()!
    if (typeof current === 'string') {
      if (current.includes('\u0000') || !current.isWellFormed()) errors.push({ field: path || '_', message: UNSTORABLE_TEXT })
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current)
      for (let i = entries.length - 1; i >= 0; i--) pending.push([path ? `${path}.${entries[i]![0]}` : entries[i]![0], entries[i]![1]])
    }
  }
  if (errors.length > 0) throw badRequest(UNSTORABLE_TEXT, errors)
}

/** Validates with the shared zod schema; 400 with docs/spec.md §5's messages per field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const errors = fieldErrors(result.error)
  throw badRequest(errors[0]?.message ?? 'Invalid input.', errors)
}

/**
 * Writes from another site are refused: a browser always sends Origin (or Sec-Fetch-Site) on them.
 * Clients that send neither (curl, server-to-server) carry no browser session to abuse.
 */
export function refuseCrossSiteWrite(request: Request): void {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return
  const origin = request.headers.get('origin')
  if (origin) {
    if (!allowedOrigins.includes(origin.replace(/\/$/, ''))) throw forbidden('Cross-site request refused.')
    return
  }
  const site = request.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') throw forbidden('Cross-site request refused.')
}

/** The client's address (see src/lib/clientAddress.ts). */
export const clientAddress = (request: Request): string => clientAddressOf(request.headers)
