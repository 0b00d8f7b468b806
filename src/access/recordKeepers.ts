import type { Access } from 'payload'

import { isStaffReaderUser } from './roles'

/** Who adds a child's daily report or milestone: admins, and integrations (e.g. a classroom app). */
export const recordKeepers: Access = ({ req: { user } }) => isStaffReaderUser(user)
