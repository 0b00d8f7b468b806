import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/lib/relationId'
import { floorChanged } from '../floorChanges'

/** Tells every server's ratio boards that this row's classroom changed (when the write commits). */
export const announceFloorChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  // Past days written by the demo seed change no board.
  if (req.context.seedHistory === true) return doc
  const rooms = new Set([relationId(doc?.classroom), relationId(previousDoc?.classroom)].filter((room): room is string => Boolean(room)))
  for (const room of rooms) await floorChanged(req, room)
  return doc
}
