import type { Access } from 'payload'

import { isContentManagerUser } from './roles'

/** Admins and editors: newsletters, galleries, media and site settings. */
export const contentManagers: Access = ({ req: { user } }) => isContentManagerUser(user)

/** Who may open the Payload admin at /cms. */
export const canOpenCms = ({ req: { user } }: { req: { user: Parameters<typeof isContentManagerUser>[0] } }) =>
  isContentManagerUser(user)
