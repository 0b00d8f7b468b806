/**
 * The in-memory records of /firebase-admin and /data-viewer (SPEC §3, §5, §8): ids, ordering, the
 * derived parentName, the required-field check, what is accepted back from storage, and the store over
 * an injected storage object.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { exportDocument, exportFileName } from '@/components/staff/practice-store/exportRecords'
import {
  addChild,
  addDailyActivity,
  addMilestone,
  addParent,
  EMPTY_RECORDS,
  missingFields,
  nextId,
  parseStoredRecords,
  SCRATCH_MILESTONE_CATEGORIES,
} from '@/components/staff/practice-store/scratchRecords'
import { REQUIRED_FIELDS } from '@/components/staff/shared/add-record-checks'
import { createScratchStore, type RecordStorage, SCRATCH_RECORDS_KEY } from '@/components/staff/practice-store/store'
import type { DailyActivityInput, MilestoneInput, ParentInput, ScratchRecords } from '@/components/staff/practice-store/types'

const NOON = new Date('2025-03-10T12:00:00.000Z')
const later = (ms: number) => new Date(NOON.getTime() + ms)

const parentInput: ParentInput = { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phone: '', address: '', emergencyContact: '' }

function family(): ScratchRecords {
  const withParent = addParent(EMPTY_RECORDS, parentInput, NOON).records
  const child = { firstName: 'Leo', lastName: 'Lopez', dateOfBirth: '2021-04-02', parentId: withParent.parents[0].id, emergencyContact: '', medicalInfo: '', allergies: '', enrollmentDate: '' }
  return addChild(withParent, child, later(1)).records
}

const activityOn = (records: ScratchRecords, date: string): DailyActivityInput => ({
  childId: records.children[0].id,
  date,
  meals: '',
  naps: '',
  activities: '',
  mood: 'happy',
  notes: '',
  staffName: '',
})

const milestoneOn = (records: ScratchRecords, achievedDate: string, title: string): MilestoneInput => ({
  childId: records.children[0].id,
  title,
  description: 'Something new',
  category: 'physical',
  achievedDate,
  notes: '',
})

/** A Map-backed storage, as sessionStorage behaves for one tab. */
function memoryStorage(initial?: string): RecordStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>(initial === undefined ? [] : [[SCRATCH_RECORDS_KEY, initial]])
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
  }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ids', () => {
  it('is the current timestamp as a string', () => {
    expect(nextId(EMPTY_RECORDS, NOON.getTime())).toBe(String(NOON.getTime()))
  })

  it('is one more than the largest id in use when that is not older than now (same millisecond)', () => {
    const records = family()
    expect(records.children[0].id).toBe(String(NOON.getTime() + 1))
    expect(nextId(records, NOON.getTime())).toBe(String(NOON.getTime() + 2))
  })

  it('stays unique across record types when every record is made in the same millisecond', () => {
    const store = createScratchStore(() => memoryStorage(), () => NOON)
    const parent = store.addParent(parentInput)
    const child = store.addChild({ firstName: 'Leo', lastName: 'Lopez', dateOfBirth: '2021-04-02', parentId: parent.id, emergencyContact: '', medicalInfo: '', allergies: '', enrollmentDate: '' })
    const activity = store.addDailyActivity(activityOn(store.getSnapshot(), '2025-03-10'))
    const milestone = store.addMilestone(milestoneOn(store.getSnapshot(), '2025-03-10', 'First steps'))
    expect(new Set([parent.id, child.id, activity.id, milestone.id]).size).toBe(4)
  })
})

describe('adding records', () => {
  it("gives a child the selected parent's name", () => {
    const records = family()
    expect(records.children[0]).toMatchObject({ parentId: records.parents[0].id, parentName: 'Ana Lopez' })
  })

  it('refuses a child whose parent does not exist', () => {
    const child = { firstName: 'Leo', lastName: 'Lopez', dateOfBirth: '2021-04-02', parentId: '42', emergencyContact: '', medicalInfo: '', allergies: '', enrollmentDate: '' }
    expect(() => addChild(EMPTY_RECORDS, child, NOON)).toThrow()
  })

  it('gives a parent an empty children list and a creation timestamp', () => {
    const { added } = addParent(EMPTY_RECORDS, parentInput, NOON)
    expect(added).toMatchObject({ children: [], createdAt: NOON.toISOString() })
  })

  it('keeps daily activities by date, newest first, and the later-added first on the same date', () => {
    let records = family()
    const dates = ['2025-03-10', '2025-03-12', '2025-03-11', '2025-03-12']
    const ids: string[] = []
    dates.forEach((date, index) => {
      const result = addDailyActivity(records, activityOn(records, date), later(10 + index))
      records = result.records
      ids.push(result.added.id)
    })
    expect(records.dailyActivities.map(({ date }) => date)).toEqual(['2025-03-12', '2025-03-12', '2025-03-11', '2025-03-10'])
    expect(records.dailyActivities[0].id).toBe(ids[3])
  })

  it('keeps milestones by achieved date, newest first', () => {
    let records = family()
    for (const [date, title] of [
      ['2022-05-01', 'First steps'],
      ['2024-09-15', 'Counts to ten'],
      ['2022-11-20', 'First words'],
    ]) {
      records = addMilestone(records, milestoneOn(records, date, title), later(10)).records
    }
    expect(records.milestones.map(({ title }) => title)).toEqual(['Counts to ten', 'First words', 'First steps'])
  })
})

describe("the 'Missing Information' check", () => {
  it('lists the blank required fields in form order, spaces counting as blank', () => {
    expect(missingFields({ ...parentInput, firstName: ' ', email: '' }, REQUIRED_FIELDS.parent)).toEqual(['firstName', 'email'])
    expect(missingFields(parentInput, REQUIRED_FIELDS.parent)).toEqual([])
  })

  it('requires what SPEC §5 requires of each form', () => {
    expect(REQUIRED_FIELDS).toEqual({
      parent: ['firstName', 'lastName', 'email'],
      child: ['firstName', 'lastName', 'dateOfBirth', 'parentId'],
      dailyActivity: ['childId', 'date'],
      milestone: ['childId', 'title', 'description'],
    })
  })

  it('offers the in-memory milestone categories of SPEC §3, physical first', () => {
    expect(SCRATCH_MILESTONE_CATEGORIES).toEqual(['physical', 'cognitive', 'social', 'emotional', 'language'])
  })
})

describe('reading stored records', () => {
  it('starts empty when nothing is stored', () => {
    expect(parseStoredRecords(null)).toEqual(EMPTY_RECORDS)
  })

  it('reads back what was stored', () => {
    const records = addMilestone(family(), milestoneOn(family(), '2025-03-01', 'First steps'), later(5)).records
    expect(parseStoredRecords(JSON.stringify(records))).toEqual(records)
  })

  it('sorts hand-reordered activities and milestones newest first', () => {
    let records = family()
    records = addDailyActivity(records, activityOn(records, '2025-03-10'), later(2)).records
    records = addDailyActivity(records, activityOn(records, '2025-03-12'), later(3)).records
    const reversed = { ...records, dailyActivities: [...records.dailyActivities].reverse() }
    expect(parseStoredRecords(JSON.stringify(reversed)).dailyActivities.map(({ date }) => date)).toEqual(['2025-03-12', '2025-03-10'])
  })

  it('drops fields it does not know', () => {
    const records = family()
    const edited = { ...records, extra: true, parents: [{ ...records.parents[0], password: 'x' }] }
    const read = parseStoredRecords(JSON.stringify(edited))
    expect(read).toEqual(records)
    expect(read.parents[0]).not.toHaveProperty('password')
  })

  it.each([
    ['broken JSON', '{"parents": ['],
    ['not an object', '"hello"'],
    ['a missing list', JSON.stringify({ parents: [], children: [], dailyActivities: [] })],
    ['a number where text belongs', JSON.stringify({ ...EMPTY_RECORDS, parents: [{ ...addParent(EMPTY_RECORDS, parentInput, NOON).added, firstName: 7 }] })],
  ])('refuses %s', (_, stored) => {
    expect(() => parseStoredRecords(stored)).toThrow()
  })

  it('refuses a mood, a category or a date outside the value sets', () => {
    const records = family()
    const activity = addDailyActivity(records, activityOn(records, '2025-03-10'), later(2)).records
    const milestone = addMilestone(records, milestoneOn(records, '2025-03-10', 'First steps'), later(2)).records
    const edits = [
      { ...activity, dailyActivities: [{ ...activity.dailyActivities[0], mood: 'grumpy' }] },
      { ...activity, dailyActivities: [{ ...activity.dailyActivities[0], date: '2025-13-40' }] },
      { ...milestone, milestones: [{ ...milestone.milestones[0], category: 'creative' }] },
    ]
    for (const edited of edits) expect(() => parseStoredRecords(JSON.stringify(edited))).toThrow()
  })
})

describe('the store over a storage object', () => {
  it('reads storage once and returns the same snapshot until something changes', () => {
    const storage = memoryStorage(JSON.stringify(family()))
    const getItem = vi.spyOn(storage, 'getItem')
    const store = createScratchStore(() => storage)
    const first = store.getSnapshot()
    expect(first.children).toHaveLength(1)
    expect(store.getSnapshot()).toBe(first)
    expect(getItem).toHaveBeenCalledTimes(1)
  })

  it('writes every addition to storage and tells its subscribers', () => {
    const storage = memoryStorage()
    const store = createScratchStore(() => storage, () => NOON)
    const listener = vi.fn()
    store.subscribe(listener)
    const parent = store.addParent(parentInput)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(parseStoredRecords(storage.entries.get(SCRATCH_RECORDS_KEY)!).parents).toEqual([parent])
    expect(store.getSnapshot().parents).toEqual([parent])
  })

  it('starts empty and logs to the console when the stored value is corrupt', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const store = createScratchStore(() => memoryStorage('not json'))
    expect(store.getSnapshot()).toEqual(EMPTY_RECORDS)
    expect(error).toHaveBeenCalledOnce()
  })

  it('starts empty and logs to the console when storage cannot be used at all', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const store = createScratchStore(() => {
      throw new DOMException('Access is denied', 'SecurityError')
    })
    expect(store.getSnapshot()).toEqual(EMPTY_RECORDS)
    expect(error).toHaveBeenCalledOnce()
  })

  it('changes nothing and throws when the write fails (storage full)', () => {
    const storage = memoryStorage()
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    const store = createScratchStore(() => storage)
    const before = store.getSnapshot()
    const listener = vi.fn()
    store.subscribe(listener)
    expect(() => store.addParent(parentInput)).toThrow(DOMException)
    expect(store.getSnapshot()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
  })

  it('stops telling a subscriber who unsubscribed', () => {
    const store = createScratchStore(() => memoryStorage())
    const listener = vi.fn()
    store.subscribe(listener)()
    store.addParent(parentInput)
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('the export', () => {
  it("is named after today's local date", () => {
    expect(exportFileName(new Date(2025, 0, 5, 23, 30))).toBe('daycare-data-2025-01-05.json')
  })

  it('holds exactly the four lists and the export date', () => {
    const exported = exportDocument(family(), NOON)
    expect(Object.keys(exported).sort()).toEqual(['children', 'dailyActivities', 'exportDate', 'milestones', 'parents'])
    expect(exported.exportDate).toBe(NOON.toISOString())
  })
})
