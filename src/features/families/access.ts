import type { Access } from 'payload'

import { accessFor } from '@/access/actions'
import { ownFamily, ownRooms } from '@/access/scopes'
import { familiesActions } from './actions'

/**
 * Who reads a child (./actions.ts, `readChildren`): admins and integrations every child; a parent only the
 * children whose `parent` is them; a teacher only the children of the classrooms they are assigned to.
 */
export const familyChildren: Access = accessFor(familiesActions.readChildren, { family: ownFamily('parent'), rooms: ownRooms('classroom') })

/** Who adds, changes and removes a child's record (`keepFamilies`): admins. */
export const childKeepers: Access = accessFor(familiesActions.keepFamilies)
