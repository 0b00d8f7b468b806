import { z } from '@/contract/schemas/z'

import { optionalText } from '@/contract/schemas/fields'
import { photoMessages } from '@/contract/schemas/photos'
import { MAX } from '@/lib/constants'

const ID = /^[0-9a-f-]{36}$/i

/**
 * The upload form's text fields. `childIds` is one field, the ids separated by commas (a multipart form's
 * repeated fields would collapse to the last one); the file travels in `file`.
 */
export const photoUploadFields = z.object({
  title: z
    .string({ error: photoMessages.required })
    .trim()
    .min(1, photoMessages.required)
    .max(MAX.line, `At most ${MAX.line} characters`),
  description: optionalText(MAX.text).optional(),
  childIds: z
    .string({ error: photoMessages.required })
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(z.string().regex(ID, photoMessages.childNotFound)).min(1, photoMessages.required).max(50, 'At most 50 children per photo')),
})
