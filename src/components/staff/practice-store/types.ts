import type { MILESTONE_CATEGORIES, MOODS } from '@/lib/constants'

/** The in-memory variants of SPEC §3: records kept in this browser tab only, never sent anywhere. */

export type Mood = (typeof MOODS)[number]
/** SPEC §3: the in-memory milestone categories ('creative' belongs to the demo parent portal only). */
export type ScratchMilestoneCategory = Exclude<(typeof MILESTONE_CATEGORIES)[number], 'creative'>

export type ScratchParent = {
  id: string
  firstName: string
  lastName: string
  email: string
  phone: string
  address: string
  emergencyContact: string
  /** Always empty: SPEC §3 keeps the list on the parent, the child points to its parent. */
  children: string[]
  createdAt: string
}

export type ScratchChild = {
  id: string
  firstName: string
  lastName: string
  dateOfBirth: string
  parentId: string
  /** The selected parent's name when the child was added. */
  parentName: string
  emergencyContact: string
  medicalInfo: string
  allergies: string
  enrollmentDate: string
  createdAt: string
}

export type ScratchDailyActivity = {
  id: string
  childId: string
  date: string
  meals: string
  naps: string
  activities: string
  /** A mood, or '' when none was chosen. */
  mood: Mood | ''
  notes: string
  staffName: string
  createdAt: string
}

export type ScratchMilestone = {
  id: string
  childId: string
  title: string
  description: string
  category: ScratchMilestoneCategory
  achievedDate: string
  notes: string
  createdAt: string
}

/** Everything the tab holds; activities and milestones are kept newest first. */
export type ScratchRecords = {
  parents: ScratchParent[]
  children: ScratchChild[]
  dailyActivities: ScratchDailyActivity[]
  milestones: ScratchMilestone[]
}

type Input<T> = Omit<T, 'id' | 'createdAt'>

export type ParentInput = Omit<Input<ScratchParent>, 'children'>
export type ChildInput = Omit<Input<ScratchChild>, 'parentName'>
export type DailyActivityInput = Input<ScratchDailyActivity>
export type MilestoneInput = Input<ScratchMilestone>
