import { useSyncExternalStore } from 'react'

import { addChild, addDailyActivity, addMilestone, addParent, type Added, EMPTY_RECORDS, parseStoredRecords } from './scratchRecords'
import type { ChildInput, DailyActivityInput, MilestoneInput, ParentInput, ScratchRecords } from './types'

/** The session-storage entry that holds this tab's practice records (per tab, kept across reloads). */
export const SCRATCH_RECORDS_KEY = 'scratchRecords'

export type RecordStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * A store of the in-memory records for `useSyncExternalStore`, backed by a storage object (the tab's
 * sessionStorage in the browser, a stand-in in tests). Nothing here touches the network.
 */
export function createScratchStore(storage: () => RecordStorage, clock: () => Date = () => new Date()) {
  let records: ScratchRecords | null = null
  const listeners = new Set<() => void>()

  /** The records, read from storage once; unreadable or invalid storage starts empty (SPEC §8: only logged). */
  function getSnapshot(): ScratchRecords {
    if (records) return records
    try {
      records = parseStoredRecords(storage().getItem(SCRATCH_RECORDS_KEY))
    } catch (error) {
      console.error('The practice records of this tab could not be read; starting with none.', error)
      records = EMPTY_RECORDS
    }
    return records
  }

  /** Stores first, so that a failed write (quota, storage disabled) throws and changes nothing. */
  function save<T>(change: (current: ScratchRecords, now: Date) => Added<T>): T {
    const { records: next, added } = change(getSnapshot(), clock())
    storage().setItem(SCRATCH_RECORDS_KEY, JSON.stringify(next))
    records = next
    for (const listener of listeners) listener()
    return added
  }

  return {
    getSnapshot,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    addParent: (input: ParentInput) => save((current, now) => addParent(current, input, now)),
    addChild: (input: ChildInput) => save((current, now) => addChild(current, input, now)),
    addDailyActivity: (input: DailyActivityInput) => save((current, now) => addDailyActivity(current, input, now)),
    addMilestone: (input: MilestoneInput) => save((current, now) => addMilestone(current, input, now)),
  }
}

export type ScratchStore = ReturnType<typeof createScratchStore>

/** The one store of the tab, shared by /firebase-admin and /data-viewer. */
export const scratchStore = createScratchStore(() => window.sessionStorage)

const notLoadedYet = () => null

/** This tab's records; null in the server's HTML and while hydrating (storage not read yet). */
export function useScratchRecords(): ScratchRecords | null {
  return useSyncExternalStore(scratchStore.subscribe, scratchStore.getSnapshot, notLoadedYet)
}
