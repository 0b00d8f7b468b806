/**
 * The add-record forms of every staff screen (in-memory, /admin-db, /secure-admin): SPEC §5's required
 * fields and red 'Missing Information' toast, and SPEC §8's success and failure texts (in English; the
 * catalogue's `staff.shared.addRecord.<kind>` has them in each language).
 */

export const MISSING_INFORMATION = 'Missing Information'
const FILL_IN_REQUIRED = 'Please fill in all required fields.'

export const REQUIRED_FIELDS = {
  parent: ['firstName', 'lastName', 'email'],
  child: ['firstName', 'lastName', 'dateOfBirth', 'parentId'],
  dailyActivity: ['childId', 'date'],
  milestone: ['childId', 'title', 'description'],
} as const

export type AddRecordKind = keyof typeof REQUIRED_FIELDS

/** The fields a kind of record requires. */
export type RequiredField<K extends AddRecordKind> = (typeof REQUIRED_FIELDS)[K][number]

export const ADD_RECORD_TOASTS = {
  parent: { missing: FILL_IN_REQUIRED, added: 'Parent added successfully!', failed: 'Failed to add parent. Please try again.' },
  child: { missing: FILL_IN_REQUIRED, added: 'Child added successfully!', failed: 'Failed to add child. Please try again.' },
  dailyActivity: {
    missing: 'Please select a child and date.',
    added: 'Daily activity added successfully!',
    failed: 'Failed to add activity. Please try again.',
  },
  milestone: { missing: FILL_IN_REQUIRED, added: 'Milestone added successfully!', failed: 'Failed to add milestone. Please try again.' },
} as const satisfies Record<AddRecordKind, { missing: string; added: string; failed: string }>
