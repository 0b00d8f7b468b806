/**
 * The choices of the enrollment application (/apply): the stored values and their English labels (the
 * form shows each in the page's language from the catalogue, by its value). The schemas and the staff
 * screens read them through src/lib/constants.ts; the form imports this module alone, so a visitor's
 * phone does not download every constant of the app with it.
 */
export const APPLICATION_AGE_GROUPS = [
  { value: 'infant', label: 'Infant (6 weeks-12 months)' },
  { value: 'toddler', label: 'Toddler (1-3 years)' },
  { value: 'preschool', label: 'Preschool (3-5 years)' },
  { value: 'school-age', label: 'School Age (6-12 years)' },
] as const

export const SCHEDULE_PREFERENCES = [
  { value: 'first-shift', label: 'First Shift (6:30 AM-6:00 PM)' },
  { value: 'second-shift', label: 'Second Shift (6:00 PM-10:00 PM)' },
  { value: 'both-shifts', label: 'Both Shifts' },
  { value: 'before-after-school', label: 'Before/After School' },
] as const

export const SERVICES_NEEDED = [
  { value: 'meals', label: 'Meal Program' },
  { value: 'transportation', label: 'Transportation' },
  { value: 'before-school', label: 'Before School Care' },
  { value: 'after-school', label: 'After School Care' },
] as const
