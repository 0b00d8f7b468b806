import type { FieldAccess } from 'payload'

import { isAdminUser } from './roles'

export const adminsOnlyField: FieldAccess = ({ req: { user } }) => isAdminUser(user)
