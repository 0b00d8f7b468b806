import type { Access, AccessArgs, Where } from 'payload'

import { accessFor, mayFor, readingRows } from '@/access/actions'
import { teacherFamilyIds } from '@/access/classrooms'
import { NOTHING } from '@/access/roles'
import { ownFamily } from '@/access/scopes'
import { messagesActions } from './actions'

/**
 * Family messages: one thread per family (`family`, the parent account); who may do what is ./actions.ts.
 * - read: admins and integrations all; a parent their own family's thread; a teacher the threads of the
 *   families of their classrooms' children; editors nothing;
 * - create: a parent (the family is always their own), a teacher (a family of their classrooms) and an
 *   admin (any parent account); the rules in hooks/messageRules.ts check the family;
 * - update: only to mark messages read, by whoever reads the thread (not integrations): the fields that
 *   say what was sent are never changed (messageRules refuses it), and each side may only set its own
 *   read mark (the field rules below), which the server stamps with its own time;
 * - delete: nobody.
 */
const threadScopes = {
  /** A parent's own family's thread: one indexed equality on `family`. */
  family: ownFamily('family'),
  /** A teacher's: the threads of the families of their classrooms' children (none: nothing). */
  rooms: async ({ req }: AccessArgs): Promise<Where> => {
    const families = await teacherFamilyIds(req)
    return families.length > 0 ? { family: { in: families } } : NOTHING
  },
}

const readsThreads = accessFor(messagesActions.readThreads, threadScopes)
const marksRead = accessFor(messagesActions.markRead, threadScopes)

export const familyMessageReaders: Access = readingRows([readsThreads], async (args) => readsThreads(args))

export const familyMessageSenders: Access = accessFor(messagesActions.sendMessage)

/** Who may mark messages read: the thread's readers, but not programs (they read, they do not open threads). */
export const familyMessageMarkers: Access = readingRows([marksRead], async (args) => marksRead(args))

/** The family's read mark: a parent's alone (the family's side). */
export const familyReadMarkers = mayFor(messagesActions.markReadForFamily)

/** The centre's read mark: staff who read the thread (the inbox is shared: one mark for the whole centre). */
export const centreReadMarkers = mayFor(messagesActions.markReadForCentre)

/** Payload's unlock operation on a message: admins. */
export const familyMessageUnlockers: Access = accessFor(messagesActions.unlockMessages)
