import { AuditEvents } from '@/features/audit/collection'
import { Classrooms } from './Classrooms'
import { Media } from './Media'
import { withAuditLog } from './shared/hooks/auditChildRecords'
import { FEATURES } from '@/features'
// The applications feature has two collections, each in its own place in the CMS menu.
import { ApplicationEvents } from '@/features/applications/collections/applicationEvents'
import { Applications } from '@/features/applications/collections/applications'

// Reads and changes of a child and its records are logged: see withAuditLog.
// A feature folder's collections come from its descriptor (src/features), in their place in the CMS menu.
export const collections = withAuditLog([
  ...FEATURES.accounts.collections,
  ...FEATURES.families.collections,
  ...FEATURES['family-records'].collections,
  Applications,
  ...FEATURES.contact.collections,
  Media,
  ...FEATURES['site-content'].collections,
  Classrooms,
  ...FEATURES.attendance.collections,
  ...FEATURES.incidents.collections,
  ...FEATURES.ratios.collections,
  ...FEATURES.consents.collections,
  ApplicationEvents,
  ...FEATURES.messages.collections,
  ...FEATURES.billing.collections,
  ...FEATURES.health.collections,
  ...FEATURES.drills.collections,
  ...FEATURES['staff-credentials'].collections,
  AuditEvents,
])
