/** The toasts of the in-memory admin (SPEC §5 'Missing Information' checks, §8 texts). */

export const MISSING_INFORMATION = 'Missing Information'
const FILL_IN_REQUIRED = 'Please fill in all required fields.'

export const RECORD_TOASTS = {
  parent: { missing: FILL_IN_REQUIRED, added: 'Parent added successfully!', failed: 'Failed to add parent. Please try again.' },
  child: { missing: FILL_IN_REQUIRED, added: 'Child added successfully!', failed: 'Failed to add child. Please try again.' },
  dailyActivity: {
    missing: 'Please select a child and date.',
    added: 'Daily activity added successfully!',
    failed: 'Failed to add activity. Please try again.',
  },
  milestone: { missing: FILL_IN_REQUIRED, added: 'Milestone added successfully!', failed: 'Failed to add milestone. Please try again.' },
} as const

export type RecordKind = keyof typeof RECORD_TOASTS

/** One short line on both screens: this is a practice area, not the centre's records. */
export const PRACTICE_NOTICE =
  "Practice area: what you add here stays in this browser tab only. It is not saved to the centre's records and is gone when the tab closes."
