import { AuditEvents } from './AuditEvents'
import { Children } from './Children'
import { Classrooms } from './Classrooms'
import { CurriculumActivities } from './CurriculumActivities'
import { DailyActivities } from './DailyActivities'
import { DevelopmentVideos } from './DevelopmentVideos'
import { FamilyMessages } from './FamilyMessages'
import { Galleries } from './Galleries'
import { Media } from './Media'
import { Milestones } from './Milestones'
import { Newsletters } from './Newsletters'
import { Users } from './Users'
import { withAuditLog } from './shared/hooks/auditChildRecords'
import { FEATURES } from '@/features'
// The applications feature has two collections, each in its own place in the CMS menu.
import { ApplicationEvents } from '@/features/applications/collections/applicationEvents'
import { Applications } from '@/features/applications/collections/applications'

// Reads and changes of a child and its records are logged: see withAuditLog.
// A feature folder's collections come from its descriptor (src/features), in their place in the CMS menu.
export const collections = withAuditLog([
  Users,
  Children,
  CurriculumActivities,
  DevelopmentVideos,
  DailyActivities,
  Milestones,
  Applications,
  ...FEATURES.contact.collections,
  Media,
  Newsletters,
  Galleries,
  Classrooms,
  ...FEATURES.attendance.collections,
  ...FEATURES.incidents.collections,
  ...FEATURES.ratios.collections,
  ...FEATURES.consents.collections,
  ApplicationEvents,
  FamilyMessages,
  AuditEvents,
])
