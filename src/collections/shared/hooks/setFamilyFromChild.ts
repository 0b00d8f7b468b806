import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'

import { keptFromRemoval } from '@/collections/shared/lockedRow'
import { CHILD_ID_REQUIRED } from '@/contract/schemas/fields'
import { lookUp } from '@/lib/auditLookups'
import { relationId } from '@/lib/relationId'
import type { BillingPlan, CurriculumActivity, DailyActivity, DevelopmentVideo, Media, Milestone, SubsidyAuthorization } from '@/payload-types'

/** The documents that belong to one child, and so to its family. */
export type FamilyRecordDoc = CurriculumActivity | DevelopmentVideo | DailyActivity | Milestone | Media | BillingPlan | SubsidyAuthorization

/**
 * Copies the child's parent into `family`, never from input, so family row filters are one indexed
 * equality. Runs on every change, so a record moved to another child follows that child's family.
 */
export const setFamilyFromChild =
  ({ required }: { required: boolean }): CollectionBeforeChangeHook<FamilyRecordDoc> =>
  async ({ data, originalDoc, req, collection }) => {
    const childId = relationId('child' in data ? data.child : originalDoc?.child)
    if (!childId) {
      if (required) {
        throw new ValidationError({ collection: collection.slug, errors: [{ path: 'child', message: CHILD_ID_REQUIRED }] }, req.t)
      }
      data.family = null
      return data
    }
    // A child newly named is kept until the write commits: an admin deleting it at the same moment deletes
    // it before (not found here) or is refused after, never between this read and the insert.
    const named = childId !== relationId(originalDoc?.child)
    const there = !named || (await keptFromRemoval(req, 'children', childId))
    // A look-up with the writer's rights (another family's child is not found); the write is what the log records.
    const child = there
      ? await lookUp(() => req.payload.findByID({ collection: 'children', id: childId, depth: 0, req, overrideAccess: false, select: { parent: true } })).catch(() => null)
      : null
    if (!child) {
      throw new ValidationError({ collection: collection.slug, errors: [{ path: 'child', message: 'Child not found' }] }, req.t)
    }
    data.family = relationId(child.parent) ?? null
    return data
  }
