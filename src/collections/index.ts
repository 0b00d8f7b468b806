import { Classrooms } from './Classrooms'
import { Media } from './Media'

/**
 * The kernel's own collections: the site's files (media) and the classrooms. The app's whole list, the
 * features' with these, each in its place in the CMS menu, is src/registry's (`collections`).
 */
export const kernelCollections = [Media, Classrooms]

// Reads and changes of a child and its records are logged: the registry passes the whole list through it.
export { withAuditLog } from './shared/hooks/auditChildRecords'
