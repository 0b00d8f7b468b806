import { z } from '@/contract/schemas/z'

import { DEFAULT_MILESTONE_CATEGORY, MAX, MILESTONE_CATEGORIES, MOODS } from '@/lib/constants'
import { isDay } from '@/lib/dates'
import type {
  ChildInput,
  DailyActivityInput,
  MilestoneInput,
  ParentInput,
  ScratchChild,
  ScratchDailyActivity,
  ScratchMilestone,
  ScratchMilestoneCategory,
  ScratchParent,
  ScratchRecords,
} from './types'

/**
 * The rules of the in-memory records (SPEC §3), as pure functions of the records and the clock: the
 * store (store.ts) only reads and writes them.
 */

export const SCRATCH_MILESTONE_CATEGORIES = MILESTONE_CATEGORIES.filter(
  (category): category is ScratchMilestoneCategory => category !== 'creative',
)
export const DEFAULT_SCRATCH_MILESTONE_CATEGORY: ScratchMilestoneCategory = DEFAULT_MILESTONE_CATEGORY

export const EMPTY_RECORDS: ScratchRecords = Object.freeze({ parents: [], children: [], dailyActivities: [], milestones: [] })

/** What adding a record gives: every list after the addition, and the new record. */
export type Added<T> = { records: ScratchRecords; added: T }

/**
 * SPEC §3: an id is the current timestamp as a string. Two records made in the same millisecond (or
 * after the clock went back) get the next number after the largest id in use, so ids stay unique.
 */
export function nextId(records: ScratchRecords, now: number): string {
  let largest = 0
  for (const list of [records.parents, records.children, records.dailyActivities, records.milestones]) {
    for (const { id } of list) {
      const value = Number(id)
      if (Number.isSafeInteger(value) && value > largest) largest = value
    }
  }
  return String(Math.max(Math.trunc(now), largest + 1))
}

/** Newest first by a calendar day; the later-added record first on the same day. */
function newestFirst<T extends { id: string; createdAt: string }>(list: readonly T[], day: (record: T) => string): T[] {
  return [...list].sort(
    (a, b) => day(b).localeCompare(day(a)) || b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id),
  )
}

/** SPEC §3: daily activities by date, newest first. */
export const sortDailyActivities = (list: readonly ScratchDailyActivity[]) => newestFirst(list, (activity) => activity.date)
/** SPEC §3: milestones by achieved date, newest first. */
export const sortMilestones = (list: readonly ScratchMilestone[]) => newestFirst(list, (milestone) => milestone.achievedDate)

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim()

/** The stamp every new record gets: its id and its creation time. */
function stamp(records: ScratchRecords, now: Date) {
  return { id: nextId(records, now.getTime()), createdAt: now.toISOString() }
}

export function addParent(records: ScratchRecords, input: ParentInput, now: Date): Added<ScratchParent> {
  const added: ScratchParent = { ...stamp(records, now), ...input, children: [] }
  return { added, records: { ...records, parents: [...records.parents, added] } }
}

/** The child's parentName is the selected parent's name; a parent that does not exist is refused. */
export function addChild(records: ScratchRecords, input: ChildInput, now: Date): Added<ScratchChild> {
  const parent = records.parents.find(({ id }) => id === input.parentId)
  if (!parent) throw new Error(`No parent with id ${input.parentId}`)
  const added: ScratchChild = { ...stamp(records, now), ...input, parentName: fullName(parent) }
  return { added, records: { ...records, children: [...records.children, added] } }
}

export function addDailyActivity(records: ScratchRecords, input: DailyActivityInput, now: Date): Added<ScratchDailyActivity> {
  const added: ScratchDailyActivity = { ...stamp(records, now), ...input }
  return { added, records: { ...records, dailyActivities: sortDailyActivities([...records.dailyActivities, added]) } }
}

export function addMilestone(records: ScratchRecords, input: MilestoneInput, now: Date): Added<ScratchMilestone> {
  const added: ScratchMilestone = { ...stamp(records, now), ...input }
  return { added, records: { ...records, milestones: sortMilestones([...records.milestones, added]) } }
}

/** The required fields left blank (only spaces counts as blank), in form order. */
export function missingFields<T extends Record<string, string>>(input: T, required: readonly (keyof T & string)[]): (keyof T & string)[] {
  return required.filter((field) => input[field].trim() === '')
}

const text = z.string().max(MAX.text)
const id = z.string().min(1).max(64)
const day = z.string().refine(isDay)
const optionalDay = z.union([z.literal(''), day])
const timestamp = z.iso.datetime()

const storedParent = z.object({
  id,
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  address: text,
  emergencyContact: text,
  children: z.array(id),
  createdAt: timestamp,
})

const storedChild = z.object({
  id,
  firstName: text,
  lastName: text,
  dateOfBirth: day,
  parentId: id,
  parentName: text,
  emergencyContact: text,
  medicalInfo: text,
  allergies: text,
  enrollmentDate: optionalDay,
  createdAt: timestamp,
})

const storedDailyActivity = z.object({
  id,
  childId: id,
  date: day,
  meals: text,
  naps: text,
  activities: text,
  mood: z.union([z.literal(''), z.enum(MOODS)]),
  notes: text,
  staffName: text,
  createdAt: timestamp,
})

const storedMilestone = z.object({
  id,
  childId: id,
  title: text,
  description: text,
  category: z.enum(SCRATCH_MILESTONE_CATEGORIES as [ScratchMilestoneCategory, ...ScratchMilestoneCategory[]]),
  achievedDate: day,
  notes: text,
  createdAt: timestamp,
})

const storedRecords = z.object({
  parents: z.array(storedParent),
  children: z.array(storedChild),
  dailyActivities: z.array(storedDailyActivity),
  milestones: z.array(storedMilestone),
})

/**
 * Reads what the tab stored (null: nothing yet). Throws on anything that is not exactly our records
 * (broken JSON, a hand-edited field): the caller starts empty rather than show half-valid data.
 * Unknown extra fields are dropped; activities and milestones come back newest first.
 */
export function parseStoredRecords(stored: string | null): ScratchRecords {
  if (stored === null) return EMPTY_RECORDS
  const result = storedRecords.safeParse(JSON.parse(stored))
  if (!result.success) throw new Error(`Stored records are not valid: ${z.prettifyError(result.error)}`)
  const records = result.data
  return { ...records, dailyActivities: sortDailyActivities(records.dailyActivities), milestones: sortMilestones(records.milestones) }
}
