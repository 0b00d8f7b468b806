import 'server-only'

import type { z } from 'zod'

import { MAX_UPLOAD_BYTES, MULTIPART_OVERHEAD_BYTES } from '@/lib/constants'
import { detectUploadType } from '@/lib/uploadType'
import { HttpError, badRequest } from '@/server/http/errors'
import { refuseUnstorableText, validate, withBodyLimit } from '@/server/http/request'
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_IMAGE_TYPES, familyMessageMessages as messages, familyMessageSchema } from '../schemas'

/** The images of a message travel in this field of a multipart form, one entry per image. */
export const MESSAGE_FILES_FIELD = 'files'

/**
 * A message sent as a multipart form: its text fields checked like the JSON body, and up to four images
 * in `files`, each declared an image, at most the upload limit, and proved JPEG, PNG or WebP by its bytes
 * (never the name or the declared type alone). The whole body is capped while it streams.
 */
export async function readMessageForm(request: Request): Promise<{ fields: z.output<typeof familyMessageSchema>; files: File[] }> {
  const refuse = (status: number, message: string) => new HttpError(status, message, [{ field: MESSAGE_FILES_FIELD, message }])
  const body = withBodyLimit(request, MESSAGE_ATTACHMENTS_MAX * MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, messages.imageTooLarge)
  const form = await body.request.formData().catch(() => {
    throw body.exceeded() ? new HttpError(413, messages.imageTooLarge) : badRequest('Malformed form data.')
  })
  const texts = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
  refuseUnstorableText(texts)
  const fields = validate(familyMessageSchema, texts) as z.output<typeof familyMessageSchema>
  const files = form.getAll(MESSAGE_FILES_FIELD).filter((value): value is File => value instanceof File && value.size > 0)
  if (files.length > MESSAGE_ATTACHMENTS_MAX) throw refuse(400, messages.tooManyImages)
  for (const file of files) {
    if (!file.type.startsWith('image/')) throw refuse(415, messages.imageType)
    if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, messages.imageTooLarge)
    const detected = await detectUploadType({ data: new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer()) })
    if (!detected || !(MESSAGE_IMAGE_TYPES as readonly string[]).includes(detected.mime)) throw refuse(400, messages.imageType)
  }
  if (fields.body.trim().length === 0 && files.length === 0) throw badRequest(messages.empty, [{ field: 'body', message: messages.empty }])
  return { fields, files }
}
