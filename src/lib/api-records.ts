/** Moved to src/contract/records.ts (kept while the screens move over). */
export type {
  ApplicationRecord,
  ChildRecord,
  ContactMessageRecord,
  CurriculumActivityRecord,
  DailyActivityRecord,
  DevelopmentVideoRecord,
  MilestoneRecord,
  UserRecord,
} from '@/contract/records'
export { fullName } from '@/contract/records'
import { api } from '@/contract/api'

export const RECORD_PATHS = {
  parents: api.records.parents.path,
  children: api.records.children.path,
  dailyActivities: api.records.dailyActivities.path,
  milestones: api.records.milestones.path,
} as const
