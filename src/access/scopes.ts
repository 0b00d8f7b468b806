import type { AccessArgs, AccessResult } from 'payload'

import { inTeachersClassrooms } from './classrooms'

/**
 * The row filters the features' actions reach through (src/access/actions.ts, `accessFor`'s scopes): how
 * a record names the caller's family, rooms or self. Which caller reaches where is each feature's table.
 */
type Scope = (args: AccessArgs) => AccessResult

/** The records whose `field` is the caller's own account: a parent's family (the parent's id), a staff member's own rows. */
export const ownFamily = (field: string): Scope => ({ req: { user } }) => (user ? { [field]: { equals: user.id } } : false)
/** The records whose `field` is the caller's account (their shifts, what they uploaded, their account itself). */
export const ownRecords = ownFamily
/** The records whose `field` (a classroom, or a path to one: `child.classroom`) is one of the teacher's rooms. */
export const ownRooms = (field: string): Scope => ({ req: { user } }) => inTeachersClassrooms(field, user)
