import type { Feature } from './feature'
import { accountsFeature } from './accounts/feature'
import { applicationsFeature } from './applications/feature'
import { attendanceFeature } from './attendance/feature'
import { auditFeature } from './audit/feature'
import { billingFeature } from './billing/feature'
import { consentsFeature } from './consents/feature'
import { drillsFeature } from './drills/feature'
import { contactFeature } from './contact/feature'
import { familiesFeature } from './families/feature'
import { familyRecordsFeature } from './family-records/feature'
import { healthFeature } from './health/feature'
import { incidentsFeature } from './incidents/feature'
import { messagesFeature } from './messages/feature'
import { photosFeature } from './photos/feature'
import { ratiosFeature } from './ratios/feature'
import { siteContentFeature } from './site-content/feature'
import { staffCredentialsFeature } from './staff-credentials/feature'

/**
 * Every feature folder of src/features, by name: the one place a feature is registered. Server-side
 * only in effect (a descriptor holds its collections): screens and the contract import a feature's own
 * files, never this list.
 */
export const FEATURES = {
  accounts: accountsFeature,
  applications: applicationsFeature,
  attendance: attendanceFeature,
  audit: auditFeature,
  billing: billingFeature,
  consents: consentsFeature,
  contact: contactFeature,
  drills: drillsFeature,
  families: familiesFeature,
  'family-records': familyRecordsFeature,
  health: healthFeature,
  incidents: incidentsFeature,
  messages: messagesFeature,
  photos: photosFeature,
  ratios: ratiosFeature,
  'site-content': siteContentFeature,
  'staff-credentials': staffCredentialsFeature,
} as const satisfies Record<string, Feature>
