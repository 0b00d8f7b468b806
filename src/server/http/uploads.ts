import 'server-only'

import type { z } from 'zod'

import { ACCEPTED_DOCUMENT_TYPES, MULTIPART_OVERHEAD_BYTES } from '@/lib/constants'
import { detectDocumentType, detectUploadType } from '@/lib/uploadType'
import { HttpError, badRequest } from './errors'
import { refuseUnstorableText, validate, withBodyLimit } from './request'

/** What one upload endpoint accepts: its text fields' schema, where the file travels, its kind and size. */
export type UploadRule<S extends z.ZodType> = {
  fields: S
  /** The form fields the file may come in, first found wins (e.g. `video`, then `file`). */
  fileFields: readonly [string, ...string[]]
  /** `document`: a PDF or a JPEG, PNG or WebP image (a health document). */
  kind: 'image' | 'video' | 'document'
  maxBytes: number
  messages: { missing: string; declaredType: string; detectedType: string; tooLarge: string }
}

export const isMultipart = (request: Request) => /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')

/** The first 64 KiB decide what a file is: the declared type is the client's word, the bytes are not. */
async function detectedKind(file: File, asked: UploadRule<z.ZodType>['kind']): Promise<UploadRule<z.ZodType>['kind'] | undefined> {
  // A document (20 MB at most) is read whole: a PDF's end is checked too.
  if (asked === 'document') return (await detectDocumentType({ data: new Uint8Array(await file.arrayBuffer()) })) ? 'document' : undefined
  return (await detectUploadType({ data: new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer()) }))?.kind
}

const isDocumentType = (type: string) => (ACCEPTED_DOCUMENT_TYPES as readonly string[]).includes(type)

/** The declared type fits the rule's kind (a document: one of its types; else the kind's family). */
const declaredAs = (type: string, kind: UploadRule<z.ZodType>['kind']) => (kind === 'document' ? isDocumentType(type) : type.startsWith(`${kind}/`))

/**
 * Reads a multipart upload: never past the limit (declared, or counted as it streams: a chunked body
 * declares nothing), its text fields checked like any JSON body, the file required, declared as the
 * rule's kind and proved so by its bytes. Every refusal is a 4xx naming the file's field.
 */
export async function readUpload<S extends z.ZodType>(request: Request, rule: UploadRule<S>): Promise<{ fields: z.output<S>; file: File }> {
  const field = rule.fileFields[0]
  const refuse = (status: number, message: string) => new HttpError(status, message, [{ field, message }])
  const body = withBodyLimit(request, rule.maxBytes + MULTIPART_OVERHEAD_BYTES, rule.messages.tooLarge)
  const form = await body.request.formData().catch(() => {
    throw body.exceeded() ? new HttpError(413, rule.messages.tooLarge) : badRequest('Malformed form data.')
  })
  const texts = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
  refuseUnstorableText(texts)
  const fields = validate(rule.fields, texts)
  const file = rule.fileFields.map((name) => form.get(name)).find((value) => value !== null) ?? null
  if (!(file instanceof File) || file.size === 0) throw refuse(400, rule.messages.missing)
  if (!declaredAs(file.type, rule.kind)) throw refuse(415, rule.messages.declaredType)
  if (file.size > rule.maxBytes) throw new HttpError(413, rule.messages.tooLarge)
  if ((await detectedKind(file, rule.kind)) !== rule.kind) throw refuse(400, rule.messages.detectedType)
  return { fields, file }
}
