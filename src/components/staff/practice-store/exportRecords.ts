import { isoDate, localToday } from '@/lib/dates'
import type { ScratchRecords } from './types'

/** SPEC §2: daycare-data-{date}.json, {date} being today (local day) as YYYY-MM-DD. */
export const exportFileName = (now: Date = new Date()) => `daycare-data-${isoDate(localToday(now))}.json`

/** Exactly the export's five keys: the four lists and when it was made (an ISO timestamp). */
export function exportDocument({ parents, children, dailyActivities, milestones }: ScratchRecords, now: Date = new Date()) {
  return { parents, children, dailyActivities, milestones, exportDate: now.toISOString() }
}

/** Saves the records as a JSON file through a Blob and an object URL; nothing leaves the browser. */
export function downloadRecords(records: ScratchRecords) {
  const now = new Date()
  const blob = new Blob([JSON.stringify(exportDocument(records, now), null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = exportFileName(now)
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
