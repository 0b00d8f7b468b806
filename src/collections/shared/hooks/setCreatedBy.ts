import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'

import type { DailyActivity, Milestone } from '@/payload-types'

/** `createdBy` is the session's user on create and never changes afterwards, whatever the input says. */
export const setCreatedBy =
  (message: string): CollectionBeforeChangeHook<DailyActivity | Milestone> =>
  ({ data, operation, originalDoc, req, collection }) => {
    if (operation === 'create') {
      if (!req.user) {
        throw new ValidationError({ collection: collection.slug, errors: [{ path: 'createdBy', message }] }, req.t)
      }
      data.createdBy = req.user.id
    } else {
      data.createdBy = originalDoc?.createdBy
    }
    return data
  }
