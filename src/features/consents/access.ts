import type { Access } from 'payload'

import { accessFor } from '@/access/actions'
import { ownFamily, ownRooms } from '@/access/scopes'
import { consentsActions } from './actions'

/**
 * Consent history (./actions.ts, `readConsents`): admins and integrations read every row; a parent their own
 * children's (through the child); a teacher their classrooms' children's (they need to know whom they may
 * photograph). Nobody else.
 */
export const consentReaders: Access = accessFor(consentsActions.readConsents, { family: ownFamily('child.parent'), rooms: ownRooms('child.classroom') })

/**
 * Who records a grant or a withdrawal (`recordConsent`): a parent of the child (the child is read with their
 * rights by the collection's hook), or an admin recording a paper form.
 */
export const consentRecorders: Access = accessFor(consentsActions.recordConsent)

/** Who reads the rows' versions and unlocks a row in the CMS (`overseeHistory`): admins. */
export const consentOverseers: Access = accessFor(consentsActions.overseeHistory)
