import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'

import { childServerMessages } from '@/contract/schemas/child'
import type { Child } from '@/payload-types'

/** A child's `parent` must be an account with the parent role. */
export const ensureParentRole: CollectionBeforeChangeHook<Child> = async ({ data, req, collection }) => {
  if (data.parent === undefined) return data
  const parentId = typeof data.parent === 'object' && data.parent ? data.parent.id : data.parent
  const parent = parentId
    ? await req.payload
        .findByID({ collection: 'users', id: parentId, depth: 0, req, overrideAccess: false, select: { role: true } })
        .catch(() => null)
    : null
  if (!parent || parent.role !== 'parent') {
    throw new ValidationError(
      { collection: collection.slug, errors: [{ path: 'parent', message: parent ? 'Parent must be a parent account' : childServerMessages.parentId }] },
      req.t,
    )
  }
  return data
}
