import 'server-only'

import { mediaSrc } from '@/lib/media'
import { relationId } from '@/lib/relationId'
import type { CurriculumActivity, DailyActivity, DevelopmentVideo, Milestone } from '@/payload-types'
import type { CurriculumActivityRecord, DailyActivityRecord, DevelopmentVideoRecord, MilestoneRecord } from './record'

export const wireCurriculumActivity = (activity: CurriculumActivity): CurriculumActivityRecord => ({
  id: activity.id,
  childId: relationId(activity.child),
  title: activity.title,
  description: activity.description,
  category: activity.category,
  completedAt: activity.completedAt ?? null,
  notes: activity.notes ?? null,
  createdAt: activity.createdAt,
})

export const wireDevelopmentVideo = (video: DevelopmentVideo): DevelopmentVideoRecord => ({
  id: video.id,
  childId: relationId(video.child),
  title: video.title,
  description: video.description ?? null,
  // Our own uploads as paths on this site, whatever origin the server had when they were stored.
  videoUrl: mediaSrc(video.videoUrl) ?? video.videoUrl,
  thumbnailUrl: mediaSrc(video.thumbnailUrl) ?? null,
  category: video.category,
  recordedAt: video.recordedAt ?? null,
  createdAt: video.createdAt,
})

export const wireDailyActivity = (activity: DailyActivity): DailyActivityRecord => ({
  id: activity.id,
  childId: relationId(activity.child),
  date: activity.date,
  mealTime: activity.mealTime ?? null,
  napTime: activity.napTime ?? null,
  activities: activity.activities ?? null,
  mood: activity.mood ?? null,
  notes: activity.notes ?? null,
  createdBy: relationId(activity.createdBy),
  createdAt: activity.createdAt,
})

export const wireMilestone = (milestone: Milestone): MilestoneRecord => ({
  id: milestone.id,
  childId: relationId(milestone.child),
  title: milestone.title,
  description: milestone.description,
  category: milestone.category,
  achievedAt: milestone.achievedAt ?? null,
  notes: milestone.notes ?? null,
  createdBy: relationId(milestone.createdBy),
  createdAt: milestone.createdAt,
})
