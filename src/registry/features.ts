import type { Feature } from '@/features/feature'
import { accountsFeature } from '@/features/accounts/feature'
import { applicationsFeature } from '@/features/applications/feature'
import { attendanceFeature } from '@/features/attendance/feature'
import { auditFeature } from '@/features/audit/feature'
import { billingFeature } from '@/features/billing/feature'
import { consentsFeature } from '@/features/consents/feature'
import { contactFeature } from '@/features/contact/feature'
import { drillsFeature } from '@/features/drills/feature'
import { familiesFeature } from '@/features/families/feature'
import { familyRecordsFeature } from '@/features/family-records/feature'
import { healthFeature } from '@/features/health/feature'
import { incidentsFeature } from '@/features/incidents/feature'
import { messagesFeature } from '@/features/messages/feature'
import { photosFeature } from '@/features/photos/feature'
import { ratiosFeature } from '@/features/ratios/feature'
import { siteContentFeature } from '@/features/site-content/feature'
import { staffCredentialsFeature } from '@/features/staff-credentials/feature'

/**
 * Every feature folder of src/features, by name, one line each: the one place a feature is registered.
 * The rest of src/registry composes the app from this list (the Payload config's collections, globals and
 * jobs, the start-ups, the seed). Server-side only in effect (a descriptor holds its collections): screens
 * and the contract import a feature's own files, never this list.
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

/** The features in their registered order, each as the Feature it declares (its optional parts readable). */
export const FEATURE_LIST: readonly Feature[] = Object.values(FEATURES)
