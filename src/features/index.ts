import type { Feature } from './feature'
import { applicationsFeature } from './applications/feature'
import { consentsFeature } from './consents/feature'
import { contactFeature } from './contact/feature'
import { familyRecordsFeature } from './family-records/feature'
import { incidentsFeature } from './incidents/feature'

/**
 * Every feature folder of src/features, by name: the one place a feature is registered. Server-side
 * only in effect (a descriptor holds its collections): screens and the contract import a feature's own
 * files, never this list.
 */
export const FEATURES = {
  applications: applicationsFeature,
  consents: consentsFeature,
  contact: contactFeature,
  'family-records': familyRecordsFeature,
  incidents: incidentsFeature,
} as const satisfies Record<string, Feature>
