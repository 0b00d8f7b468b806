/**
 * The CMS menu's order (/cms's side bar, which follows the order of the Payload config's collections):
 * the kernel's collections and the features' by slug, interleaved as editors find them. A collection
 * not listed here (a new feature's) comes after these, in the order of FEATURES and of its feature's
 * own list; list it here to give it another place. tests/unit/features.unit.spec.ts holds this list to
 * the collections that exist.
 */
export const CMS_MENU: readonly string[] = [
  'users',
  'children',
  'curriculum-activities',
  'development-videos',
  'daily-activities',
  'milestones',
  'applications',
  'contact-messages',
  'media',
  'newsletters',
  'galleries',
  'classrooms',
  'authorized-pickups',
  'attendance',
  'staff-attendance',
  'incidents',
  'ratio-alerts',
  'consents',
  'application-events',
  'family-messages',
  'fee-schedules',
  'billing-plans',
  'subsidy-agencies',
  'subsidy-authorizations',
  'invoices',
  'ledger-entries',
  'family-accounts',
  'vaccines',
  'immunization-records',
  'care-plans',
  'medication-authorizations',
  'medication-doses',
  'health-documents',
  'drills',
  'staff-credentials',
  'audit-events',
]

/** The collections in the menu's order: those of CMS_MENU by their place, then the others as they came. */
export function inMenuOrder<T extends { slug: string }>(collections: readonly T[], menu: readonly string[] = CMS_MENU): T[] {
  const place = (collection: T) => {
    const index = menu.indexOf(collection.slug)
    return index === -1 ? menu.length : index
  }
  return collections.map((collection, index) => ({ collection, index })).sort((a, b) => place(a.collection) - place(b.collection) || a.index - b.index).map(({ collection }) => collection)
}
