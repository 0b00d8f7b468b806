import type { Access } from 'payload'

import { isContentManagerUser } from './roles'

/** Staff who edit content see drafts; everyone else sees published documents only. */
export const publishedOrContentManagers: Access = ({ req: { user } }) => {
  if (isContentManagerUser(user)) return true
  return { _status: { equals: 'published' } }
}
