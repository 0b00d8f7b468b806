/** Collections whose documents belong to one child, and so to that child's family. */
export const FAMILY_RECORD_COLLECTIONS = [
  'curriculum-activities',
  'development-videos',
  'daily-activities',
  'milestones',
  'media',
] as const
