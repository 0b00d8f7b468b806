import { useTranslations } from 'next-intl'

/**
 * The age groups the portal can name: a child's comes from the enrollment screens or from the
 * application (the application's labels first, where both have the value: APPLICATION_AGE_GROUPS and
 * SERVER_ADMIN_AGE_GROUPS of src/lib/constants). Their labels are in the catalogue (portal.child.ageGroups).
 */
const PORTAL_AGE_GROUPS = ['infant', 'toddler', 'preschool', 'school-age', 'prekindergarten', 'schoolage'] as const
type PortalAgeGroup = (typeof PORTAL_AGE_GROUPS)[number]

const isPortalAgeGroup = (value: string): value is PortalAgeGroup => (PORTAL_AGE_GROUPS as readonly string[]).includes(value)

/** A child's age ("4 years old") and age group ("Preschool (3-5 years)") in the page's language. */
export function useChildTexts() {
  const t = useTranslations('portal.child')
  return {
    age: (years: number | null): string => (years === null ? t('ageUnknown') : t('yearsOld', { years })),
    /** The group's label; a value the portal does not know as it is; 'Not set' without one. */
    ageGroup: (value: string | null | undefined): string => {
      if (!value) return t('notSet')
      return isPortalAgeGroup(value) ? t(`ageGroups.${value}`) : value
    },
  }
}
