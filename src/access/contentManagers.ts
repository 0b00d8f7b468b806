import type { Access } from 'payload'

import { accessFor, mayFor } from './actions'
import { kernelActions } from './kernelActions'

/** Admins and editors: newsletters, galleries, media and site settings. */
export const contentManagers: Access = accessFor(kernelActions.manageContent)
/** Who may open the Payload admin at /cms (the kernel's `openCms` row). */
export const canOpenCms = mayFor(kernelActions.openCms)
