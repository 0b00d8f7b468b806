import type { AddRecordKind } from '@/components/staff/shared/add-record-checks'

/** One short line on both screens: this is a practice area, not the centre's records. */
export const PRACTICE_NOTICE =
  "Practice area: what you add here stays in this browser tab only. It is not saved to the centre's records and is gone when the tab closes."

/** Each add dialog's title (also its button's and its submit's label) and what it adds. */
export const ADD_DIALOGS: Record<AddRecordKind, { title: string; description: string }> = {
  parent: { title: 'Add Parent', description: 'A parent or guardian, for practice in this tab.' },
  child: { title: 'Add Child', description: 'A child and the parent they belong to, for practice in this tab.' },
  dailyActivity: { title: 'Add Daily Activity', description: "How a child's day went: meals, naps, activities and mood." },
  milestone: { title: 'Add Milestone', description: 'Something a child achieved, and when.' },
}
