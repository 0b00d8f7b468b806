import type { Access } from 'payload'

import { isStaffReaderUser } from './roles'

/** Whole staff lists (applications, contact messages): admins, and integrations reading for them. */
export const staffReaders: Access = ({ req: { user } }) => isStaffReaderUser(user)
