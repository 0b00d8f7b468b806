import { type Done, get, post } from '@/contract/endpoint'
import { familyRecordsActions } from './actions'
import type { CurriculumActivityRecord, DailyActivityRecord, DevelopmentVideoRecord, MilestoneRecord } from './record'

/** The bodies' schemas, in a chunk of their own, fetched when something validates (see src/contract/endpoint.ts). */
const schemas = () => import('./schemas')

const childPath = (base: string) => (childId: string) => `${base}/${encodeURIComponent(childId)}`

/** One child's curriculum activities and videos for the portal (a parent's own child; admins: any child): spread into `api.family` (src/registry/api.ts). */
export const childRecordEndpoints = {
  curriculumOfChild: get(childPath('/api/curriculum'), familyRecordsActions.readRecords).returns<CurriculumActivityRecord[]>(),
  videosOfChild: get(childPath('/api/videos'), familyRecordsActions.readRecords).returns<DevelopmentVideoRecord[]>(),
} as const

/** Daily reports and milestones, read and added at the same path (/admin-db, the portal): spread into `api.records`. */
export const dailyRecordEndpoints = {
  /** All for an admin, a parent's own children's for a parent; `?childId=` filters. */
  dailyActivities: get('/api/daily-activities', familyRecordsActions.readRecords).returns<DailyActivityRecord[]>(),
  addDailyActivity: post('/api/daily-activities', async () => (await schemas()).dailyActivitySchema, familyRecordsActions.reportDay).returns<DailyActivityRecord>(),
  milestones: get('/api/milestones', familyRecordsActions.readRecords).returns<MilestoneRecord[]>(),
  addMilestone: post('/api/milestones', async () => (await schemas()).milestoneSchema, familyRecordsActions.reportDay).returns<MilestoneRecord>(),
} as const

/** The admins' curriculum activities and development videos (/admin, /admin-dashboard): spread into `api.admin`. */
export const familyRecordAdminEndpoints = {
  activities: get('/api/admin/activities', familyRecordsActions.listRecords).returns<CurriculumActivityRecord[]>(),
  addActivity: post('/api/admin/curriculum', async () => (await schemas()).curriculumActivitySchema, familyRecordsActions.keepRecords).returns<Done & { activity: CurriculumActivityRecord }>(),
  videos: get('/api/admin/videos', familyRecordsActions.listRecords).returns<DevelopmentVideoRecord[]>(),
  addVideo: post('/api/admin/videos', async () => (await schemas()).developmentVideoSchema, familyRecordsActions.keepRecords).returns<Done & { video: DevelopmentVideoRecord }>(),
  /** The same path with a multipart form: these fields and the file in `video`. */
  uploadVideo: post('/api/admin/videos', async () => (await schemas()).developmentVideoUploadSchema, familyRecordsActions.keepRecords).returns<Done & { video: DevelopmentVideoRecord }>(),
} as const
