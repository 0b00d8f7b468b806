import type { Access, FieldAccess } from 'payload'

import { isAdminUser } from './roles'

export const admins: Access = ({ req: { user } }) => isAdminUser(user)

export const adminsOnlyField: FieldAccess = ({ req: { user } }) => isAdminUser(user)
