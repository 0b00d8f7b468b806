import { z } from '@/contract/schemas/z'

import { CONTENT_TAGS } from '@/lib/constants'

const TAGS_MESSAGE = `tags must be a non-empty list of: ${CONTENT_TAGS.join(', ')}.`

/** POST /api/internal/revalidate: the content tags to expire in this process's page cache. */
export const revalidateSchema = z.object({
  tags: z.array(z.enum(CONTENT_TAGS, { error: TAGS_MESSAGE }), { error: TAGS_MESSAGE }).min(1, TAGS_MESSAGE),
})
