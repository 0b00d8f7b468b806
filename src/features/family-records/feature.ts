import type { Feature, RoutesOf } from '../feature'
import { familyRecordsActions } from './actions'
import { CurriculumActivities } from './collections/curriculumActivities'
import { DailyActivities } from './collections/dailyActivities'
import { DevelopmentVideos } from './collections/developmentVideos'
import { Milestones } from './collections/milestones'
import { childRecordEndpoints, dailyRecordEndpoints, familyRecordAdminEndpoints } from './endpoints'

/** Its /api entries, as the contract has them (src/registry/api.ts spreads them into their groups). */
const endpoints = { ...childRecordEndpoints, ...dailyRecordEndpoints, ...familyRecordAdminEndpoints } as const

/**
 * The records the centre keeps of a child's days and growth, which the child's parents read: curriculum
 * activities, development videos, daily reports and milestones. The collections in their CMS menu order.
 */
export const familyRecordsFeature = {
  name: 'family-records',
  collections: [CurriculumActivities, DevelopmentVideos, DailyActivities, Milestones],
  seed: [{ when: 'child', run: async ({ payload, req, upsert }, child) => (await import('./seed')).seedFamilyRecordsOf(payload, req, upsert, child.id, child.index) }],
  actions: familyRecordsActions,
  messages: ['staff.db', 'portal.card', 'portal.progress'],
  endpoints,
  routes: {
    curriculumOfChild: 'curriculumOfChild',
    videosOfChild: 'videosOfChild',
    dailyActivities: 'dailyActivities',
    addDailyActivity: 'dailyActivities',
    milestones: 'milestones',
    addMilestone: 'milestones',
    activities: 'adminActivities',
    addActivity: 'adminCurriculum',
    videos: 'adminVideos',
    addVideo: 'adminVideos',
    uploadVideo: 'adminVideos',
  } satisfies RoutesOf<typeof endpoints>,
  pages: { '/parent-portal': 'screens/portal/ParentPortalPage', '/admin-db': 'screens/staff/admin-db/AdminDbPage' },
} as const satisfies Feature
