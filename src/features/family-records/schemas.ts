import { z } from '@/contract/schemas/z'

import {
  CURRICULUM_CATEGORIES,
  DEFAULT_MILESTONE_CATEGORY,
  MAX,
  MILESTONE_CATEGORIES,
  VIDEO_CATEGORIES,
} from '@/lib/constants'
import { CHILD_ID_REQUIRED, choice, dateText, idText, optionalText, requiredText, webUrl } from '@/contract/schemas/fields'

/**
 * The family records' bodies and messages, stated once: the staff forms (screens), the endpoints
 * (`readBody`) and the collections' field rules all use these. The contract loads this module on demand
 * (endpoints.ts), so a screen that only reads records never downloads zod.
 */

export const CATEGORY_REQUIRED = 'Category is required'

/** Curriculum activity, /admin form (client messages). */
export const curriculumActivityFormSchema = z.object({
  childId: idText('Child is required'),
  title: requiredText('Title is required', MAX.line),
  description: requiredText('Description is required', MAX.text),
  category: choice(CURRICULUM_CATEGORIES, CATEGORY_REQUIRED),
  notes: optionalText().optional(),
})

export const curriculumActivityMessages = {
  childId: CHILD_ID_REQUIRED,
  title: 'Activity title is required',
  description: 'Activity description is required',
  category: CATEGORY_REQUIRED,
} as const

/** Curriculum activity, server messages. */
export const curriculumActivitySchema = z.object({
  childId: idText(curriculumActivityMessages.childId),
  title: requiredText(curriculumActivityMessages.title, MAX.line),
  description: requiredText(curriculumActivityMessages.description, MAX.text),
  category: choice(CURRICULUM_CATEGORIES, curriculumActivityMessages.category),
  completedAt: dateText('Completed date must be a valid date').optional(),
  notes: optionalText().optional(),
})

export const developmentVideoMessages = {
  childId: CHILD_ID_REQUIRED,
  title: 'Video title is required',
  category: CATEGORY_REQUIRED,
  videoUrl: 'Valid video URL is required',
} as const

export const developmentVideoSchema = z.object({
  childId: idText(developmentVideoMessages.childId),
  title: requiredText(developmentVideoMessages.title, MAX.line),
  description: optionalText().optional(),
  videoUrl: webUrl(developmentVideoMessages.videoUrl),
  thumbnailUrl: z.union([z.literal(''), webUrl('Valid thumbnail URL is required')]).optional(),
  category: choice(VIDEO_CATEGORIES, developmentVideoMessages.category),
  recordedAt: dateText('Recorded date must be a valid date').optional(),
})

export const dailyActivityMessages = {
  childId: CHILD_ID_REQUIRED,
  date: 'Date is required',
  createdBy: 'Created by is required',
} as const

/** createdBy is never taken from input: the server sets it from the session. */
export const dailyActivitySchema = z.object({
  childId: idText(dailyActivityMessages.childId),
  date: dateText(dailyActivityMessages.date),
  mealTime: optionalText(MAX.line).optional(),
  napTime: optionalText(MAX.line).optional(),
  activities: optionalText().optional(),
  mood: optionalText(MAX.name).optional(),
  notes: optionalText().optional(),
})

export const milestoneMessages = {
  childId: CHILD_ID_REQUIRED,
  title: 'Milestone title is required',
  description: 'Description is required',
  category: CATEGORY_REQUIRED,
  createdBy: 'Created by is required',
} as const

export const milestoneSchema = z.object({
  childId: idText(milestoneMessages.childId),
  title: requiredText(milestoneMessages.title, MAX.line),
  description: requiredText(milestoneMessages.description, MAX.text),
  category: choice(MILESTONE_CATEGORIES, milestoneMessages.category).default(DEFAULT_MILESTONE_CATEGORY),
  achievedAt: dateText('Achieved date must be a valid date').optional(),
  notes: optionalText().optional(),
})

/** The fields of a video uploaded as a file (multipart): the file takes the place of `videoUrl`. */
export const developmentVideoUploadSchema = developmentVideoSchema.omit({ videoUrl: true })
