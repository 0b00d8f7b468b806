import type { CURRICULUM_CATEGORIES, MILESTONE_CATEGORIES, VIDEO_CATEGORIES } from '@/lib/constants'

/**
 * The family records as the /api sends them (spec field names: `childId`, `createdBy`; dates as ISO
 * strings, `null` for empty): wire.ts is declared to return these, the screens read them.
 */

export type CurriculumActivityRecord = {
  id: string
  childId: string | null
  title: string
  description: string
  category: (typeof CURRICULUM_CATEGORIES)[number]
  completedAt: string | null
  notes: string | null
  createdAt: string
}

export type DevelopmentVideoRecord = {
  id: string
  childId: string | null
  title: string
  description: string | null
  /** Our own uploads as a path on this site (`/api/cms/media/file/…`), else the URL staff gave. */
  videoUrl: string
  thumbnailUrl: string | null
  category: (typeof VIDEO_CATEGORIES)[number]
  recordedAt: string | null
  createdAt: string
}

export type DailyActivityRecord = {
  id: string
  childId: string | null
  date: string
  mealTime: string | null
  napTime: string | null
  activities: string | null
  mood: string | null
  notes: string | null
  createdBy: string | null
  createdAt: string
}

export type MilestoneRecord = {
  id: string
  childId: string | null
  title: string
  description: string
  category: (typeof MILESTONE_CATEGORIES)[number]
  achievedAt: string | null
  notes: string | null
  createdBy: string | null
  createdAt: string
}
